import { DEFAULT_ALLOWED_ORIGINS, matchOrigin } from './matchOrigin.ts'

/** What a project says about its origins (`GET /projects/v1/origins`). */
export interface ProjectAllowsOriginParameters {
  allowedOrigins: readonly string[]
  /** Whether the spec §6 defaults apply too (a project's owner can turn them off). */
  includeDefaultOrigins: boolean
}

/**
 * Whether a page origin may act for the project: its own `allowedOrigins`, plus the spec §6
 * defaults (`DEFAULT_ALLOWED_ORIGINS`: localhost, IP addresses, *.pages.dev, *.vercel.app,
 * *.ngrok-free.app) only while `includeDefaultOrigins` is on. The one rule the kit's page check,
 * the secure site's frame and the server (project guard, CORS, embedded-wallet sign-in) apply.
 *
 * @example
 * projectAllowsOrigin({ allowedOrigins: ['https://my.app'], includeDefaultOrigins: false }, 'http://localhost:5173') // false
 * projectAllowsOrigin({ allowedOrigins: ['https://my.app'], includeDefaultOrigins: true }, 'http://localhost:5173') // true
 */
export function projectAllowsOrigin(
  project: ProjectAllowsOriginParameters,
  origin: string,
): boolean {
  return matchOrigin(
    origin,
    project.allowedOrigins,
    project.includeDefaultOrigins ? DEFAULT_ALLOWED_ORIGINS : [],
  )
}
