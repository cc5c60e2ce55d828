import type { Project } from '../modules/projects/findProject.ts'

/**
 * A project as the CLI prints it: id and name, then one line per field.
 *
 * @example
 * stdout(formatProject(project))
 * // my-app  My app  (cli)
 * //   origins:   https://my.app, *.my.app  (+ the spec §6 defaults)
 * //   features:  [{"id":"email","isEnabled":true,"config":null}]
 * //   analytics: on
 */
export function formatProject(project: Project): string {
  const origins = project.allowedOrigins.length === 0 ? 'none' : project.allowedOrigins.join(', ')
  return [
    `${project.id}  ${project.name}  (${project.source})`,
    `  origins:   ${origins}  (+ the spec §6 defaults: localhost, IPs, *.pages.dev, *.vercel.app, *.ngrok-free.app)`,
    `  features:  ${JSON.stringify(project.features)}`,
    `  analytics: ${project.analyticsEnabled ? 'on' : 'off'}`,
  ].join('\n')
}
