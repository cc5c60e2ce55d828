import { ApiError } from '../../errors/ApiError.ts'
import type { AuthContext } from './authContext.ts'
import { consumeDeviceApprovalToken, type DeviceApproval } from './deviceApprovalLinks.ts'
import { trustDevice } from './devices.ts'
import { isSignInOriginAllowed } from './isSignInOriginAllowed.ts'
import { sendLoginCode } from './sendLoginCode.ts'

export interface ApproveDeviceReturnType extends DeviceApproval {
  /** Why the code e-mail could not be sent (502 UPSTREAM_ERROR); undefined once it is sent. */
  codeError: ApiError | undefined
}

/**
 * `POST /auth/v1/device/approve` (the button of the page the link opens; a GET only shows that
 * page and changes nothing): uses up the link's token, checks that the project still allows
 * the dApp origin, trusts the device for the address on that origin and e-mails the one-time
 * code to use there (for an e-mail sign-in; a social sign-in's approval sends no code: the waiting
 * device finishes it with `POST /auth/v1/social/finish`). Answers the approval, or undefined when the token is bad, used or
 * expired, or the origin is no longer allowed. A code e-mail that fails leaves the trust in
 * place (a new start on that device then gets a code directly) and is answered as `codeError`.
 *
 * @example
 * const approval = await approveDevice(context, token)
 */
export async function approveDevice(
  context: AuthContext,
  token: string,
): Promise<ApproveDeviceReturnType | undefined> {
  const approval = await consumeDeviceApprovalToken(context, token)
  if (approval === undefined) return undefined
  if (!(await isSignInOriginAllowed(context, approval))) return undefined
  const { email, deviceId, origin } = approval
  await trustDevice(context.db, { email, deviceId, origin, approvedAt: context.now() })
  if (approval.purpose === 'social') return { ...approval, codeError: undefined }
  try {
    await sendLoginCode(context, { email, deviceId, origin })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { ...approval, codeError: error }
  }
  return { ...approval, codeError: undefined }
}
