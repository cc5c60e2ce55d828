import { DEFAULT_ALLOWED_ORIGINS, matchOrigin } from '@portico/core'
import type { Project } from './findProject.ts'

export type ProjectAllowsOriginParameters = Pick<
  Project,
  'allowedOrigins' | 'includeDefaultOrigins'
>

/**
 * Whether a page origin may act for the project: its own `allowedOrigins`, plus the spec §6
 * defaults (`DEFAULT_ALLOWED_ORIGINS`: localhost, IP addresses, *.pages.dev, *.vercel.app,
 * *.ngrok-free.app) only while the project's `includeDefaultOrigins` is on. The one rule the
 * project guard, CORS and the embedded-wallet sign-in all apply.
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
