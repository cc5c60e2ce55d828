import type { AuthContext } from './authContext.ts'
import { rememberApprovedDevice } from './devices.ts'
import { consumeCode } from './oneTimeCodes.ts'
import { createSession } from './sessions.ts'
import { findOrCreateUser, type PublicUser, toPublicUser } from './users.ts'

export interface VerifyOtpParameters {
  /** Lower-cased and trimmed. */
  email: string
  deviceId: string
  /** Trimmed, 1 to 64 characters. */
  otp: string
  /** The dApp origin the frame reported; the session is bound to it. */
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
 * `POST /auth/v1/otp/verify`: uses up the sign-in code sent for this address and device, then
 * creates the user on first sign-in (address null until the frame stores a key), approves the
 * device and starts a session. Throws the code's errors (INVALID_OTP, OTP_EXPIRED, OTP_LOCKED).
 *
 * @example
 * const { token, expiresAt, user } = await verifyOtp(context, { email, deviceId, otp, origin })
 */
export async function verifyOtp(
  context: AuthContext,
  parameters: VerifyOtpParameters,
): Promise<VerifyOtpReturnType> {
  const { email, deviceId } = parameters
  await consumeCode(context, { purpose: 'login', subject: email, deviceId }, parameters.otp)
  const user = await findOrCreateUser(context, email)
  await rememberApprovedDevice(context.db, { userId: user.id, deviceId, approvedAt: context.now() })
  const session = await createSession(context, {
    userId: user.id,
    deviceId,
    origin: parameters.origin,
  })
  return { ...session, user: toPublicUser(user) }
}
