import { allowedOriginsSchema } from '@portico/core'
import * as v from 'valibot'
import type { ProjectOriginsLookup } from './projectOrigins.ts'

export interface FetchProjectOriginsParameters {
  /** The server's base URL (the same as the auth routes'), e.g. http://127.0.0.1:8787. */
  baseUrl: string
  projectId: string
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Gives up after this long (default 5 s): an answer that never comes must not hold a page. */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 5_000

/**
 * Asks the server which origins may embed the frame for a project (`GET /projects/v1/origins`).
 * Never throws: 200 with the right shape is `found`, 401 is `unknown-project`, anything else
 * (no answer, another status, a body of the wrong shape) is `unavailable` with the reason. The
 * frame asks it at boot; the secure site's server asks it for the `frame-ancestors` header.
 *
 * @example
 * const lookup = await fetchProjectOrigins({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * if (lookup.kind === 'found') projectAllowsOrigin(lookup.origins, parentOrigin)
 */
export async function fetchProjectOrigins(
  parameters: FetchProjectOriginsParameters,
): Promise<ProjectOriginsLookup> {
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const url = `${parameters.baseUrl.replace(/\/+$/, '')}/projects/v1/origins?projectId=${encodeURIComponent(parameters.projectId)}`
  let response: Response
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
  } catch (error) {
    return { kind: 'unavailable', reason: `${url} did not answer (${String(error)})` }
  }
  if (response.status === 401) return { kind: 'unknown-project' }
  if (response.status !== 200)
    return { kind: 'unavailable', reason: `${url} answered ${response.status}` }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return { kind: 'unavailable', reason: `${url} answered something that is not JSON` }
  }
  const parsed = v.safeParse(allowedOriginsSchema, body)
  if (!parsed.success)
    return { kind: 'unavailable', reason: `${url}: ${v.summarize(parsed.issues)}` }
  return { kind: 'found', origins: parsed.output }
}
