import type { AuthContext } from './authContext.ts'
import { consumeDeviceApprovalToken } from './deviceApprovalLinks.ts'
import { rememberApprovedDevice } from './devices.ts'
import { sendLoginCode } from './sendLoginCode.ts'
import { findUserById } from './users.ts'

/**
 * `GET /auth/v1/device/approve?token=…`: uses up the link's token, approves the device for the
 * user and e-mails the one-time code to use on it. False when the token is bad, used or
 * expired. A failed send throws after the approval is kept, so a new start on that device gets
 * a code directly.
 *
 * @example
 * const approved = await approveDevice(context, token)
 */
export async function approveDevice(context: AuthContext, token: string): Promise<boolean> {
  const approval = await consumeDeviceApprovalToken(context, token)
  if (approval === undefined) return false
  const user = await findUserById(context.db, approval.userId)
  // Links go only to users found by their e-mail; one without an e-mail cannot have a link.
  if (user === undefined || user.email === null) return false
  await rememberApprovedDevice(context.db, {
    userId: user.id,
    deviceId: approval.deviceId,
    approvedAt: context.now(),
  })
  await sendLoginCode(context, { email: user.email, deviceId: approval.deviceId })
  return true
}
