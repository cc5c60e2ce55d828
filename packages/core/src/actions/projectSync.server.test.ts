// @vitest-environment node

import { testnetNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig } from '../createConfig.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { startAnalytics } from '../internal/project/startAnalytics.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import type { PorticoOptions } from '../types/options.ts'
import { checkOrigin } from './checkOrigin.ts'
import { fetchRemoteFeatures } from './fetchRemoteFeatures.ts'
import { openModal } from './openModal.ts'

// Remote features, origins and analytics against the real server (apps/server).
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    projects: [
      {
        id: 'core-tests',
        name: 'Core tests',
        allowedOrigins: ['https://my.app'],
        features: [
          { id: 'email', isEnabled: false, config: null },
          { id: 'socials', isEnabled: true, config: ['google', 'x'] },
        ],
      },
      { id: 'quiet', name: 'No analytics', analyticsEnabled: false },
    ],
  })
})
afterAll(() => server.close())
afterEach(() => vi.unstubAllGlobals())

/** The real fetch, recording each answer's status, optionally sending a browser's Origin. */
function recordingFetch(origin?: string) {
  const calls: { url: string; method: string; status: number }[] = []
  const fetchFn: typeof fetch = async (input, init) => {
    const headers = { ...(init?.headers as Record<string, string>), ...(origin ? { origin } : {}) }
    const response = await fetch(input, { ...init, headers })
    calls.push({ url: String(input), method: init?.method ?? 'GET', status: response.status })
    return response
  }
  return { calls, fetchFn }
}

function configFor(options: Partial<PorticoOptions> = {}) {
  return createConfig({
    projectId: server.projectId,
    apiUrl: server.url,
    networks: [testnetNetwork],
    adapters: [],
    storage: memoryStorage(),
    ...options,
  })
}

describe('fetchRemoteFeatures', () => {
  it('remote features replace the local ones; no local features, no warning', async () => {
    const config = configFor()
    await fetchRemoteFeatures(config)
    const { features, source } = config.stores.features.getState()
    expect(source).toBe('remote')
    expect(features).toMatchObject({ email: false, socials: ['google', 'x'], swaps: true })
    expect(config.stores.alerts.getState().alert).toBeUndefined()
  })

  it('local features set: ignored, with the Local configuration ignored warning', async () => {
    const config = configFor({ features: { email: true, swaps: false, send: false } })
    await fetchRemoteFeatures(config)
    const { features } = config.stores.features.getState()
    // swaps: not listed remotely, so its default; send: not remote-controlled, stays local.
    expect(features).toMatchObject({ email: false, swaps: true, send: false })
    expect(config.stores.alerts.getState().alert?.message).toBe('Local configuration ignored')
  })

  it('features.pay stays local and leaves e-mail and socials on (payment mode is a payment open)', async () => {
    const paying = configFor({ features: { pay: true } })
    const plain = configFor({})
    await Promise.all([fetchRemoteFeatures(paying), fetchRemoteFeatures(plain)])
    expect(paying.stores.features.getState().features).toEqual({
      ...plain.stores.features.getState().features,
      pay: true,
    })
  })

  it('basic option: nothing fetched, local features stay', async () => {
    const { calls, fetchFn } = recordingFetch()
    const config = configFor({ basic: true, features: { email: true }, fetch: fetchFn })
    await fetchRemoteFeatures(config)
    expect(calls).toEqual([])
    expect(config.stores.features.getState()).toMatchObject({
      source: 'local',
      features: { email: true },
    })
  })
})

describe('checkOrigin', () => {
  it.each([
    ['listed origin', 'https://my.app', true],
    ['a default (localhost)', 'http://localhost:5173', true],
    ['an origin the project does not list', 'https://evil.example', false],
  ])('%s', async (_, origin, allowed) => {
    const config = configFor()
    await expect(checkOrigin(config, { origin })).resolves.toBe(allowed)
    expect(config.stores.alerts.getState().alert?.message).toBe(
      allowed ? undefined : 'Origin Not Allowed',
    )
  })
})

describe('analytics', () => {
  it('on: MODAL_OPEN is posted to /e with url, domain and props, and accepted', async () => {
    vi.stubGlobal('window', { location: new URL('https://my.app/shop?x=1') })
    const { calls, fetchFn } = recordingFetch('https://my.app')
    const config = configFor({ fetch: fetchFn })
    await startAnalytics(config)
    expect(config.internal.analytics.status).toBe('on')

    const sent = vi.spyOn(config.api.analytics, 'sendEvent')
    await openModal(config)
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))

    expect(sent).toHaveBeenCalledWith(
      {
        eventId: 'MODAL_OPEN',
        url: 'https://my.app/shop?x=1',
        domain: 'my.app',
        timestamp: expect.any(Number),
        props: { type: 'track', address: undefined, properties: { connected: false } },
      },
      {},
    )
    expect(calls.find((call) => call.method === 'POST')?.status).toBe(204)
  })

  it('events before the analytics config answers wait, then go', async () => {
    vi.stubGlobal('window', { location: new URL('https://my.app/') })
    const { calls, fetchFn } = recordingFetch('https://my.app')
    const config = configFor({ fetch: fetchFn })
    emitEvent(config, 'SEARCH_WALLET', { search: 'meta' })
    expect(config.internal.analytics.queue).toHaveLength(1)
    await startAnalytics(config)
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1))
  })

  it('off in the project config: nothing posted', async () => {
    vi.stubGlobal('window', { location: new URL('https://my.app/') })
    const { calls, fetchFn } = recordingFetch()
    const config = configFor({ projectId: 'quiet', fetch: fetchFn })
    await startAnalytics(config)
    await openModal(config)
    expect(config.internal.analytics.status).toBe('off')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('features.analytics false: the config is not even asked', async () => {
    const { calls, fetchFn } = recordingFetch()
    const config = configFor({ features: { analytics: false }, fetch: fetchFn })
    await startAnalytics(config)
    expect(calls).toEqual([])
  })

  it('403 (origin not on the allow-list): Invalid App Configuration, analytics off', async () => {
    vi.stubGlobal('window', { location: new URL('https://evil.example/') })
    const { calls, fetchFn } = recordingFetch('https://evil.example')
    const config = configFor({ fetch: fetchFn })
    await startAnalytics(config)
    await openModal(config)
    expect(calls.map((call) => call.status)).toEqual([403])
    expect(config.internal.analytics.status).toBe('off')
    expect(config.stores.alerts.getState().alert?.message).toBe('Invalid App Configuration')
  })

  it("403 on a page the project does not allow: 'Origin Not Allowed' stays, also when analytics is refused after it", async () => {
    vi.stubGlobal('window', { location: new URL('https://evil.example/') })
    const { fetchFn } = recordingFetch('https://evil.example')
    const config = configFor({ fetch: fetchFn })
    // As startConfig does: the origin check first; analytics' refusal arrives once it has shown.
    config.internal.originCheck = checkOrigin(config)
    expect(await config.internal.originCheck).toBe(false)
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
    await startAnalytics(config)
    await config.internal.originCheck
    expect(config.internal.analytics.status).toBe('off')
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })
})
