import type { Project } from '../modules/projects/findProject.ts'

/**
 * A project as the CLI prints it: id and name, then one line per field.
 *
 * @example
 * stdout(formatProject(project))
 * // my-app  My app  (cli)
 * //   origins:   https://my.app, *.my.app
 * //   defaults:  off (only the origins above)
 * //   features:  [{"id":"email","isEnabled":true,"config":null}]
 * //   analytics: on
 * //   names:     portico.id, 1 per address
 * //   smart accounts: eip155:31337, gas sponsored up to 1000000000000000000 wei
 */
export function formatProject(project: Project): string {
  const origins = project.allowedOrigins.length === 0 ? 'none' : project.allowedOrigins.join(', ')
  const defaults = project.includeDefaultOrigins
    ? 'on (spec §6: localhost, any IP, *.pages.dev, *.vercel.app, *.ngrok-free.app)'
    : 'off (only the origins above)'
  return [
    `${project.id}  ${project.name}  (${project.source})`,
    `  origins:   ${origins}`,
    `  defaults:  ${defaults}`,
    `  features:  ${JSON.stringify(project.features)}`,
    `  analytics: ${project.analyticsEnabled ? 'on' : 'off'}`,
    `  names:     ${project.nameZone === null ? 'off' : `${project.nameZone}, ${project.namesPerAddress} per address`}`,
    `  smart accounts: ${formatSmartAccounts(project)}`,
  ].join('\n')
}

function formatSmartAccounts(project: Project): string {
  if (project.smartAccountNetworks.length === 0) return 'off'
  const sponsorship =
    project.gasSponsorshipLimitWei === null
      ? 'gas not sponsored'
      : `gas sponsored up to ${project.gasSponsorshipLimitWei} wei`
  return `${project.smartAccountNetworks.join(', ')}, ${sponsorship}`
}
