import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/openDatabase.ts'
import { authDevices } from '../../db/schema.ts'

/**
 * Whether the user approved this device (by a code typed on it or by an approval link).
 *
 * @example
 * if (await isDeviceApproved(db, user.id, deviceId)) await sendLoginCode(…)
 */
export async function isDeviceApproved(
  db: Database,
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ approvedAt: authDevices.approvedAt })
    .from(authDevices)
    .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceId, deviceId)))
  return row !== undefined
}

/**
 * Records the device as approved for the user (kept if it already is).
 *
 * @example
 * await rememberApprovedDevice(db, { userId: user.id, deviceId, approvedAt: Date.now() })
 */
export async function rememberApprovedDevice(
  db: Database,
  device: { userId: string; deviceId: string; approvedAt: number },
): Promise<void> {
  await db.insert(authDevices).values(device).onConflictDoNothing()
}
