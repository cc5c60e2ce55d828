import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import type { Wallet } from '../types/wallet.ts'
import { fetchWalletLists } from './fetchWalletLists.ts'
import { fetchWallets } from './fetchWallets.ts'
import { searchWallets } from './searchWallets.ts'

// Faults only (server down, a malformed answer): the fetch is stubbed for them. Happy paths run
// against the real server in fetchWallets.server.test.ts.
const shown: Wallet = { id: 'kept', name: 'Already shown' }
const malformedFetch: typeof fetch = async () =>
  new Response('{"data": [{"name": "no id"}], "count": "many"}', {
    headers: { 'content-type': 'application/json' },
  })

describe('wallet lists when the directory fails', () => {
  it('server down: error set, the wallets already shown are kept, nothing throws', async () => {
    const config = createTestConfig()
    config.stores.wallets.setState({ list: [shown], count: 1, page: 1 })
    await expect(fetchWallets(config, { page: 2 })).resolves.toBeUndefined()
    expect(config.stores.wallets.getState()).toMatchObject({
      list: [shown],
      loading: false,
      error: 'Network request failed',
    })
  })

  it('malformed answer: error set', async () => {
    const config = createTestConfig({ fetch: malformedFetch })
    await fetchWallets(config, { page: 1 })
    expect(config.stores.wallets.getState()).toMatchObject({
      list: [],
      loading: false,
      error: 'Invalid response from the server',
    })
  })

  it('search: error set, loading cleared', async () => {
    const config = createTestConfig({ fetch: malformedFetch })
    await searchWallets(config, { query: 'meta' })
    expect(config.stores.wallets.getState()).toMatchObject({
      error: 'Invalid response from the server',
      search: { query: 'meta', loading: false, results: [] },
    })
  })

  it('featured and recommended: error set, lists empty', async () => {
    const config = createTestConfig({ featuredWalletIds: ['a'] })
    await fetchWalletLists(config)
    expect(config.stores.wallets.getState()).toMatchObject({
      featured: [],
      recommended: [],
      error: 'Network request failed',
    })
  })
})
