import { and, eq, sql } from 'drizzle-orm'
import { type Database, tablesOf } from '../../db/database.ts'

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
  const { authDevices } = tablesOf(db)
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
  const { authDevices } = tablesOf(db)
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
  db: Database,
  parameters: { from: string; to: string },
): Promise<void> {
  const { authDevices } = tablesOf(db)
  // INSERT … SELECT: the new address (cast, so Postgres knows the parameter's type) beside the
  // old trust's columns.
  await db
    .insert(authDevices)
    .select(
      db
        .select({
          email: sql<string>`cast(${parameters.to} as text)`.as('email'),
          deviceId: authDevices.deviceId,
          origin: authDevices.origin,
          approvedAt: authDevices.approvedAt,
        })
        .from(authDevices)
        .where(eq(authDevices.email, parameters.from)),
    )
    .onConflictDoNothing()
  await db.delete(authDevices).where(eq(authDevices.email, parameters.from))
}
