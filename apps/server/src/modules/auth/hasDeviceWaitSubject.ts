import { and, eq, gt } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import type { AuthContext } from './authContext.ts'
import { isDeviceTrusted, type TrustedDevice } from './devices.ts'

/**
 * Whether a `POST /auth/v1/device/wait` has something to wait for: a live approval link for
 * this (e-mail, device, origin), or the trust it grants once approved. After `email/start` a
 * link exists for a new and a known address alike, so the answer says nothing about accounts;
 * a made-up triple gets `{ approved: false }` at once instead of a long poll reading the
 * database every 250 ms.
 *
 * @example
 * if (!(await hasDeviceWaitSubject(context, { email, deviceId, origin }))) return { approved: false }
 */
export async function hasDeviceWaitSubject(
  context: AuthContext,
  device: TrustedDevice,
): Promise<boolean> {
  const { authDeviceApprovals } = tablesOf(context.db)
  const [pending] = await context.db
    .select({ found: authDeviceApprovals.createdAt })
    .from(authDeviceApprovals)
    .where(
      and(
        eq(authDeviceApprovals.email, device.email),
        eq(authDeviceApprovals.deviceId, device.deviceId),
        eq(authDeviceApprovals.origin, device.origin),
        gt(authDeviceApprovals.expiresAt, context.now()),
      ),
    )
  if (pending !== undefined) return true
  return isDeviceTrusted(context.db, device)
}
