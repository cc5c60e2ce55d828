import { createHttpClient } from '../api/createHttpClient.ts'
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../createConfig.ts'
import { HttpRequestError } from '../errors/http.ts'
import { SiwxInitError } from '../errors/siwx.ts'
import { resolveApiUrl } from '../internal/project/resolveApiUrl.ts'
import {
  siwxAddSessionResponseSchema,
  siwxNonceResponseSchema,
  siwxSessionsResponseSchema,
} from '../schemas/siwxSchemas.ts'
import type { CaipNetworkId } from '../types/chain.ts'
import type { SiwxConfig, SiwxMessageData, SiwxSession } from '../types/siwx.ts'
import type { StorageBackend } from '../types/storage.ts'
import { createSiwxTokenStore } from './siwxTokenStore.ts'

/** How long a sign-in lasts unless `expiresInMs` says otherwise: 7 days. */
export const SIWX_DEFAULT_EXPIRES_IN_MS = 7 * 24 * 60 * 60_000

export interface PorticoSignInOptions {
  /** The project id issued by your Portico server (the same as `createConfig`'s). */
  projectId: string
  /**
   * Base URL of your Portico server. Required, except on a localhost page, where it defaults to
   * `DEFAULT_API_URL`; elsewhere every call fails with `MissingOptionError` naming it.
   */
  apiUrl?: string
  /** The line the visitor agrees to, shown by the wallet, e.g. 'Sign in to Acme'. */
  statement?: string
  /** Cancelling the sign-in disconnects, and the modal cannot be closed without it (spec §4). */
  required?: boolean
  /** Disconnecting signs the account out (spec §4). Default true. */
  signOutOnDisconnect?: boolean
  /** Lifetime of a sign-in, in ms. Default 7 days (the server may end it sooner). */
  expiresInMs?: number
  /** Injected for tests and non-browser runtimes; defaults to `globalThis.fetch`. */
  fetch?: typeof fetch
  /** Where the bearer tokens are kept. Defaults to `window.localStorage` (in memory without one). */
  storage?: StorageBackend
  /** Time limit of each call to the server, in ms. Default 10 000. */
  requestTimeoutMs?: number
}

/** `porticoSignIn`'s sign-in, plus the bearer token a dApp's own backend needs. */
export interface PorticoSignIn extends SiwxConfig {
  /**
   * The bearer token of this page's session for the account, or undefined when not signed in.
   * Send it to your backend, which asks the Portico server `GET /siwx/v1/me` with it to learn
   * who is signed in (the server verified the signature; the page cannot forge the answer).
   */
  getToken(chainId: CaipNetworkId, address: string): string | undefined
}

/**
 * The default sign-in with wallet (spec §4 SIWX), backed by the Portico server's `/siwx/v1`
 * sessions: the server issues each nonce, verifies the signed message and keeps the session;
 * this page keeps only a bearer token per network and address (local storage,
 * `@portico/siwx_tokens`). `getSessions` asks the server with that token (none → no request; a
 * 401 forgets it), `revokeSession` signs out server-side and forgets it, `setSessions` adds each
 * session through `addSession`, so the server verifies every one. Safe during server rendering:
 * nothing touches `window` until a method runs.
 *
 * @example
 * const signIn = porticoSignIn({ projectId: 'my-app', statement: 'Sign in to My App' })
 * const config = createConfig({
 *   projectId: 'my-app',
 *   networks: [mainnet],
 *   adapters: [evmAdapter()],
 *   siwx: signIn,
 * })
 */
export function porticoSignIn(options: PorticoSignInOptions): PorticoSignIn {
  const http = createHttpClient({
    baseUrl: resolveApiUrl(options.apiUrl, globalThis.location),
    apiUrlSetIn: 'porticoSignIn',
    projectId: options.projectId,
    timeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    fetch: options.fetch,
  })
  const tokens = createSiwxTokenStore(options.storage)
  const expiresInMs = options.expiresInMs ?? SIWX_DEFAULT_EXPIRES_IN_MS
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  async function addSession(session: SiwxSession): Promise<void> {
    const answer = await http.post('/siwx/v1/sessions', {
      body: session,
      schema: siwxAddSessionResponseSchema,
      silent: true,
    })
    tokens.set(session.data.chainId, session.data.accountAddress, answer.token)
  }

  return {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessageData> {
      const page = globalThis.location
      if (!page?.host) throw new SiwxInitError({ details: 'No page to sign in to (no location)' })
      const { nonce } = await http.post('/siwx/v1/nonce', {
        body: {},
        schema: siwxNonceResponseSchema,
        silent: true,
      })
      const now = Date.now()
      return {
        accountAddress,
        chainId,
        domain: page.host,
        uri: page.origin + page.pathname,
        version: '1',
        nonce,
        ...(options.statement === undefined ? {} : { statement: options.statement }),
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + expiresInMs).toISOString(),
      }
    },

    addSession,

    async getSessions(chainId, address): Promise<readonly SiwxSession[]> {
      const token = tokens.get(chainId, address)
      if (!token) return []
      try {
        const { sessions } = await http.get('/siwx/v1/sessions', {
          schema: siwxSessionsResponseSchema,
          query: { chainId, address },
          headers: bearer(token),
          silent: true,
        })
        const now = Date.now()
        return sessions.filter(
          (session) => isFor(session, chainId, address) && !hasExpired(session, now),
        )
      } catch (error) {
        // The server no longer knows the token (signed out, expired): sign in again.
        if (error instanceof HttpRequestError && error.status === 401) {
          tokens.remove(chainId, address)
          return []
        }
        throw error
      }
    },

    async revokeSession(chainId, address): Promise<void> {
      const token = tokens.get(chainId, address)
      if (!token) return
      tokens.remove(chainId, address)
      try {
        await http.delete('/siwx/v1/sessions/current', { headers: bearer(token), silent: true })
      } catch (error) {
        // 401: the session had already ended; nothing left to sign out of.
        if (!(error instanceof HttpRequestError && error.status === 401)) throw error
      }
    },

    async setSessions(sessions): Promise<void> {
      for (const session of sessions) await addSession(session)
    },

    getToken: (chainId, address) => tokens.get(chainId, address),
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
}

function isFor(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
  const { data } = session
  if (data.chainId !== chainId) return false
  return chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === address.toLowerCase()
    : data.accountAddress === address
}

function hasExpired(session: SiwxSession, now: number): boolean {
  const end = session.data.expirationTime
  return end !== undefined && Date.parse(end) <= now
}
