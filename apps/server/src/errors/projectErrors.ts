import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * A project field given to the project commands failed its schema; the message names the field
 * and why, e.g. `origin: must be an origin like 'https://a.b', '*.a.b' or 'http://a.b:*'`.
 *
 * @example
 * throw new ProjectInputError('features: not valid JSON')
 */
export class ProjectInputError extends PorticoError {
  override name = 'ProjectInputError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'PROJECT_INPUT', ...options })
  }
}

/**
 * `project create` with an id that is already taken.
 *
 * @example
 * throw new ProjectExistsError('my-app')
 */
export class ProjectExistsError extends PorticoError {
  override name = 'ProjectExistsError'
  readonly projectId: string
  constructor(projectId: string, options: PorticoErrorOptions = {}) {
    super(`Project '${projectId}' already exists`, { code: 'PROJECT_EXISTS', ...options })
    this.projectId = projectId
  }
}

/**
 * A project command named an id the database does not hold.
 *
 * @example
 * throw new ProjectNotFoundError('my-app')
 */
export class ProjectNotFoundError extends PorticoError {
  override name = 'ProjectNotFoundError'
  readonly projectId: string
  constructor(projectId: string, options: PorticoErrorOptions = {}) {
    super(`Project '${projectId}' not found`, { code: 'PROJECT_NOT_FOUND', ...options })
    this.projectId = projectId
  }
}
