// The relay refusing clients as WalletConnect's relay does, seen by a raw `ws` client.
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type Relay, startRelay } from './startRelay.ts'

const relays: Relay[] = []
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.close()
})

async function relayWith(parameters: Parameters<typeof startRelay>[0]): Promise<Relay> {
  const relay = await startRelay(parameters)
  relays.push(relay)
  return relay
}

/** An auth JWT as the clients send it, issued at `iat` (seconds). */
function auth(iat: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: 'did:key:z6Mk', iat })}.signature`
}

/** Opens a socket and resolves with how it ended, or 'open' when it stays open 200 ms. */
function outcome(url: string, origin?: string): Promise<{ code: number; reason: string } | 'open'> {
  const socket = new WebSocket(url, origin ? { headers: { origin } } : {})
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    socket.on('open', () => {
      timer = setTimeout(() => {
        socket.terminate()
        resolve('open')
      }, 200)
    })
    socket.on('close', (code, reason) => {
      clearTimeout(timer)
      resolve({ code, reason: reason.toString() })
    })
    socket.on('error', reject)
  })
}

const now = () => Math.floor(Date.now() / 1000)

describe('relay refusals', () => {
  it("parameters: projects → an unknown project id is closed with 3000 'Unauthorized: invalid key'", async () => {
    const relay = await relayWith({ projects: [{ id: 'known' }] })
    expect(await outcome(`${relay.url}/?projectId=unknown&auth=${auth(now())}`)).toEqual({
      code: 3000,
      reason: 'Unauthorized: invalid key',
    })
    expect(await outcome(`${relay.url}/?projectId=known&auth=${auth(now())}`)).toBe('open')
  })

  it("parameters: a project's allowedOrigins → another page is closed with 3000 'Unauthorized: origin not allowed'", async () => {
    const relay = await relayWith({
      projects: [{ id: 'known', allowedOrigins: ['http://dapp.test'] }],
    })
    const url = `${relay.url}/?projectId=known&auth=${auth(now())}`
    expect(await outcome(url, 'http://evil.test')).toEqual({
      code: 3000,
      reason: 'Unauthorized: origin not allowed',
    })
    expect(await outcome(url)).toMatchObject({ reason: 'Unauthorized: origin not allowed' })
    expect(await outcome(url, 'http://dapp.test')).toBe('open')
  })

  it("parameters: authClock → a JWT issued after the relay's clock is closed with 3000 'JWT validation error: JWT Token is not yet valid'", async () => {
    const relay = await relayWith({ authClock: () => Date.now() - 3_600_000 })
    expect(await outcome(`${relay.url}/?projectId=any&auth=${auth(now())}`)).toEqual({
      code: 3000,
      reason: 'JWT validation error: JWT Token is not yet valid',
    })
    expect(await outcome(`${relay.url}/?projectId=any&auth=${auth(now() - 7_200)}`)).toBe('open')
  })

  it('default: every project, origin and JWT time is served', async () => {
    const relay = await relayWith({})
    expect(
      await outcome(`${relay.url}/?projectId=any&auth=${auth(now() + 3_600)}`, 'http://x.test'),
    ).toBe('open')
  })
})
