import { DEFAULT_ALLOWED_ORIGINS, matchOrigin } from '@portico/core'
import type { ProjectOrigins } from './projectOriginsSchema.ts'

/**
 * Whether `origin` may embed the frame for the project: its list, plus the spec §6 defaults
 * unless the project turned them off. The same rule the server applies to sign-in and the kit
 * applies to the page (`matchOrigin`).
 *
 * @example
 * isOriginAllowed('http://127.0.0.1:5173', { allowedOrigins: [], includeDefaultOrigins: true }) // true
 * isOriginAllowed('https://evil.example', { allowedOrigins: ['https://my.app'], includeDefaultOrigins: true }) // false
 */
export function isOriginAllowed(origin: string, project: ProjectOrigins): boolean {
  return matchOrigin(
    origin,
    project.allowedOrigins,
    project.includeDefaultOrigins ? DEFAULT_ALLOWED_ORIGINS : [],
  )
}
