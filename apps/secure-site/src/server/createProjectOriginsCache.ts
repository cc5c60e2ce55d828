import type { ProjectOriginsLookup } from '../origins/projectOrigins.ts'

export interface CreateProjectOriginsCacheParameters {
  /** Asks the server (`fetchProjectOrigins`). */
  load(projectId: string): Promise<ProjectOriginsLookup>
  /** How long an answer is reused (default 30 s). */
  ttlMs?: number
  /** How many projects are kept at most (default 500); the oldest entry goes first. */
  maxEntries?: number
  now?: () => number
}

export interface ProjectOriginsCache {
  get(projectId: string): Promise<ProjectOriginsLookup>
}

export const PROJECT_ORIGINS_TTL_MS = 30_000
const DEFAULT_MAX_ENTRIES = 500

/**
 * Project origins per project id for `ttlMs`, so that page loads do not each ask the server.
 * Answers (`found`, and `unknown-project`, which is as much an answer) are kept; an
 * `unavailable` one only while its request is under way, so the next page asks again. Requests
 * at the same time share one. At most `maxEntries` projects: made-up project ids cannot grow it
 * without bound.
 *
 * @example
 * const cache = createProjectOriginsCache({ load: (projectId) => fetchProjectOrigins({ baseUrl, projectId }) })
 * await cache.get('demo') // asks the server; the next 30 s answer from memory
 */
export function createProjectOriginsCache(
  parameters: CreateProjectOriginsCacheParameters,
): ProjectOriginsCache {
  const ttlMs = parameters.ttlMs ?? PROJECT_ORIGINS_TTL_MS
  const maxEntries = Math.max(1, parameters.maxEntries ?? DEFAULT_MAX_ENTRIES)
  const now = parameters.now ?? Date.now
  const entries = new Map<string, { answer: Promise<ProjectOriginsLookup>; expiresAt: number }>()

  return {
    get(projectId) {
      const kept = entries.get(projectId)
      if (kept && kept.expiresAt > now()) return kept.answer
      entries.delete(projectId)
      const answer = parameters.load(projectId).catch(
        (error: unknown): ProjectOriginsLookup => ({
          kind: 'unavailable',
          reason: String(error),
        }),
      )
      const entry = { answer, expiresAt: now() + ttlMs }
      entries.set(projectId, entry)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      void answer.then((lookup) => {
        if (lookup.kind === 'unavailable' && entries.get(projectId) === entry)
          entries.delete(projectId)
      })
      return answer
    },
  }
}
