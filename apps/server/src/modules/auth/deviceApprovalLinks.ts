import { and, eq, gt, lte } from 'drizzle-orm'
import { createSecretToken, hashToken, SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { type Tables, tablesOf } from '../../db/database.ts'
import type { AuthContext } from './authContext.ts'

/** How long a device-approval link works. */
export const DEVICE_APPROVAL_TTL_MS = 15 * 60_000

/** The path of the link in the approval e-mail (under `auth.publicUrl`). */
export const DEVICE_APPROVAL_PATH = '/auth/v1/device/approve'

export interface DeviceApprovalRequest {
  /** Lower-cased, trimmed: the address the link goes to (no user needs to exist). */
  email: string
  deviceId: string
  projectId: string
  /** The dApp origin the frame reported, allowed by the project when the link was made. */
  origin: string
  /**
   * 'email' (default): approving sends the sign-in code. 'social': a social sign-in of an
   * existing account waits for the approval and finishes on the device; no code is sent.
   */
  purpose?: DeviceApprovalPurpose
}

/** What an approval is for: see `DeviceApprovalRequest.purpose`. */
export type DeviceApprovalPurpose = 'email' | 'social'

/** A pending approval as stored: the request and when the device asked (Unix ms). */
export interface DeviceApproval extends DeviceApprovalRequest {
  purpose: DeviceApprovalPurpose
  createdAt: number
}

/**
 * Makes a single-use approval link for a device on a dApp origin:
 * `${auth.publicUrl}/auth/v1/device/approve?token=<32 random bytes, base64url>`, valid 15 min.
 * Only the token's SHA-256 is stored; an older link for the same (e-mail, device, origin) stops
 * working.
 *
 * @example
 * const link = await createDeviceApprovalLink(context, { email, deviceId, projectId, origin })
 */
export async function createDeviceApprovalLink(
  context: AuthContext,
  request: DeviceApprovalRequest,
): Promise<string> {
  const { authDeviceApprovals } = tablesOf(context.db)
  const { db } = context
  const now = context.now()
  const token = createSecretToken()
  await db.delete(authDeviceApprovals).where(lte(authDeviceApprovals.expiresAt, now))
  await db
    .delete(authDeviceApprovals)
    .where(
      and(
        eq(authDeviceApprovals.email, request.email),
        eq(authDeviceApprovals.deviceId, request.deviceId),
        eq(authDeviceApprovals.origin, request.origin),
      ),
    )
  await db.insert(authDeviceApprovals).values({
    tokenHash: hashToken(token),
    email: request.email,
    deviceId: request.deviceId,
    projectId: request.projectId,
    origin: request.origin,
    purpose: request.purpose ?? 'email',
    createdAt: now,
    expiresAt: now + DEVICE_APPROVAL_TTL_MS,
  })
  return `${context.settings.publicUrl}${DEVICE_APPROVAL_PATH}?token=${token}`
}

/**
 * Looks an approval token up WITHOUT using it (the confirmation page a GET shows): the pending
 * request, or undefined when the token is malformed, unknown, used or expired.
 *
 * @example
 * const approval = await findDeviceApproval(context, token)
 */
export async function findDeviceApproval(
  context: AuthContext,
  token: string,
): Promise<DeviceApproval | undefined> {
  const { authDeviceApprovals } = tablesOf(context.db)
  if (!SECRET_TOKEN_PATTERN.test(token)) return undefined
  const [row] = await context.db
    .select()
    .from(authDeviceApprovals)
    .where(
      and(
        eq(authDeviceApprovals.tokenHash, hashToken(token)),
        gt(authDeviceApprovals.expiresAt, context.now()),
      ),
    )
  return row === undefined ? undefined : toApproval(row)
}

/**
 * Uses up an approval token: the request it was made for, or undefined when the token is
 * malformed, unknown, already used or expired. The delete is the check, so a token works once
 * even when two clicks arrive together.
 *
 * @example
 * const approval = await consumeDeviceApprovalToken(context, token)
 */
export async function consumeDeviceApprovalToken(
  context: AuthContext,
  token: string,
): Promise<DeviceApproval | undefined> {
  const { authDeviceApprovals } = tablesOf(context.db)
  if (!SECRET_TOKEN_PATTERN.test(token)) return undefined
  const [row] = await context.db
    .delete(authDeviceApprovals)
    .where(eq(authDeviceApprovals.tokenHash, hashToken(token)))
    .returning()
  if (row === undefined || row.expiresAt <= context.now()) return undefined
  return toApproval(row)
}

function toApproval(row: Tables['authDeviceApprovals']['$inferSelect']): DeviceApproval {
  return {
    email: row.email,
    deviceId: row.deviceId,
    projectId: row.projectId,
    origin: row.origin,
    purpose: row.purpose === 'social' ? 'social' : 'email',
    createdAt: row.createdAt,
  }
}
