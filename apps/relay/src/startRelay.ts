import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { WebSocket, WebSocketServer } from 'ws'
import { readAuthClaims } from './readAuthClaims.ts'
import { readRawId } from './readRawId.ts'
import { REFUSAL_CLOSE_CODE, type RelayProject, refusalOf } from './refuseClient.ts'
import * as schemas from './schemas.ts'

export interface StartRelayParameters {
  /** The port to listen on; 0 (the default) lets the OS pick a free one. */
  port?: number
  /** The interface to listen on (default `127.0.0.1`). */
  host?: string
  /** How often every client socket is pinged (default 10 000 ms; clients drop silent sockets). */
  pingIntervalMs?: number
  /** Receives one line per connection, disconnection and request. */
  log?: (line: string) => void
  /**
   * Answers HTTP control requests on the same port, for end-to-end tests that run in another
   * process than the relay: `POST /control/drop-connections` and `GET /control/stats`.
   * Off by default.
   */
  control?: boolean
  /**
   * The projects the relay serves, refusing the others as WalletConnect's relay does (to test a
   * dApp's handling of those refusals): a client whose `projectId` is not listed is closed with
   * code 3000 'Unauthorized: invalid key', one whose page Origin its project does not allow with
   * 3000 'Unauthorized: origin not allowed'. Default: every project id and origin.
   */
  projects?: readonly RelayProject[]
  /**
   * The relay's clock for the clients' auth JWTs (ms since the epoch). When given, a JWT issued
   * (`iat`) after it is refused with 3000 'JWT validation error: JWT Token is not yet valid', as
   * the real relay refuses a client whose clock runs ahead. Default: JWT times are not checked.
   */
  authClock?: () => number
}

export interface RelayStats {
  /** Open client sockets. */
  clients: number
  /** Topics with at least one subscriber. */
  topics: number
  /** Messages kept for later subscribers (expired ones are not counted). */
  stored: number
}

/** A running local relay. */
export interface Relay {
  /** `ws://127.0.0.1:PORT`: the `relayUrl` to give the WalletConnect clients. */
  url: string
  port: number
  /** Closes every socket and stops listening. Idempotent. */
  close(): Promise<void>
  /** Closes every client socket abruptly (no close frame), so that clients reconnect. */
  dropConnections(): void
  stats(): RelayStats
}

export type StartRelayReturnType = Relay

/** The tags the relay itself publishes with for the `wc_*` methods. */
const TAG_SESSION_PROPOSAL = 1100
const TAG_SESSION_PROPOSAL_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
/** Seconds to keep `wc_*` messages when the client gives no ttl. */
const DEFAULT_SESSION_TTL = 300
const MAX_PAYLOAD_BYTES = 5 * 1024 * 1024

interface StoredMessage {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** The client id of the publisher, which never gets its own message back. */
  publisher: string
  /** Client ids that acknowledged it, so that a reconnect does not deliver it twice. */
  ackedBy: Set<string>
}

interface Client {
  socket: WebSocket
  /** The did:key from the `auth` JWT: stable across reconnects. */
  clientId: string
  topics: Set<string>
  alive: boolean
  /** Our `irn_subscription` request ids awaiting the client's ack. */
  pendingAcks: Map<string, StoredMessage>
  sent: WeakSet<StoredMessage>
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Handler = (client: Client, params: unknown, after: (action: () => void) => void) => unknown

function parseParams<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  params: unknown,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, params)
  if (!parsed.success) {
    throw new RpcError(-32602, `Invalid params: ${v.summarize(parsed.issues).replace(/\n/g, '; ')}`)
  }
  return parsed.output
}

/** The client id (`iss`) from the connection's `auth` JWT; no signature check, local use only. */
function readClientId(request: IncomingMessage, fallback: string): string {
  return readAuthClaims(request)?.iss ?? fallback
}

function subscriptionId(clientId: string, topic: string): string {
  return createHash('sha256').update(`${clientId}\n${topic}`).digest('hex')
}

/**
 * Starts a WalletConnect v2 relay for local development and tests (not for production): the
 * `irn_*` methods and `wc_proposeSession` / `wc_approveSession` that the official 2.x clients
 * use, with a mailbox per topic so that a peer that subscribes late still gets its messages.
 *
 * @example
 * const relay = await startRelay()
 * const dapp = await SignClient.init({ projectId: 'local', relayUrl: relay.url })
 * // …
 * await relay.close()
 */
