import type { IncomingMessage } from 'node:http'
import { readAuthClaims } from './readAuthClaims.ts'

/** A project the relay serves, and the page origins it allows (every origin when absent). */
export interface RelayProject {
  id: string
  /** Exact origins, e.g. 'https://shop.example.org'. */
  allowedOrigins?: readonly string[]
}

/** What the relay checks a new client against (see `StartRelayParameters`). */
export interface RelayAccess {
  projects?: readonly RelayProject[] | undefined
  authClock?: (() => number) | undefined
}

/**
 * The WebSocket close code WalletConnect's relay refuses a client with; its clients report the
 * close reason as a fatal error ('WebSocket connection closed abnormally with code: 3000 (…)').
 */
export const REFUSAL_CLOSE_CODE = 3000

/**
 * Why the relay refuses a new client, in the words of WalletConnect's relay, or undefined to
 * serve it: an unknown `projectId` ('Unauthorized: invalid key'), a page Origin the project does
 * not allow ('Unauthorized: origin not allowed'), an auth JWT issued after the relay's clock
 * ('JWT validation error: JWT Token is not yet valid', a client clock that runs ahead).
 *
 * @example
 * refusalOf(request, { projects: [{ id: 'demo' }] }) // 'Unauthorized: invalid key' for another id
 */
export function refusalOf(request: IncomingMessage, access: RelayAccess): string | undefined {
  if (access.projects) {
    const projectId = new URL(request.url ?? '/', 'ws://relay').searchParams.get('projectId')
    const project = access.projects.find((candidate) => candidate.id === projectId)
    if (!project) return 'Unauthorized: invalid key'
    const origin = request.headers.origin
    if (project.allowedOrigins && !project.allowedOrigins.some((allowed) => allowed === origin))
      return 'Unauthorized: origin not allowed'
  }
  if (access.authClock) {
    const issuedAt = readAuthClaims(request)?.iat
    if (issuedAt !== undefined && issuedAt * 1000 > access.authClock())
      return 'JWT validation error: JWT Token is not yet valid'
  }
  return undefined
}
