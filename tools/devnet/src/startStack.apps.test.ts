import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { approveFarcasterSignIn } from '@portico/farcaster-test-client'
import { signInHeadless } from '@portico/local-oidc'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProcessAlive } from './childProcess.ts'
import { getFreePort } from './ports.ts'
import { type Stack, startStack } from './startStack.ts'

// The whole stack with the real apps/server and apps/demo (vite dev).
let stateDir: string
let stack: Stack

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'portico-stack-'))
  stack = await startStack({
    ports: {
      anvil: await getFreePort(),
      anvil2: await getFreePort(),
      server: await getFreePort(),
      demo: await getFreePort(),
      relay: await getFreePort(),
      mailSmtp: await getFreePort(),
      mailHttp: await getFreePort(),
      secureSite: await getFreePort(),
      solana: await getFreePort(),
      bitcoin: await getFreePort(),
      oidc: await getFreePort(),
      onrampSandbox: await getFreePort(),
      farcasterRelay: await getFreePort(),
    },
    demo: 'dev',
    stateDir,
  })
}, 240_000)

afterAll(async () => {
  await stack?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

describe('startStack (server: true, demo: dev)', () => {
  it('default: the server answers GET /health', async () => {
    expect(stack.serverUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${stack.serverUrl}/health`)
    expect(response.status).toBe(200)
  })

  it('default: the approval e-mail and the sign-in code the server sends land in the mail catcher', async () => {
    expect(stack.mailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const email = 'stack-test@example.org'
    const response = await fetch(`${stack.serverUrl}/auth/v1/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5180' },
      body: JSON.stringify({
        email,
        deviceId: 'devnet-test-device-0001',
        projectId: stack.projectId,
        origin: stack.demoUrl,
      }),
    })
    expect(response.status).toBe(200)
    // A device not yet approved for the address on this site: the approval link comes first.
    expect(await response.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const approval = await stack.mailCatcher!.waitForMail({ to: email, subject: /^Approve/ })
    const link = approval.text.split('\n').find((line) => line.includes('/device/approve?token='))
    const token = new URL(link ?? '').searchParams.get('token') ?? ''
    const approved = await fetch(`${stack.serverUrl}/auth/v1/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(approved.status).toBe(200)
    const mail = await stack.mailCatcher!.waitForMail({ to: email, subject: /^Your Portico code/ })
    expect(mail.text).toMatch(/\d{6}/)
    const inbox = await (await fetch(`${stack.mailUrl}/api/messages?to=${email}`)).json()
    expect(inbox).toEqual([
      expect.objectContaining({ subject: mail.subject }),
      expect.objectContaining({ subject: approval.subject }),
    ])
  })

  it('default: the server lists the local Solana and Bitcoin networks it was configured with', async () => {
    const response = await fetch(`${stack.serverUrl}/v1/supported-chains`, {
      headers: { 'x-project-id': stack.projectId, origin: stack.demoUrl ?? '' },
    })
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toContain(stack.solana!.caipNetworkId)
    expect(text).toContain(stack.bitcoin!.caipNetworkId)
  })

  it('default: the demo page is served', async () => {
    expect(stack.demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${stack.demoUrl}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<!doctype html>')
  })

  it('default: the secure site is served on its own origin and the demo is told where', async () => {
    expect(stack.secureSiteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(stack.secureSiteUrl).not.toBe(stack.demoUrl)
    const response = await fetch(`${stack.secureSiteUrl}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Content-Security-Policy')
    const info = JSON.parse(await readFile(join(stack.stateDir, 'devnet.json'), 'utf8'))
    expect(info.secureSiteUrl).toBe(stack.secureSiteUrl)
  })

  it('default: a social sign-in from the demo origin runs through the local OpenID provider', async () => {
    expect(stack.oidcIssuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const info = JSON.parse(await readFile(join(stack.stateDir, 'devnet.json'), 'utf8'))
    expect(info.oidcIssuer).toBe(stack.oidcIssuer)
    const post = (path: string, body: unknown) =>
      fetch(`${stack.serverUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.secureSiteUrl ?? '' },
        body: JSON.stringify(body),
      })
    const deviceId = 'devnet-social-device-0001'
    const start = await post('/auth/v1/social/start', {
      provider: 'discord',
      deviceId,
      projectId: stack.projectId,
      origin: stack.demoUrl,
    })
    expect(start.status).toBe(200)
    const { uri, flowId } = await start.json()
    expect(uri.startsWith(`${stack.oidcIssuer}/auth?`)).toBe(true)
    expect(new URL(uri).searchParams.get('client_id')).toBe('portico-discord')

    // The provider sends the popup back to the secure site's callback page, which is served…
    const resultUri = await signInHeadless(uri, { email: 'devnet-social@example.org' })
    expect(resultUri.startsWith(`${stack.secureSiteUrl}/social-callback.html?`)).toBe(true)
    const page = await fetch(`${stack.secureSiteUrl}/social-callback.html`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>Portico sign-in</title>')
    expect(html).toContain('script-src &#39;self&#39;')
    // …and learns from the server where to post the result: the demo's origin.
    const state = new URL(resultUri).searchParams.get('state')
    const origin = await fetch(`${stack.serverUrl}/auth/v1/social/requests/${state}`, {
      headers: { origin: stack.secureSiteUrl ?? '' },
    })
    expect(origin.headers.get('access-control-allow-origin')).toBe(stack.secureSiteUrl)
    expect(await origin.json()).toEqual({ origin: stack.demoUrl })

    const connect = await post('/auth/v1/social/connect', { resultUri, flowId, deviceId })
    // The server's answer names the cause when it refuses (one clean-clone run saw a 400).
    expect(connect.status, await connect.clone().text()).toBe(200)
    expect((await connect.json()).user).toMatchObject({
      email: 'devnet-social@example.org',
      socialProvider: 'discord',
    })
  })

  it('default: a Farcaster sign-in runs through the stack’s relay and ID registry stand-in', async () => {
    const farcaster = stack.farcaster
    if (farcaster === undefined) throw new Error('the stack started no Farcaster stand-ins')
    const info = JSON.parse(await readFile(join(stack.stateDir, 'devnet.json'), 'utf8'))
    expect(info.farcaster).toMatchObject({ relayUrl: farcaster.relayUrl, chainId: 31337 })
    const post = (path: string, body: unknown) =>
      fetch(`${stack.serverUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.secureSiteUrl ?? '' },
        body: JSON.stringify(body),
      })
    const channel = await post('/auth/v1/farcaster/channel', {
      deviceId: 'devnet-farcaster-device-01',
      projectId: stack.projectId,
      origin: stack.demoUrl,
    })
    expect(channel.status, await channel.clone().text()).toBe(200)
    const { url, channelToken } = await channel.json()
    expect(new URL(url).origin).toBe(farcaster.relayUrl)
    const [alice] = farcaster.accounts
    if (alice === undefined) throw new Error('no Farcaster test account')
    await approveFarcasterSignIn({ url, account: alice })
    const connect = await post('/auth/v1/farcaster/connect', { channelToken })
    expect(connect.status, await connect.clone().text()).toBe(200)
    expect((await connect.json()).user).toMatchObject({
      userName: 'alice',
      socialProvider: 'farcaster',
    })
  })

  it('default: the server buys through the stack’s on-ramp sandbox, which delivers from account 8', async () => {
    expect(stack.onrampSandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const info = JSON.parse(await readFile(join(stack.stateDir, 'devnet.json'), 'utf8'))
    expect(info.onrampSandboxUrl).toBe(stack.onrampSandboxUrl)
    const origin = new URL(stack.demoUrl as string).origin
    const call = (path: string, body?: unknown) =>
      fetch(`${stack.serverUrl}${path}?projectId=${stack.projectId}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { origin, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then((response) => response.json())
    const options = await call('/v1/onramp/options')
    expect(options.providers).toEqual([
      // The stack runs the local Solana network too, and the sandbox sells there.
      {
        id: 'sandbox',
        name: 'Portico Sandbox',
        feeRange: '1-2%',
        chains: ['eip155', 'solana'],
      },
    ])
    const [pusd] = stack.tokens
    const buyer = stack.accounts[6]?.address as `0x${string}`
    const { url } = await call('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['eip155:31337'], assets: ['PUSD'] }],
      presetFiatAmount: '100.00',
    })
    const page = await fetch(url).then((response) => response.text())
    const formToken = /name="formToken" value="([0-9a-f]+)"/.exec(page)?.[1] ?? ''
    const balance = () =>
      createPublicClient({ transport: http(stack.chains[0]?.rpcUrl) }).readContract({
        address: pusd?.address as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [buyer],
      })
    const before = await balance()
    const paid = await fetch(`${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardNumber: '4242424242424242',
        expiry: '12/49',
        cvc: '123',
        formToken,
      }),
    })
    expect(await paid.text()).toContain('Payment complete')
    expect(await balance()).toBe(before + 98_000_000n)
  })

  it('default: runs both chains, the server, the secure site and the demo; stop() ends them all', async () => {
    expect(stack.processes.map((child) => child.name)).toEqual([
      expect.stringMatching(/^anvil \(chain 31337/),
      expect.stringMatching(/^anvil \(chain 31338/),
      'server',
      'secure site (vite dev)',
      'demo (vite dev)',
    ])
    await stack.stop()
    expect(stack.processes.some((child) => isProcessAlive(child.pid))).toBe(false)
    // The in-process local OpenID provider stops with it.
    await expect(fetch(`${stack.oidcIssuer}/.well-known/openid-configuration`)).rejects.toThrow()
    await expect(fetch(`${stack.onrampSandboxUrl}/health`)).rejects.toThrow()
  }, 30_000)
})