export async function startRelay(
  parameters: StartRelayParameters = {},
): Promise<StartRelayReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const pingIntervalMs = parameters.pingIntervalMs ?? 10_000
  const log = parameters.log ?? (() => {})

  // Plain HTTP gets 426 (upgrade required), or the control routes when they are enabled.
  const http = createServer((request, response) => {
    if (parameters.control && answerControl(request, response)) return
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only')
  })
  const server = new WebSocketServer({ server: http, maxPayload: MAX_PAYLOAD_BYTES })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(parameters.port ?? 0, host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  http.on('error', (error) => log(`server error: ${error.message}`))
  server.on('error', (error) => log(`server error: ${error.message}`))
  const port = (http.address() as AddressInfo).port

  const clients = new Set<Client>()
  const subscribers = new Map<string, Set<Client>>()
  const mailbox = new Map<string, StoredMessage[]>()
  let nextRequestId = Date.now() * 1000
  let anonymous = 0

  const send = (client: Client, frame: string): void => {
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(frame)
  }

  const storedOn = (topic: string, now = Date.now()): StoredMessage[] => {
    const live = (mailbox.get(topic) ?? []).filter((stored) => stored.expiresAt > now)
    if (live.length > 0) mailbox.set(topic, live)
    else mailbox.delete(topic)
    return live
  }

  const deliver = (client: Client, stored: StoredMessage): void => {
    const { clientId } = client
    if (clientId === stored.publisher || stored.ackedBy.has(clientId) || client.sent.has(stored)) {
      return
    }
    const id = nextRequestId++
    client.pendingAcks.set(String(id), stored)
    client.sent.add(stored)
    const { topic, message, publishedAt, tag } = stored
    const params = {
      id: subscriptionId(clientId, topic),
      data: { topic, message, publishedAt, tag },
    }
    send(client, JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params }))
  }

  const subscribe = (client: Client, topic: string, after: (action: () => void) => void) => {
    client.topics.add(topic)
    const topicSubscribers = subscribers.get(topic) ?? new Set<Client>()
    subscribers.set(topic, topicSubscribers.add(client))
    after(() => {
      for (const stored of storedOn(topic)) deliver(client, stored)
    })
    return subscriptionId(client.clientId, topic)
  }

  const unsubscribe = (client: Client, topic: string): void => {
    client.topics.delete(topic)
    const topicSubscribers = subscribers.get(topic)
    topicSubscribers?.delete(client)
    if (topicSubscribers?.size === 0) subscribers.delete(topic)
  }

  const publish = (
    client: Client,
    message: { topic: string; message: string; ttl: number; tag?: number | undefined },
    after: (action: () => void) => void,
  ): void => {
    const now = Date.now()
    const existing = storedOn(message.topic, now)
    // A client retries a publish it saw no answer to: keep and deliver the message once.
    if (existing.some((stored) => stored.message === message.message)) return
    const stored: StoredMessage = {
      topic: message.topic,
      message: message.message,
      tag: message.tag ?? 0,
      publishedAt: now,
      expiresAt: now + message.ttl * 1000,
      publisher: client.clientId,
      ackedBy: new Set(),
    }
    if (message.ttl > 0) mailbox.set(message.topic, [...existing, stored])
    after(() => {
      for (const subscriber of subscribers.get(message.topic) ?? []) deliver(subscriber, stored)
    })
  }

  const fetchMessages = (client: Client, topics: readonly string[]) => ({
    messages: topics.flatMap((topic) =>
      storedOn(topic)
        .filter((stored) => stored.publisher !== client.clientId)
        .map(({ message, publishedAt, tag }) => ({ topic, message, publishedAt, tag })),
    ),
    hasMore: false,
  })

  const handlers: Record<string, Handler> = {
    irn_subscribe: (client, params, after) =>
      subscribe(client, parseParams(schemas.SubscribeParams, params).topic, after),
    irn_batchSubscribe: (client, params, after) =>
      parseParams(schemas.BatchSubscribeParams, params).topics.map((topic) =>
        subscribe(client, topic, after),
      ),
    irn_unsubscribe: (client, params) => {
      unsubscribe(client, parseParams(schemas.UnsubscribeParams, params).topic)
      return true
    },
    irn_batchUnsubscribe: (client, params) => {
      const { subscriptions } = parseParams(schemas.BatchUnsubscribeParams, params)
      for (const { topic } of subscriptions) unsubscribe(client, topic)
      return true
    },
    irn_publish: (client, params, after) => {
      publish(client, parseParams(schemas.PublishParams, params), after)
      return true
    },
    irn_batchPublish: (client, params, after) => {
      const { messages } = parseParams(schemas.BatchPublishParams, params)
      for (const message of messages) publish(client, message, after)
      return true
    },
    irn_fetchMessages: (client, params) =>
      fetchMessages(client, [parseParams(schemas.FetchMessagesParams, params).topic]),
    irn_batchFetchMessages: (client, params) =>
      fetchMessages(client, parseParams(schemas.BatchFetchMessagesParams, params).topics),
    wc_proposeSession: (client, params, after) => {
      const { pairingTopic, sessionProposal, ttl } = parseParams(
        schemas.ProposeSessionParams,
        params,
      )
      subscribe(client, pairingTopic, after)
      publish(
        client,
        {
          topic: pairingTopic,
          message: sessionProposal,
          ttl: ttl ?? DEFAULT_SESSION_TTL,
          tag: TAG_SESSION_PROPOSAL,
        },
        after,
      )
      return true
    },
    wc_approveSession: (client, params, after) => {
      const request = parseParams(schemas.ApproveSessionParams, params)
      const ttl = request.ttl ?? DEFAULT_SESSION_TTL
      subscribe(client, request.sessionTopic, after)
      const response = request.sessionProposalResponse
      const settlement = request.sessionSettlementRequest
      const { pairingTopic, sessionTopic } = request
      publish(
        client,
        { topic: pairingTopic, message: response, ttl, tag: TAG_SESSION_PROPOSAL_RESPONSE },
        after,
      )
      publish(
        client,
        { topic: sessionTopic, message: settlement, ttl, tag: TAG_SESSION_SETTLE },
        after,
      )
      return true
    },
  }

  const answer = (client: Client, rawId: string, body: { result: unknown } | RpcError): void => {
    const tail =
      body instanceof RpcError
        ? `"error":${JSON.stringify({ code: body.code, message: body.message })}`
        : `"result":${JSON.stringify(body.result ?? null)}`
    send(client, `{"id":${rawId},"jsonrpc":"2.0",${tail}}`)
  }

  const onFrame = (client: Client, text: string): void => {
    let frame: unknown
    try {
      frame = JSON.parse(text)
    } catch {
      answer(client, 'null', new RpcError(-32700, 'Parse error'))
      return
    }
    const rawId = readRawId(text) ?? 'null'
    const request = v.safeParse(schemas.RequestFrame, frame)
    if (!request.success) {
      const response = v.safeParse(schemas.ResponseFrame, frame)
      if (!response.success) {
        answer(client, rawId, new RpcError(-32600, 'Invalid request'))
        return
      }
      const stored = client.pendingAcks.get(rawId)
      client.pendingAcks.delete(rawId)
      if (stored && response.output.error === undefined) stored.ackedBy.add(client.clientId)
      return
    }
    const { id, method, params } = request.output
    log(`${method} from ${client.clientId.slice(-8)}`)
    const afterAnswer: (() => void)[] = []
    let body: { result: unknown } | RpcError
    try {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (!handler) throw new RpcError(-32601, `Method not found: ${method}`)
      body = { result: handler(client, params, (action) => afterAnswer.push(action)) }
    } catch (error) {
      body = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error')
      if (!(error instanceof RpcError)) log(`internal error in ${method}: ${String(error)}`)
    }
    if (id !== undefined) answer(client, rawId, body)
    for (const action of afterAnswer) action()
  }

  server.on('connection', (socket, request) => {
    const refusal = refusalOf(request, parameters)
    if (refusal) {
      log(`refused a client: ${refusal}`)
      socket.close(REFUSAL_CLOSE_CODE, refusal)
      return
    }
    const client: Client = {
      socket,
      clientId: readClientId(request, `anonymous-${++anonymous}`),
      topics: new Set(),
      alive: true,
      pendingAcks: new Map(),
      sent: new WeakSet(),
    }
    clients.add(client)
    log(`connect ${client.clientId.slice(-8)} (${clients.size} open)`)
    socket.on('pong', () => {
      client.alive = true
    })
    socket.on('message', (data, isBinary) => {
      client.alive = true
      if (isBinary) {
        answer(client, 'null', new RpcError(-32700, 'Parse error: binary frame'))
        return
      }
      try {
        onFrame(client, Buffer.isBuffer(data) ? data.toString('utf8') : String(data))
      } catch (error) {
        log(`frame dropped: ${String(error)}`)
      }
    })
    socket.on('error', (error) => log(`socket error: ${error.message}`))
    socket.on('close', () => {
      clients.delete(client)
      for (const topic of [...client.topics]) unsubscribe(client, topic)
      log(`disconnect ${client.clientId.slice(-8)} (${clients.size} open)`)
    })
  })

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate()
        continue
      }
      client.alive = false
      client.socket.ping()
    }
    for (const topic of [...mailbox.keys()]) storedOn(topic)
  }, pingIntervalMs)
  heartbeat.unref()

  const dropConnections = (): void => {
    for (const client of clients) client.socket.terminate()
  }

  const stats = (): RelayStats => {
    for (const topic of [...mailbox.keys()]) storedOn(topic)
    let stored = 0
    for (const messages of mailbox.values()) stored += messages.length
    return { clients: clients.size, topics: subscribers.size, stored }
  }

  function answerControl(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method === 'POST' && request.url === '/control/drop-connections') {
      log('control: dropping every connection')
      dropConnections()
      response.writeHead(204).end()
      return true
    }
    if (request.method === 'GET' && request.url === '/control/stats') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats()))
      return true
    }
    return false
  }

  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      clearInterval(heartbeat)
      dropConnections()
      server.close(() => http.close(() => resolve()))
      http.closeAllConnections()
    })
    return closing
  }

  return {
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close,
    dropConnections,
    stats,
  }
}
