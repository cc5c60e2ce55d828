import { projectAllowsOrigin } from '@portico/core'
import { InvalidProjectIdError, OriginNotAllowedError } from '../../errors/apiErrors.ts'
import { PROJECT_ID_PATTERN } from '../projects/config.ts'
import { findProject, type Project } from '../projects/findProject.ts'
import type { AuthContext } from './authContext.ts'

export interface CheckSignInOriginParameters {
  /** As the frame sent it (only checked to be text of bounded length so far). */
  projectId: string
  /** The dApp origin the frame reported (an exact origin, checked by the body schema). */
  origin: string
}

/**
 * The check every sign-in step makes before anything else (no e-mail, no rate slot, no code
 * used): the project exists and allows the dApp origin, by the project's own rule
 * (`projectAllowsOrigin`: its list and the spec §6 defaults unless turned off). The server's
 * secure-site origins are NOT added here (the project guard adds them for CORS, as the "mobile
 * secure hosts"): a sign-in "on" the wallet's own host would make the e-mails name the wallet
 * itself as the site, a more convincing phish. Answers the project; throws
 * `InvalidProjectIdError` (401 INVALID_PROJECT_ID, malformed or unknown id) or
 * `OriginNotAllowedError` (403 ORIGIN_NOT_ALLOWED 'Unauthorized: origin not allowed').
 *
 * @example
 * const project = await checkSignInOrigin(context, { projectId, origin })
 */
export async function checkSignInOrigin(
  context: AuthContext,
  parameters: CheckSignInOriginParameters,
): Promise<Project> {
  const { projectId, origin } = parameters
  if (!PROJECT_ID_PATTERN.test(projectId))
    throw new InvalidProjectIdError({ details: 'malformed project id' })
  const project = await findProject(context.db, projectId)
  if (project === undefined) throw new InvalidProjectIdError({ details: `unknown ${projectId}` })
  if (!projectAllowsOrigin(project, origin))
    throw new OriginNotAllowedError({ details: `${origin} for ${projectId}` })
  return project
}
