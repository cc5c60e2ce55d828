import type { AuthContext } from './authContext.ts'
import { deviceApprovalEmail } from './authEmails.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { createDeviceApprovalLink, DEVICE_APPROVAL_TTL_MS } from './deviceApprovalLinks.ts'
import { isDeviceTrusted } from './devices.ts'
import { reserveSend } from './rateCheck.ts'
import { sendLoginCode } from './sendLoginCode.ts'

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
 * `POST /auth/v1/email/start`. First the project must exist and allow the dApp origin
 * (`checkSignInOrigin`: 401 INVALID_PROJECT_ID, 403 ORIGIN_NOT_ALLOWED), then the rate check
 * (429). A device already trusted for this address on this origin gets a one-time code
 * (VERIFY_OTP). Any other (address, device, origin) gets a device-approval link (VERIFY_DEVICE),
 * whether or not an account exists for the address: the same answer, the same e-mail and the
 * same database work either way (no user is looked up), so the answer tells nobody whether the
 * address has an account. The code follows once the link is approved. A failed send gives the
 * rate-check slot back.
 *
 * @example
 * const { action } = await startEmailLogin(context, { email, deviceId, projectId, origin, ip })
 */
export async function startEmailLogin(
  context: AuthContext,
  parameters: StartEmailLoginParameters,
): Promise<StartEmailLoginReturnType> {
  const { email, deviceId, projectId, origin } = parameters
  await checkSignInOrigin(context, { projectId, origin })
  const reservation = await reserveSend(context, { email, ip: parameters.ip })
  try {
    if (await isDeviceTrusted(context.db, { email, deviceId, origin })) {
      await sendLoginCode(context, { email, deviceId, origin })
      return { action: 'VERIFY_OTP' }
    }
    const link = await createDeviceApprovalLink(context, { email, deviceId, projectId, origin })
    await context.mailer.send(
      deviceApprovalEmail({ to: email, link, origin, ttlMs: DEVICE_APPROVAL_TTL_MS }),
    )
    return { action: 'VERIFY_DEVICE' }
  } catch (error) {
    await reservation.release()
    throw error
  }
}
