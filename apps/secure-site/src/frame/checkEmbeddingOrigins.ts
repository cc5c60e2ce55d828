import { projectAllowsOrigin } from '@portico/core'
import type { ProjectOriginsLookup } from '../origins/projectOrigins.ts'

export interface CheckEmbeddingOriginsParameters {
  projectId: string
  /** The server's origins answer for the project. */
  lookup: ProjectOriginsLookup
  /** The page that embeds the frame (findParentOrigin). */
  parentOrigin: string
  /**
   * `location.ancestorOrigins` where the browser has it (Chromium, Safari): the parent first,
   * then every page above it up to the top.
   */
  ancestorOrigins?: { readonly length: number; readonly [index: number]: string } | undefined
}

export type CheckEmbeddingOriginsReturnType = { ok: true } | { ok: false; reason: string }

/**
 * Whether the frame may run where it is embedded (issue #15): the project exists, and its
 * allowed origins (with the spec §6 defaults unless the project turned them off) allow the
 * parent origin and every ancestor origin the browser reports, so that an allowed page cannot
 * be framed by a hostile one to pass the frame on. An unknown project, or no usable answer from
 * the server, is a refusal too: the frame fails closed.
 *
 * @example
 * checkEmbeddingOrigins({ projectId: 'demo', lookup, parentOrigin: 'https://evil.example' })
 * // { ok: false, reason: 'https://evil.example is not an allowed origin of project demo' }
 */
export function checkEmbeddingOrigins(
  parameters: CheckEmbeddingOriginsParameters,
): CheckEmbeddingOriginsReturnType {
  const { projectId, lookup, parentOrigin, ancestorOrigins } = parameters
  if (lookup.kind === 'unknown-project')
    return { ok: false, reason: `the server does not know project ${projectId}` }
  if (lookup.kind === 'unavailable')
    return {
      ok: false,
      reason: `the allowed origins of project ${projectId} could not be read (${lookup.reason})`,
    }
  const ancestors = Array.from(
    { length: ancestorOrigins?.length ?? 0 },
    (_, index) => ancestorOrigins?.[index] ?? '',
  )
  for (const origin of [parentOrigin, ...ancestors]) {
    if (!projectAllowsOrigin(lookup.origins, origin))
      return {
        ok: false,
        reason: `${origin || 'an opaque origin'} is not an allowed origin of project ${projectId}`,
      }
  }
  return { ok: true }
}
