import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/openDatabase.ts'
import { authDevices } from '../../db/schema.ts'

/*
 * Device trust, per (e-mail, device, dApp origin). Keyed on the normalised e-mail rather than
 * the user: the approval link records it before any user exists, so a new and a known address
 * take the same path and the start's answer says nothing about accounts.
 */

/** One trusted (e-mail, device, origin). */
export interface TrustedDevice {
  /** Lower-cased, trimmed. */
  email: string
  deviceId: string
  /** The dApp origin it was approved on. */
  origin: string
}

/**
 * Whether this device was approved for this address on this dApp origin (by the approval link,
 * a code typed on it there, or a social sign-in there with that verified e-mail).
 *
 * @example
 * if (await isDeviceTrusted(db, { email, deviceId, origin })) await sendLoginCode(…)
 */
export async function isDeviceTrusted(db: Database, device: TrustedDevice): Promise<boolean> {
  const [row] = await db
    .select({ approvedAt: authDevices.approvedAt })
    .from(authDevices)
    .where(
      and(
        eq(authDevices.email, device.email),
        eq(authDevices.deviceId, device.deviceId),
        eq(authDevices.origin, device.origin),
      ),
    )
  return row !== undefined
}

/**
 * Records the device as trusted for the address on that origin (kept if it already is).
 *
 * @example
 * await trustDevice(db, { email, deviceId, origin, approvedAt: Date.now() })
 */
export async function trustDevice(
  db: Database,
  device: TrustedDevice & { approvedAt: number },
): Promise<void> {
  await db.insert(authDevices).values(device).onConflictDoNothing()
}

/**
 * Moves every trust of one address to another (an e-mail change, both addresses proven by
 * their codes): the account's devices stay trusted. A trust the new address already had is
 * kept as it was.
 *
 * @example
 * await moveTrustedDevices(db, { from: 'old@example.org', to: 'new@example.org' })
 */
export async function moveTrustedDevices(
  db: Pick<Database, 'run'>,
  parameters: { from: string; to: string },
): Promise<void> {
  await db.run(sql`
    INSERT INTO auth_devices (email, device_id, origin, approved_at)
    SELECT ${parameters.to}, device_id, origin, approved_at FROM auth_devices
    WHERE email = ${parameters.from}
    ON CONFLICT DO NOTHING`)
  await db.run(sql`DELETE FROM auth_devices WHERE email = ${parameters.from}`)
}
