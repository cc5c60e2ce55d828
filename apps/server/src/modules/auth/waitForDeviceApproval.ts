import { setTimeout as sleep } from 'node:timers/promises'
import type { AuthContext } from './authContext.ts'
import { isDeviceApproved } from './devices.ts'
import { findUserByEmail } from './users.ts'

/** How often a waiting request looks at the database (the approval may come from any process). */
export const DEVICE_WAIT_POLL_MS = 250

/**
 * `POST /auth/v1/device/wait`: true as soon as the device is approved for the address, false
 * after `auth.deviceWaitMs` or when `signal` aborts (client gone, server closing). An unknown
 * address simply waits too, so the answer tells nothing more than the start did.
 *
 * @example
 * const approved = await waitForDeviceApproval(context, { email, deviceId, signal })
 */
export async function waitForDeviceApproval(
  context: AuthContext,
  parameters: { email: string; deviceId: string; signal: AbortSignal },
): Promise<boolean> {
  const deadline = context.now() + context.settings.deviceWaitMs
  for (;;) {
    const user = await findUserByEmail(context.db, parameters.email)
    if (user !== undefined && (await isDeviceApproved(context.db, user.id, parameters.deviceId)))
      return true
    const left = deadline - context.now()
    if (left <= 0 || parameters.signal.aborted) return false
    try {
      await sleep(Math.min(DEVICE_WAIT_POLL_MS, left), undefined, { signal: parameters.signal })
    } catch {
      return false
    }
  }
}
