import type { allowedOriginsSchema } from '@portico/core'
import type * as v from 'valibot'

/** A project's allowed embedding origins, as the server answered them (core's schema). */
export type ProjectOrigins = v.InferOutput<typeof allowedOriginsSchema>

/**
 * What asking for a project's origins gave: the answer, an unknown project (401), or no usable
 * answer (unreachable, another status, a malformed body). Everyone who asks fails closed on
 * anything but `found`.
 */
export type ProjectOriginsLookup =
  | { kind: 'found'; origins: ProjectOrigins }
  | { kind: 'unknown-project' }
  | { kind: 'unavailable'; reason: string }
