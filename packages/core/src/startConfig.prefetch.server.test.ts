// @vitest-environment node

import { testnetNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig } from './createConfig.ts'
import { startConfig } from './startConfig.ts'
import { memoryStorage } from './storage/memoryStorage.ts'

// What the kit asks the real server (apps/server) as it starts, and when.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ projects: [{ id: 'core-tests', name: 'Core tests' }] })
})
afterAll(() => server.close())

/** The real fetch, recording each request's path and query as it is sent. */
function recordingFetch() {
  const sent: string[] = []
  const fetchFn: typeof fetch = (input, init) => {
    const url = new URL(String(input))
    sent.push(`${url.pathname}?${url.searchParams}`)
    return fetch(input, init)
  }
  return { sent, fetchFn }
}

describe('startConfig with a project id', () => {
  it('asks for the wallet lists and the features as it starts, not after their code loads, and once each', async () => {
    const { sent, fetchFn } = recordingFetch()
    const { data } = await createConfig({
      projectId: server.projectId,
      apiUrl: server.url,
      networks: [testnetNetwork],
      adapters: [],
      storage: memoryStorage(),
    }).api.directory.getWallets({ page: 1, entries: 2 })
    const featuredWalletIds = data.map((wallet) => wallet.id)
    const config = createConfig({
      projectId: server.projectId,
      apiUrl: server.url,
      networks: [testnetNetwork],
      adapters: [],
      storage: memoryStorage(),
      featuredWalletIds,
      fetch: fetchFn,
    })
    const stop = startConfig(config)
    try {
      // Sent before startConfig returned: the lazily loaded services have not run yet.
      const asTheKitStarts = [...sent]
      expect(asTheKitStarts.map((request) => request.split('?')[0]).sort()).toEqual([
        '/appkit/v1/config',
        '/getWallets',
        '/getWallets',
      ])
      await vi.waitFor(() => {
        const { featured, list, loading } = config.stores.wallets.getState()
        expect(loading).toBe(false)
        expect(featured.map((wallet) => wallet.id)).toEqual(featuredWalletIds)
        expect(list).toHaveLength(40)
      })
      await config.internal.originCheck
      // The services took those answers: nothing was asked twice.
      expect(sent.filter((request) => request.startsWith('/getWallets'))).toEqual(
        asTheKitStarts.filter((request) => request.startsWith('/getWallets')),
      )
      expect(sent.filter((request) => request.startsWith('/appkit/v1/config'))).toHaveLength(1)
      expect(config.stores.features.getState().source).toBe('remote')
    } finally {
      stop()
    }
  })
})
