import { createHash, randomBytes } from 'node:crypto'

/** A token made by `createSecretToken`: 32 bytes as base64url, 43 characters. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * 32 random bytes as base64url: session tokens, device-approval link tokens, admin tokens.
 *
 * @example
 * const token = createSecretToken() // 'q3Jx…' (43 characters)
 */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * SHA-256 (hex) of a token: what the database keeps instead of the token. Tokens carry 256 random
 * bits, so a plain hash (no salt, no stretching) cannot be reversed.
 *
 * @example
 * await db.insert(authSessions).values({ tokenHash: hashToken(token), … })
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
