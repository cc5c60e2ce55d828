import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { trustDevice } from './devices.ts'
import { consumeCode } from './oneTimeCodes.ts'
import { createSession } from './sessions.ts'
import { findOrCreateUser, type PublicUser, toPublicUser } from './users.ts'

export interface VerifyOtpParameters {
  /** Lower-cased and trimmed. */
  email: string
  deviceId: string
  /** Trimmed, 1 to 64 characters. */
  otp: string
  projectId: string
  /** The dApp origin the frame reported; the code must be for it, and the session is bound to it. */
  origin: string
}

export interface VerifyOtpReturnType {
  /** Bearer token, 32 random bytes as base64url. */
  token: string
  /** Unix milliseconds. */
  expiresAt: number
  user: PublicUser
}

/**
 * `POST /auth/v1/otp/verify`: checks the project and origin (`checkSignInOrigin`, before the
 * code loses a try), uses up the sign-in code sent for this address, device and origin, then
 * creates the user on first sign-in (address null until the frame stores a key), keeps the
 * device trusted there and starts a session bound to (project, origin). Throws the code's
 * errors (INVALID_OTP, OTP_EXPIRED, OTP_LOCKED).
 *
 * @example
 * const { token, expiresAt, user } = await verifyOtp(context, { email, deviceId, otp, projectId, origin })
 */
export async function verifyOtp(
  context: AuthContext,
  parameters: VerifyOtpParameters,
): Promise<VerifyOtpReturnType> {
  const { email, deviceId, projectId, origin } = parameters
  await checkSignInOrigin(context, { projectId, origin })
  await consumeCode(context, { purpose: 'login', subject: email, deviceId, origin }, parameters.otp)
  const user = await findOrCreateUser(context, email)
  await trustDevice(context.db, { email, deviceId, origin, approvedAt: context.now() })
  const session = await createSession(context, { userId: user.id, deviceId, projectId, origin })
  return { ...session, user: toPublicUser(user) }
}
