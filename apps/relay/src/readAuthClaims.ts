import type { IncomingMessage } from 'node:http'
import * as v from 'valibot'
import { AuthClaims } from './schemas.ts'

export type AuthClaimsType = v.InferOutput<typeof AuthClaims>

/**
 * The claims of the connection's `auth` JWT (the `auth` query parameter the clients send), or
 * undefined without a readable one. No signature check: local use only.
 *
 * @example
 * readAuthClaims(request)?.iss // 'did:key:z6Mk…'
 */
export function readAuthClaims(request: IncomingMessage): AuthClaimsType | undefined {
  const auth = new URL(request.url ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = v.safeParse(
      AuthClaims,
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    )
    return claims.success ? claims.output : undefined
  } catch {
    return undefined
  }
}
