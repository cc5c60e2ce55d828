import type { AuthContext } from './authContext.ts'
import { deviceApprovalEmail } from './authEmails.ts'
import { createDeviceApprovalLink, DEVICE_APPROVAL_TTL_MS } from './deviceApprovalLinks.ts'
import { isDeviceApproved } from './devices.ts'
import { reserveSend } from './rateCheck.ts'
import { sendLoginCode } from './sendLoginCode.ts'
import { findUserByEmail } from './users.ts'

export interface StartEmailLoginParameters {
  /** Lower-cased and trimmed. */
  email: string
  deviceId: string
  projectId: string
  /** The dApp origin the frame reported. */
  origin: string
  /** The client IP, for the hourly limit per IP. */
  ip: string
}

export interface StartEmailLoginReturnType {
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE'
}

/**
 * `POST /auth/v1/email/start`: after the rate check, a new address or a device the user already
 * approved gets a one-time code (VERIFY_OTP); a known user on a new device gets a
 * device-approval link instead (VERIFY_DEVICE), and the code follows once the link is opened.
 * A failed send gives the rate-check slot back.
 *
 * @example
 * const { action } = await startEmailLogin(context, { email, deviceId, projectId, origin, ip })
 */
export async function startEmailLogin(
  context: AuthContext,
  parameters: StartEmailLoginParameters,
): Promise<StartEmailLoginReturnType> {
  const { email, deviceId } = parameters
  const reservation = await reserveSend(context, { email, ip: parameters.ip })
  try {
    const user = await findUserByEmail(context.db, email)
    if (user === undefined || (await isDeviceApproved(context.db, user.id, deviceId))) {
      await sendLoginCode(context, { email, deviceId })
      return { action: 'VERIFY_OTP' }
    }
    const link = await createDeviceApprovalLink(context, {
      userId: user.id,
      deviceId,
      projectId: parameters.projectId,
      origin: parameters.origin,
    })
    await context.mailer.send(
      deviceApprovalEmail({
        to: email,
        link,
        origin: parameters.origin,
        ttlMs: DEVICE_APPROVAL_TTL_MS,
      }),
    )
    return { action: 'VERIFY_DEVICE' }
  } catch (error) {
    await reservation.release()
    throw error
  }
}
