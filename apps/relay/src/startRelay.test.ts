// The relay on its own, driven by a raw `ws` client that writes the frames by hand.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { readRawId } from './readRawId.ts'
import { type Relay, startRelay } from './startRelay.ts'

interface RawClient {
  socket: WebSocket
  /** Every text frame received, oldest first. */
  frames: string[]
  /** Sends a request and resolves with the answer's text (matched on the raw id). */
  call(method: string, params?: unknown, rawId?: string): Promise<string>
  send(text: string): void
  /** Resolves with the next frame that satisfies `match` (or one already received). */
  next(match: (frame: string) => boolean): Promise<string>
  subscriptions(): { id: number; params: { id: string; data: Record<string, unknown> } }[]
}

let relay: Relay
const sockets: WebSocket[] = []
let nextId = 1

beforeEach(async () => {
  relay = await startRelay()
})

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await relay.close()
})

/** A JWT-shaped `auth` parameter carrying `iss`, as the clients send (the relay does not verify it). */
function fakeAuth(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, aud: relay.url })}.signature`
}

async function connect(iss?: string): Promise<RawClient> {
  const query = iss ? `/?auth=${fakeAuth(iss)}&projectId=test` : '/'
  const socket = new WebSocket(`${relay.url}${query}`)
  sockets.push(socket)
  const frames: string[] = []
  const waiters: { match: (frame: string) => boolean; resolve: (frame: string) => void }[] = []
  socket.on('message', (data) => {
    const frame = data.toString()
    frames.push(frame)
    for (const waiter of [...waiters]) {
      if (!waiter.match(frame)) continue
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(frame)
    }
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const next = (match: (frame: string) => boolean) => {
    const seen = frames.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise<string>((resolve) => waiters.push({ match, resolve }))
  }
  const send = (text: string) => socket.send(text)
  return {
    socket,
    frames,
    send,
    next,
    call(method, params, rawId = String(nextId++)) {
      const answer = next((frame) => readRawId(frame) === rawId && !frame.includes('"method"'))
      const paramsText = params === undefined ? '' : `,"params":${JSON.stringify(params)}`
      send(`{"id":${rawId},"jsonrpc":"2.0","method":"${method}"${paramsText}}`)
      return answer
    },
    subscriptions: () =>
      frames
        .map((frame) => JSON.parse(frame))
        .filter((frame) => frame.method === 'irn_subscription'),
  }
}

const result = (frame: string): unknown => JSON.parse(frame).result
const errorCode = (frame: string): unknown => JSON.parse(frame).error?.code
const isSubscription = (frame: string) => frame.includes('"method":"irn_subscription"')

async function ack(client: RawClient): Promise<void> {
  for (const { id } of client.subscriptions())
    client.send(`{"id":${id},"jsonrpc":"2.0","result":true}`)
  // A round trip, so that the acks were handled before the test goes on.
  await client.call('irn_fetchMessages', { topic: 'sync' })
}

describe('startRelay', () => {
  it('default: listens on 127.0.0.1 on a port the OS picked', () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(relay.port).toBeGreaterThan(0)
    expect(relay.stats()).toEqual({ clients: 0, topics: 0, stored: 0 })
  })

  it('behavior: ids beyond 2^53 are echoed exactly', async () => {
    const client = await connect()
    const bigId = '1757000000000000123456'
    expect(await client.call('irn_subscribe', { topic: 'a' }, bigId)).toMatch(
      new RegExp(`^\\{"id":${bigId},`),
    )
    const unknown = await client.call('irn_nope', {}, '9007199254740993')
    expect(unknown).toMatch(/^\{"id":9007199254740993,/)
    expect(errorCode(unknown)).toBe(-32601)
    expect(
      readRawId(await client.call('irn_publish', { topic: 'a', message: 'm', ttl: 60 }, '"x\\"y"')),
    ).toBe('"x\\"y"')
  })

  it('behavior: subscribe answers an id, batchSubscribe an array of ids', async () => {
    const client = await connect('did:key:z6MkClient')
    const id = result(await client.call('irn_subscribe', { topic: 'a' }))
    expect(id).toMatch(/^[0-9a-f]{64}$/)
    const ids = result(await client.call('irn_batchSubscribe', { topics: ['a', 'b'] }))
    expect(ids).toEqual([id, expect.stringMatching(/^[0-9a-f]{64}$/)])
    expect(relay.stats()).toMatchObject({ clients: 1, topics: 2 })
    expect(result(await client.call('irn_unsubscribe', { topic: 'a', id }))).toBe(true)
    expect(
      result(await client.call('irn_batchUnsubscribe', { subscriptions: [{ topic: 'b' }] })),
    ).toBe(true)
    expect(relay.stats()).toMatchObject({ topics: 0 })
  })

  it('behavior: a publish reaches every subscriber but the publisher', async () => {
    const alice = await connect('did:key:z6MkAlice')
    const bob = await connect('did:key:z6MkBob')
    await alice.call('irn_subscribe', { topic: 'chat' })
    await bob.call('irn_subscribe', { topic: 'chat' })
    expect(
      result(await alice.call('irn_publish', { topic: 'chat', message: 'hi', ttl: 60, tag: 1108 })),
    ).toBe(true)
    const delivered = JSON.parse(await bob.next(isSubscription))
    expect(delivered.params.data).toEqual({
      topic: 'chat',
      message: 'hi',
      publishedAt: expect.any(Number),
      tag: 1108,
    })
    expect(delivered.params.id).toBe(result(await bob.call('irn_subscribe', { topic: 'chat' })))
    // Nor does the publisher get it from the mailbox when it subscribes again.
    await alice.call('irn_subscribe', { topic: 'chat' })
    await alice.call('irn_fetchMessages', { topic: 'sync' })
    expect(alice.subscriptions()).toEqual([])
    expect(bob.subscriptions()).toHaveLength(1)
  })

  it('behavior: stored messages are delivered on a later subscribe, once per client', async () => {
    const alice = await connect('did:key:z6MkAlice')
    await alice.call('irn_publish', { topic: 'mailbox', message: 'first', ttl: 60 })
    await alice.call('irn_batchPublish', {
      messages: [{ topic: 'mailbox', message: 'second', ttl: 60, tag: 7 }],
    })
    expect(relay.stats().stored).toBe(2)

    const bob = await connect('did:key:z6MkBob')
    await bob.call('irn_subscribe', { topic: 'mailbox' })
    await bob.next((frame) => frame.includes('"message":"second"'))
    expect(bob.subscriptions().map(({ params }) => params.data.message)).toEqual([
      'first',
      'second',
    ])
    await ack(bob)

    // Bob again on a new socket: he acknowledged both, so nothing is delivered twice.
    bob.socket.terminate()
    const bobAgain = await connect('did:key:z6MkBob')
    await bobAgain.call('irn_batchSubscribe', { topics: ['mailbox'] })
    await bobAgain.call('irn_fetchMessages', { topic: 'sync' })
    expect(bobAgain.subscriptions()).toEqual([])
    // Another client still gets them, and can fetch them.
    const carol = await connect('did:key:z6MkCarol')
    const fetched = result(await carol.call('irn_fetchMessages', { topic: 'mailbox' }))
    expect(fetched).toEqual({
      messages: [
        { topic: 'mailbox', message: 'first', publishedAt: expect.any(Number), tag: 0 },
        { topic: 'mailbox', message: 'second', publishedAt: expect.any(Number), tag: 7 },
      ],
      hasMore: false,
    })
    const batch = result(
      await carol.call('irn_batchFetchMessages', { topics: ['mailbox', 'none'] }),
    )
    expect(batch).toEqual(fetched)
  })

  it('behavior: a retried publish is stored and delivered once', async () => {
    const alice = await connect('did:key:z6MkAlice')
    await alice.call('irn_publish', { topic: 't', message: 'same', ttl: 60 })
    await alice.call('irn_publish', { topic: 't', message: 'same', ttl: 60 })
    expect(relay.stats().stored).toBe(1)
  })

  it('behavior: messages expire after their ttl', async () => {
    const alice = await connect('did:key:z6MkAlice')
    await alice.call('irn_publish', { topic: 'brief', message: 'gone soon', ttl: 1 })
    await alice.call('irn_publish', { topic: 'brief', message: 'not stored', ttl: 0 })
    expect(relay.stats().stored).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(relay.stats().stored).toBe(0)
    const bob = await connect('did:key:z6MkBob')
    await bob.call('irn_subscribe', { topic: 'brief' })
    await bob.call('irn_fetchMessages', { topic: 'sync' })
    expect(bob.subscriptions()).toEqual([])
  })

  it('behavior: wc_proposeSession and wc_approveSession subscribe the sender and publish', async () => {
    const dapp = await connect('did:key:z6MkDapp')
    const wallet = await connect('did:key:z6MkWallet')
    expect(
      result(
        await dapp.call('wc_proposeSession', {
          pairingTopic: 'pairing',
          sessionProposal: 'proposal',
          ttl: 300,
          attestation: 'ignored',
        }),
      ),
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: 'pairing' })
    const proposal = JSON.parse(await wallet.next(isSubscription)).params.data
    expect(proposal).toMatchObject({ topic: 'pairing', message: 'proposal', tag: 1100 })

    expect(
      result(
        await wallet.call('wc_approveSession', {
          sessionTopic: 'session',
          pairingTopic: 'pairing',
          sessionProposalResponse: 'response',
          sessionSettlementRequest: 'settle',
        }),
      ),
    ).toBe(true)
    // The dApp was subscribed to the pairing topic by wc_proposeSession: the response comes live.
    const response = JSON.parse(await dapp.next(isSubscription)).params.data
    expect(response).toMatchObject({ topic: 'pairing', message: 'response', tag: 1101 })
    await dapp.call('irn_subscribe', { topic: 'session' })
    const settle = JSON.parse(
      await dapp.next((frame) => isSubscription(frame) && frame.includes('"topic":"session"')),
    ).params.data
    expect(settle).toMatchObject({ topic: 'session', message: 'settle', tag: 1102 })
    // The wallet was subscribed to the session topic by wc_approveSession.
    await dapp.call('irn_publish', { topic: 'session', message: 'request', ttl: 300, tag: 1108 })
    await wallet.next((frame) => frame.includes('"message":"request"'))
  })

  it('behavior: malformed frames get an error answer and do not stop the relay', async () => {
    const client = await connect()
    const answers = async (text: string) => {
      const before = client.frames.length
      client.send(text)
      await expect.poll(() => client.frames.length).toBeGreaterThan(before)
      return JSON.parse(client.frames[before] ?? '{}')
    }
    expect(await answers('not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await answers('[1,2]')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await answers('{"id":1}')).toMatchObject({ id: 1, error: { code: -32600 } })
    expect(await answers('{"id":2,"method":"toString"}')).toMatchObject({ error: { code: -32601 } })
    expect(await answers('{"id":3,"method":"irn_subscribe"}')).toMatchObject({
      id: 3,
      error: { code: -32602 },
    })
    expect(
      await answers('{"id":4,"method":"irn_publish","params":{"topic":5,"message":"m"}}'),
    ).toMatchObject({ id: 4, error: { code: -32602, message: expect.stringContaining('topic') } })
    expect(await answers('{"id":{"x":1},"method":"irn_subscribe"}')).toMatchObject({
      error: { code: -32600 },
    })
    client.socket.send(Buffer.from([0xff, 0x00]), { binary: true })
    client.send('{"id":5,"jsonrpc":"2.0","result":true}') // An ack for nothing: ignored.
    expect(result(await client.call('irn_subscribe', { topic: 'still-works' }))).toMatch(
      /^[0-9a-f]+$/,
    )
  })

  it('parameters: pingIntervalMs', async () => {
    const pinged = await startRelay({ pingIntervalMs: 30 })
    try {
      const socket = new WebSocket(pinged.url)
      sockets.push(socket)
      await new Promise((resolve) => socket.once('ping', resolve))
    } finally {
      await pinged.close()
    }
  })

  it('behavior: dropConnections closes every socket; close stops listening', async () => {
    const client = await connect('did:key:z6MkAlice')
    await client.call('irn_subscribe', { topic: 'a' })
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    relay.dropConnections()
    expect(await closed).toBe(1006)
    await expect.poll(() => relay.stats()).toEqual({ clients: 0, topics: 0, stored: 0 })
    await relay.close()
    await relay.close()
    await expect(connect()).rejects.toThrow(/ECONNREFUSED/)
  })

  it('parameters: control answers drop-connections and stats over HTTP; off by default', async () => {
    const base = relay.url.replace('ws:', 'http:')
    const refused = await fetch(`${base}/control/drop-connections`, { method: 'POST' })
    expect(refused.status).toBe(426)

    const controlled = await startRelay({ control: true })
    try {
      const http = controlled.url.replace('ws:', 'http:')
      const socket = new WebSocket(`${controlled.url}/?auth=x`)
      await new Promise((resolve) => socket.once('open', resolve))
      const stats = await fetch(`${http}/control/stats`)
      expect(await stats.json()).toEqual({ clients: 1, topics: 0, stored: 0 })
      const closed = new Promise<number>((resolve) => socket.once('close', resolve))
      const dropped = await fetch(`${http}/control/drop-connections`, { method: 'POST' })
      expect(dropped.status).toBe(204)
      expect(await closed).toBe(1006)
      expect((await fetch(`${http}/control/unknown`)).status).toBe(426)
    } finally {
      await controlled.close()
    }
  })
})
