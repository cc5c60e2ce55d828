import { ALERTS } from '../alerts/alertCatalogue.ts'
import { HttpRequestError, InvalidResponseError } from '../errors/http.ts'
import { showHttpAlert } from '../internal/project/showHttpAlert.ts'
import type { PorticoConfig } from '../types/config.ts'
import { projectAllowsOrigin } from '../utils/projectAllowsOrigin.ts'
import { showAlert } from './showAlert.ts'

export interface CheckOriginParameters {
  /** The page origin; default `window.location.origin`. */
  origin?: string
}

/**
 * Checks the page origin against the project's allowed origins (`/projects/v1/origins`) plus
 * the spec §6 defaults (unless the answer says `includeDefaultOrigins: false`), and shows
 * 'Origin Not Allowed' when it is not on them (spec §5).
 * Failures (spec §8): 429 → 'Rate Limited', 5xx → 'Server Error'; other HTTP errors and a
 * malformed answer count as an empty list (the defaults still allow localhost and preview
 * hosts). With no answer at all (offline) nothing is decided. Returns whether the origin is
 * allowed, or undefined when that is not known. `startConfig` calls this.
 *
 * @example
 * await checkOrigin(config) // false, and the alert shows, on a page the project does not list
 */
export async function checkOrigin(
  config: PorticoConfig,
  parameters: CheckOriginParameters = {},
): Promise<boolean | undefined> {
  const origin =
    parameters.origin ?? (typeof window === 'undefined' ? undefined : window.location.origin)
  if (!origin || !config.options.projectId.trim()) return undefined
  let allowedOrigins: readonly string[]
  let includeDefaultOrigins = true
  try {
    const answer = await config.api.directory.getOrigins()
    allowedOrigins = answer.allowedOrigins
    includeDefaultOrigins = answer.includeDefaultOrigins !== false
  } catch (error) {
    if (showHttpAlert(config, error)) return undefined
    // The server's message already showed its alert (e.g. 'Invalid Project ID'): keep it.
    if (config.internal.reportedAlerts.size > 0) return undefined
    if (!(error instanceof HttpRequestError || error instanceof InvalidResponseError))
      return undefined
    allowedOrigins = []
  }
  const allowed = projectAllowsOrigin({ allowedOrigins, includeDefaultOrigins }, origin)
  if (!allowed) showAlert(config, ALERTS.ORIGIN_NOT_ALLOWED)
  return allowed
}
