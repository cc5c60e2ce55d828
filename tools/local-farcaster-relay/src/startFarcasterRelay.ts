import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { type ChannelStore, createChannelStore, type FarcasterChannel } from './channels.ts'
import { FarcasterRelayStartError } from './errors.ts'
import { renderAvatar, renderSignInPage } from './renderSignInPage.ts'
import { authenticateBodySchema, createChannelBodySchema, outageBodySchema } from './schemas.ts'

export interface StartFarcasterRelayParameters {
  /** 0 (the default) lets the OS pick a free port. */
  port?: number
  /** The interface it listens on and the host of its URLs (default `127.0.0.1`). */
  host?: string
  /** How long a channel lives from its creation (default 300 s, as Farcaster's relay). */
  channelTtlMs?: number
  /** Unix milliseconds (default `Date.now`). */
  now?: () => number
  /**
   * Serves `POST /control/outage` `{ down: boolean }` (default false): while down, every channel
   * request's connection is dropped, as an unreachable relay would, for tests of the apps' side.
   */
  control?: boolean
}

/** A running relay. */
export interface FarcasterRelay {
  /** `http://HOST:PORT`: give it to `@farcaster/auth-client` as `relay`. */
  url: string
  /** The live channels (for tests). */
  channels: ChannelStore
  /** Stops listening and drops open connections. Idempotent. */
  stop(): Promise<void>
}

export type StartFarcasterRelayReturnType = FarcasterRelay

export const DEFAULT_CHANNEL_TTL_MS = 300_000
const BODY_LIMIT = 16 * 1024

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

const AVATAR_HEADERS = {
  'content-type': 'image/svg+xml',
  'content-security-policy': "default-src 'none'",
  'cache-control': 'public, max-age=86400',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Starts a local stand-in for Farcaster's auth relay (`relay.farcaster.xyz`), speaking its
 * channel API as `@farcaster/auth-client` 0.7 calls it:
 * - `POST /v1/channel` `{ siweUri, domain, nonce?, notBefore?, expirationTime?, requestId? }` →
 *   201 `{ channelToken, url, nonce }` (a nonce is made when none is given);
 * - `GET /v1/channel/status` (`Authorization: Bearer <channelToken>`) → 202 `{ state: 'pending',
 *   nonce, url }`, or 200 `{ state: 'completed', nonce, url, message, signature, fid, username,
 *   bio, displayName, pfpUrl }` once a client authenticated;
 * - `POST /v1/channel/authenticate` (Bearer) `{ message, signature, fid, username?, bio?,
 *   displayName?, pfpUrl? }` → 201 with the completed status (409 when already completed).
 * An unknown or expired channel token is 401 `{ error: 'Unauthorized' }`, as there. The relay
 * checks no signature: like Farcaster's, it only carries the answer; the app verifies it.
 * `url` is this relay's page `/~/siwf?channelToken=…&nonce=…&siweUri=…&domain=…`, which a person
 * can open; `/~/avatar/<fid>.svg` is a profile picture for any fid (the test client's default
 * `pfpUrl`). Channels live in memory.
 *
 * @example
 * const relay = await startFarcasterRelay({ port: 0 })
 * const appClient = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl }) })
 * await relay.stop()
 */
export async function startFarcasterRelay(
  parameters: StartFarcasterRelayParameters = {},
): Promise<FarcasterRelay> {
  const host = parameters.host ?? '127.0.0.1'
  const requestedPort = parameters.port ?? 0
  const now = parameters.now ?? Date.now
  let handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (
    _,
    response,
  ) => {
    response.writeHead(503).end()
  }
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy()
      else if (error instanceof HttpError)
        sendJson(response, error.status, { error: error.message })
      else sendJson(response, 500, { error: 'Internal error' })
    })
  })
  await listen(server, requestedPort, host)
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const channels = createChannelStore({
    origin: url,
    ttlMs: parameters.channelTtlMs ?? DEFAULT_CHANNEL_TTL_MS,
    now,
  })

  let down = false
  handle = async (request, response) => {
    const path = new URL(request.url ?? '/', url)
    const route = `${request.method} ${path.pathname.replace(/\/+$/, '')}`
    if (parameters.control && route === 'POST /control/outage') {
      down = parse(outageBodySchema, await readJson(request)).down
      return sendJson(response, 200, { down })
    }
    if (down && path.pathname.startsWith('/v1/')) {
      response.destroy()
      return
    }
    switch (route) {
      case 'POST /v1/channel': {
        const body = parse(createChannelBodySchema, await readJson(request))
        const channel = channels.create(body)
        return sendJson(response, 201, {
          channelToken: channel.channelToken,
          url: channel.url,
          nonce: channel.request.nonce,
        })
      }
      case 'GET /v1/channel/status': {
        const channel = requireChannel(channels, request)
        return sendJson(response, channel.completion ? 200 : 202, statusOf(channel))
      }
      case 'POST /v1/channel/authenticate': {
        const channel = requireChannel(channels, request)
        const body = parse(authenticateBodySchema, await readJson(request))
        if (channel.completion !== undefined) throw new HttpError(409, 'Channel already completed')
        channel.completion = body
        return sendJson(response, 201, statusOf(channel))
      }
      case 'GET /~/siwf':
      case 'HEAD /~/siwf': {
        const token = path.searchParams.get('channelToken')
        const channel = token === null ? undefined : channels.find(token)
        response.writeHead(channel ? 200 : 404, PAGE_HEADERS)
        response.end(request.method === 'HEAD' ? undefined : renderSignInPage(channel, now()))
        return
      }
      default: {
        const avatar = /^GET \/~\/avatar\/([1-9]\d{0,15})\.svg$/.exec(route)
        if (avatar?.[1] === undefined) throw new HttpError(404, 'Not found')
        response.writeHead(200, AVATAR_HEADERS)
        response.end(renderAvatar(Number(avatar[1])))
      }
    }
  }

  return { url, channels, stop: createStopper(server) }
}

function statusOf(channel: FarcasterChannel) {
  const { nonce } = channel.request
  const { completion } = channel
  if (completion === undefined) return { state: 'pending', nonce, url: channel.url }
  return {
    state: 'completed',
    nonce,
    url: channel.url,
    message: completion.message,
    signature: completion.signature,
    fid: completion.fid,
    username: completion.username,
    bio: completion.bio,
    displayName: completion.displayName,
    pfpUrl: completion.pfpUrl,
  }
}

function requireChannel(channels: ChannelStore, request: IncomingMessage): FarcasterChannel {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')
  const channel = match?.[1] === undefined ? undefined : channels.find(match[1])
  if (channel === undefined) throw new HttpError(401, 'Unauthorized')
  return channel
}

function parse<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const parsed = v.safeParse(schema, input)
  if (!parsed.success) throw new HttpError(400, `Invalid body: ${v.summarize(parsed.issues)}`)
  return parsed.output
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > BODY_LIMIT) throw new HttpError(413, 'Body too large')
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new HttpError(400, 'Body is not JSON')
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, JSON_HEADERS).end(JSON.stringify(body))
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (cause: Error) => reject(new FarcasterRelayStartError(port, { cause }))
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

function createStopper(server: Server): () => Promise<void> {
  let stopping: Promise<void> | undefined
  return () => {
    stopping ??= new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return stopping
  }
}
