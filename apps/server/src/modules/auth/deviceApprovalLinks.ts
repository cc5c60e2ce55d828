import { and, eq, lte } from 'drizzle-orm'
import { createSecretToken, hashToken, SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { authDeviceApprovals } from '../../db/schema.ts'
import type { AuthContext } from './authContext.ts'

/** How long a device-approval link works. */
export const DEVICE_APPROVAL_TTL_MS = 15 * 60_000

/** The path of the link in the approval e-mail (under `auth.publicUrl`). */
export const DEVICE_APPROVAL_PATH = '/auth/v1/device/approve'

export interface DeviceApprovalRequest {
  userId: string
  deviceId: string
  projectId: string
  /** The dApp origin the frame reported. */
  origin: string
}

/**
 * Makes a single-use approval link for a device of a known user:
 * `${auth.publicUrl}/auth/v1/device/approve?token=<32 random bytes, base64url>`, valid 15 min.
 * Only the token's SHA-256 is stored; an older link for the same device stops working.
 *
 * @example
 * const link = await createDeviceApprovalLink(context, { userId, deviceId, projectId, origin })
 */
export async function createDeviceApprovalLink(
  context: AuthContext,
  request: DeviceApprovalRequest,
): Promise<string> {
  const { db } = context
  const now = context.now()
  const token = createSecretToken()
  await db.delete(authDeviceApprovals).where(lte(authDeviceApprovals.expiresAt, now))
  await db
    .delete(authDeviceApprovals)
    .where(
      and(
        eq(authDeviceApprovals.userId, request.userId),
        eq(authDeviceApprovals.deviceId, request.deviceId),
      ),
    )
  await db.insert(authDeviceApprovals).values({
    tokenHash: hashToken(token),
    ...request,
    createdAt: now,
    expiresAt: now + DEVICE_APPROVAL_TTL_MS,
  })
  return `${context.settings.publicUrl}${DEVICE_APPROVAL_PATH}?token=${token}`
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
): Promise<DeviceApprovalRequest | undefined> {
  if (!SECRET_TOKEN_PATTERN.test(token)) return undefined
  const [row] = await context.db
    .delete(authDeviceApprovals)
    .where(eq(authDeviceApprovals.tokenHash, hashToken(token)))
    .returning()
  if (row === undefined || row.expiresAt <= context.now()) return undefined
  return {
    userId: row.userId,
    deviceId: row.deviceId,
    projectId: row.projectId,
    origin: row.origin,
  }
}
