import { afterEach, describe, expect, it } from 'vitest'
import { FarcasterRelayStartError } from './errors.ts'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.ts'

const relays: FarcasterRelay[] = []
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
})

async function start(parameters: Parameters<typeof startFarcasterRelay>[0] = {}) {
  const relay = await startFarcasterRelay(parameters)
  relays.push(relay)
  return relay
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
const status = (relay: FarcasterRelay, token: string) =>
  fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })

const REQUEST = { siweUri: 'http://127.0.0.1:5180', domain: '127.0.0.1:5180' }
const COMPLETION = {
  message: 'signed text',
  signature: '0x1234',
  fid: 1001,
  username: 'alice',
  bio: 'hi',
  displayName: 'Alice',
  pfpUrl: 'http://127.0.0.1/a.svg',
}

describe('startFarcasterRelay', () => {
  it('default: create → pending → authenticate → completed, as the public relay answers', async () => {
    const relay = await start()
    const created = await post(`${relay.url}/v1/channel`, { ...REQUEST, nonce: 'abcdefgh1234' })
    expect(created.status).toBe(201)
    const { channelToken, url, nonce } = (await created.json()) as Record<string, string>
    expect(nonce).toBe('abcdefgh1234')
    const page = new URL(url ?? '')
    expect(page.origin).toBe(relay.url)
    expect(page.pathname).toBe('/~/siwf')
    expect(Object.fromEntries(page.searchParams)).toEqual({
      channelToken,
      nonce,
      ...REQUEST,
    })

    const pending = await status(relay, channelToken ?? '')
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({ state: 'pending', nonce, url })

    const authenticated = await post(
      `${relay.url}/v1/channel/authenticate`,
      COMPLETION,
      channelToken,
    )
    expect(authenticated.status).toBe(201)
    const completed = await status(relay, channelToken ?? '')
    expect(completed.status).toBe(200)
    expect(await completed.json()).toEqual({ state: 'completed', nonce, url, ...COMPLETION })

    // A second answer does not replace the first.
    const again = await post(`${relay.url}/v1/channel/authenticate`, COMPLETION, channelToken)
    expect(again.status).toBe(409)
  })

  it('default: a nonce is made when none is given; the page names the request', async () => {
    const relay = await start()
    const created = await post(`${relay.url}/v1/channel`, REQUEST)
    const { url, nonce } = (await created.json()) as Record<string, string>
    expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    const page = await fetch(url ?? '')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('127.0.0.1:5180</strong> asks you to sign in with Farcaster')
    expect(html).toContain('Waiting for approval')
    const avatar = await fetch(`${relay.url}/~/avatar/1001.svg`)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('error: an expired channel is unknown (401), as there; so is a made-up token', async () => {
    let now = 1_000_000
    const relay = await start({ channelTtlMs: 1000, now: () => now })
    const created = await post(`${relay.url}/v1/channel`, REQUEST)
    const { channelToken, url } = (await created.json()) as Record<string, string>
    now += 1000
    const expired = await status(relay, channelToken ?? '')
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ error: 'Unauthorized' })
    expect(
      (await post(`${relay.url}/v1/channel/authenticate`, COMPLETION, channelToken)).status,
    ).toBe(401)
    expect((await status(relay, 'made-up')).status).toBe(401)
    expect((await fetch(`${relay.url}/v1/channel/status`)).status).toBe(401)
    expect((await fetch(url ?? '')).status).toBe(404)
    expect(relay.channels.size()).toBe(0)
  })

  it('error: malformed bodies are 400 and name the field', async () => {
    const relay = await start()
    const bad = await post(`${relay.url}/v1/channel`, {
      siweUri: 'javascript:alert(1)',
      domain: 'x',
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toContain('http(s) URL')
    const notJson = await fetch(`${relay.url}/v1/channel`, { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
    const created = await post(`${relay.url}/v1/channel`, REQUEST)
    const { channelToken } = (await created.json()) as Record<string, string>
    const noFid = await post(
      `${relay.url}/v1/channel/authenticate`,
      { ...COMPLETION, fid: 0 },
      channelToken,
    )
    expect(noFid.status).toBe(400)
  })

  it('control: an outage drops channel requests until it ends; without `control` there is no such route', async () => {
    const relay = await start({ control: true })
    const created = await post(`${relay.url}/v1/channel`, REQUEST)
    const { channelToken } = (await created.json()) as { channelToken: string }
    expect((await post(`${relay.url}/control/outage`, { down: true })).status).toBe(200)
    await expect(post(`${relay.url}/v1/channel`, REQUEST)).rejects.toThrow(TypeError)
    await expect(status(relay, channelToken)).rejects.toThrow(TypeError)
    expect((await post(`${relay.url}/control/outage`, { down: false })).status).toBe(200)
    expect((await status(relay, channelToken)).status).toBe(202)
    expect((await post(`${relay.url}/control/outage`, { down: 'yes' })).status).toBe(400)

    const plain = await start()
    expect((await post(`${plain.url}/control/outage`, { down: true })).status).toBe(404)
    expect((await post(`${plain.url}/v1/channel`, REQUEST)).status).toBe(201)
  })

  it('error: a taken port is FarcasterRelayStartError', async () => {
    const relay = await start()
    const port = Number(new URL(relay.url).port)
    await expect(startFarcasterRelay({ port })).rejects.toBeInstanceOf(FarcasterRelayStartError)
  })
})
