import { SocialRequestInvalidError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import type { SocialSession } from './connectSocial.ts'
import { createSession } from './sessions.ts'
import { redeemSocialLogin } from './socialLogins.ts'
import { findUserById, toPublicUser } from './users.ts'

export interface FinishSocialLoginParameters {
  /** The login token a `VERIFY_DEVICE` answer of `POST /auth/v1/social/connect` gave. */
  loginToken: string
  deviceId: string
  projectId: string
  /** The dApp origin the frame reported. */
  origin: string
}

/**
 * `POST /auth/v1/social/finish`: after the project and origin check (`checkSignInOrigin`: 401
 * INVALID_PROJECT_ID, 403 ORIGIN_NOT_ALLOWED), redeems the pending social login
 * (`redeemSocialLogin`: this device, project and origin only, once, and only after the account's
 * e-mail approved the device there: else 409 DEVICE_NOT_APPROVED, or 400
 * SOCIAL_REQUEST_INVALID) and opens the session bound to (project, origin), answering like
 * `POST /auth/v1/social/connect`. An account whose e-mail changed meanwhile is refused.
 *
 * @example
 * const { token, expiresAt, user } = await finishSocialLogin(context, { loginToken, deviceId, projectId, origin })
 */
export async function finishSocialLogin(
  context: AuthContext,
  parameters: FinishSocialLoginParameters,
): Promise<SocialSession> {
  const { deviceId, projectId, origin } = parameters
  await checkSignInOrigin(context, { projectId, origin })
  const login = await redeemSocialLogin(context, parameters.loginToken, {
    deviceId,
    projectId,
    origin,
  })
  const user = await findUserById(context.db, login.userId)
  // The approval went to the address the account had at the connect.
  if (user === undefined || user.email !== login.email)
    throw new SocialRequestInvalidError({ details: 'the account or its e-mail changed' })
  const session = await createSession(context, { userId: user.id, deviceId, projectId, origin })
  return {
    ...session,
    user: { ...toPublicUser(user), userName: login.userName, socialProvider: login.provider },
  }
}
