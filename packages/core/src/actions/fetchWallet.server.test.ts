// @vitest-environment node

import { testnetNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import type { Wallet } from '../types/wallet.ts'
import { fetchWallet } from './fetchWallet.ts'
import { fetchWallets } from './fetchWallets.ts'

// One directory wallet by id, against the real server and its bundled directory.
let server: TestServer
let lastOfPage2: Wallet
beforeAll(async () => {
  server = await startTestServer()
  const probe = configFor()
  await fetchWallets(probe, { page: 2 })
  const wallet = probe.stores.wallets.getState().list.at(-1)
  if (!wallet) throw new Error('the directory has no second page')
  lastOfPage2 = wallet
})
afterAll(() => server.close())

function configFor(excludeWalletIds: string[] = []) {
  return createConfig({
    projectId: server.projectId,
    apiUrl: server.url,
    networks: [testnetNetwork],
    adapters: [],
    storage: memoryStorage(),
    excludeWalletIds,
  })
}

describe('fetchWallet', () => {
  it('default: a wallet the kit has not loaded comes from the directory, excluded or not; one request per id', async () => {
    const config = configFor([lastOfPage2.id])
    const requests: string[] = []
    const fetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      requests.push(String(input))
      return fetch(input, init)
    }
    try {
      const [first, second] = await Promise.all([
        fetchWallet(config, { id: lastOfPage2.id }),
        fetchWallet(config, { id: lastOfPage2.id }),
      ])
      expect(first).toEqual(lastOfPage2)
      expect(second).toBe(first)
      expect(requests.filter((url) => url.includes('/getWallets'))).toHaveLength(1)
    } finally {
      globalThis.fetch = fetch
    }
  })

  it('behavior: a wallet already in a list needs no request; an unknown or malformed id is undefined', async () => {
    const config = configFor()
    config.stores.wallets.setState({ featured: [lastOfPage2] })
    expect(await fetchWallet(config, { id: lastOfPage2.id })).toBe(lastOfPage2)
    expect(await fetchWallet(config, { id: 'f'.repeat(64) })).toBeUndefined()
    // The server takes 64-hex ids only: anything else is refused (400), not an error here.
    expect(await fetchWallet(config, { id: 'no-such-wallet' })).toBeUndefined()
    expect(await fetchWallet(config, { id: 'io.metamask' })).toBeUndefined()
  })
})
