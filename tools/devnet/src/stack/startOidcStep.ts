import { type DevnetOidc, startDevnetOidc } from '../startDevnetOidc.ts'
import type { StackRun } from './createStackRun.ts'
import { STACK_HOST } from './stackConstants.ts'

/**
 * Phase 'oidc': the local OpenID provider the server's social sign-in goes to, in this process.
 *
 * @example
 * const oidc = await startOidcStep(run)
 */
export function startOidcStep(run: StackRun): Promise<DevnetOidc> {
  const { ports } = run.options
  return run.runPhase('oidc', async () => {
    const starting = startDevnetOidc({
      host: STACK_HOST,
      port: ports.oidc,
      secureSitePort: ports.secureSite,
    })
    run.phaseStarted('oidc')
    const oidc = await starting
    run.services.oidc = oidc
    run.log(`Local OpenID provider is up (${oidc.issuer}, stands in for the social providers)`)
    return oidc
  })
}
