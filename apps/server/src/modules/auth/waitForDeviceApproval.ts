import { setTimeout as sleep } from 'node:timers/promises'
import type { AuthContext } from './authContext.ts'
import { isDeviceTrusted } from './devices.ts'

/** How often a waiting request looks at the database (the approval may come from any process). */
export const DEVICE_WAIT_POLL_MS = 250

export interface WaitForDeviceApprovalParameters {
  /** Lower-cased, trimmed. */
  email: string
  deviceId: string
  /** The dApp origin the start was for (already checked against its project). */
  origin: string
  /** Client gone or server closing. */
  signal: AbortSignal
}

/**
 * `POST /auth/v1/device/wait` (after the route checked the project and origin): true as soon as
 * the device is trusted for the address on that origin, false after `auth.deviceWaitMs` or when
 * `signal` aborts. No user is looked up, so the wait is the same for any address.
 *
 * @example
 * const approved = await waitForDeviceApproval(context, { email, deviceId, origin, signal })
 */
export async function waitForDeviceApproval(
  context: AuthContext,
  parameters: WaitForDeviceApprovalParameters,
): Promise<boolean> {
  const { email, deviceId, origin } = parameters
  const deadline = context.now() + context.settings.deviceWaitMs
  for (;;) {
    if (await isDeviceTrusted(context.db, { email, deviceId, origin })) return true
    const left = deadline - context.now()
    if (left <= 0 || parameters.signal.aborted) return false
    try {
      await sleep(Math.min(DEVICE_WAIT_POLL_MS, left), undefined, { signal: parameters.signal })
    } catch {
      return false
    }
  }
}
