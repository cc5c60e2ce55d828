import { BoundedMap } from '../../cache/BoundedMap.ts'
import type { Database } from '../../db/openDatabase.ts'
import { findProject, type Project } from './findProject.ts'

export interface ProjectCacheOptions {
  /**
   * How long a lookup is reused (0: every request reads the database). A project changed by the
   * CLI, or by another server process, is seen by this process within that time.
   */
  maxAgeMs: number
  /** Ids kept at most; the stalest go first, so a flood of made-up ids cannot grow memory. */
  maxEntries?: number
  /** The clock (Unix milliseconds); tests pass their own. */
  now?: () => number
}

export interface ProjectCache {
  /** The project with that id, or `undefined` when there is none (both answers are reused). */
  find(id: string): Promise<Project | undefined>
}

interface Entry {
  readAt: number
  project: Promise<Project | undefined>
}

/**
 * Project lookups for the request guard, reused for `maxAgeMs`: every service request names
 * its project, and reading it from the database each time was most of a cached answer's cost.
 * Concurrent lookups of one id share one read; a failed read is not kept.
 *
 * @example
 * const projects = createProjectCache(db, { maxAgeMs: 1000 })
 * const project = await projects.find('portico-demo')
 */
export function createProjectCache(db: Database, options: ProjectCacheOptions): ProjectCache {
  const { maxAgeMs, maxEntries = 1000, now = Date.now } = options
  const entries = new BoundedMap<string, Entry>(maxEntries)

  return {
    find(id) {
      if (maxAgeMs === 0) return findProject(db, id)
      const time = now()
      const cached = entries.get(id)
      if (cached !== undefined && time - cached.readAt < maxAgeMs) return cached.project
      const project = findProject(db, id)
      const entry = { readAt: time, project }
      entries.set(id, entry)
      project.catch(() => {
        if (entries.get(id) === entry) entries.delete(id)
      })
      return project
    },
  }
}
