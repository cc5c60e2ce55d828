// @vitest-environment node

import { testnetNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import type { PorticoOptions } from '../types/options.ts'
import type { Wallet } from '../types/wallet.ts'
import { fetchWalletLists } from './fetchWalletLists.ts'
import { fetchWallets } from './fetchWallets.ts'
import { searchWallets } from './searchWallets.ts'

// Wallet lists against the real server and its bundled directory.
let server: TestServer
let firstPage: readonly Wallet[]
beforeAll(async () => {
  server = await startTestServer()
  const probe = configFor()
  await fetchWallets(probe, { page: 1 })
  firstPage = probe.stores.wallets.getState().list
})
afterAll(() => server.close())

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
const ids = (wallets: readonly Wallet[]) => wallets.map((wallet) => wallet.id)

describe('fetchWallets', () => {
  it('default: page 1 holds 40 wallets and the total count', () => {
    expect(firstPage).toHaveLength(40)
  })

  it('page 2 appends; page 1 again replaces', async () => {
    const config = configFor()
    await fetchWallets(config, { page: 1 })
    const { count } = config.stores.wallets.getState()
    await fetchWallets(config, { page: 2 })
    const state = config.stores.wallets.getState()
    expect(state).toMatchObject({ page: 2, loading: false, error: undefined, count })
    expect(state.list).toHaveLength(80)
    expect(ids(state.list.slice(0, 40))).toEqual(ids(firstPage))
    expect(count).toBeGreaterThan(80)

    await fetchWallets(config, { page: 1 })
    expect(config.stores.wallets.getState().list).toHaveLength(40)
  })

  it('parameters: excludeWalletIds and includeWalletIds', async () => {
    const [first, second, third] = ids(firstPage)
    const excluding = configFor({ excludeWalletIds: [first!] })
    await fetchWallets(excluding, { page: 1 })
    expect(ids(excluding.stores.wallets.getState().list)).not.toContain(first)

    const including = configFor({ includeWalletIds: [second!, third!] })
    await fetchWallets(including, { page: 1 })
    expect(new Set(ids(including.stores.wallets.getState().list))).toEqual(new Set([second, third]))
    expect(including.stores.wallets.getState().count).toBe(2)
  })

  it('behavior: a wallet whose rdns matches a discovered connector is installed', async () => {
    const config = configFor()
    config.stores.connectors.setState({
      connectors: [
        {
          id: 'io.metamask',
          name: 'MetaMask',
          type: 'ANNOUNCED',
          chain: 'eip155',
          info: { rdns: 'io.metamask' },
        },
      ],
    })
    await fetchWallets(config, { page: 1 })
    const { list } = config.stores.wallets.getState()
    expect(list.find((wallet) => wallet.rdns === 'io.metamask')?.installed).toBe(true)
    expect(list.filter((wallet) => wallet.installed)).toHaveLength(1)
  })
})

describe('searchWallets', () => {
  it('default: up to 100 results by name', async () => {
    const config = configFor()
    await searchWallets(config, { query: '  meta ' })
    const { search } = config.stores.wallets.getState()
    expect(search.query).toBe('meta')
    expect(search.loading).toBe(false)
    expect(search.results.map((wallet) => wallet.name)).toContain('MetaMask')
    expect(search.results.every((wallet) => wallet.name.toLowerCase().includes('meta'))).toBe(true)
    expect(search.count).toBe(search.results.length)

    await searchWallets(config, { query: 'a' })
    expect(config.stores.wallets.getState().search.results).toHaveLength(100)
  })

  it('behavior: an empty query clears the search', async () => {
    const config = configFor()
    await searchWallets(config, { query: 'meta' })
    await searchWallets(config, { query: '' })
    expect(config.stores.wallets.getState().search).toEqual({
      query: '',
      results: [],
      count: 0,
      loading: false,
    })
  })

  it('behavior: clearing the query while a search is out drops its answer', async () => {
    const config = configFor()
    const out = searchWallets(config, { query: 'meta' })
    await searchWallets(config, { query: '' })
    await out
    expect(config.stores.wallets.getState().search).toEqual({
      query: '',
      results: [],
      count: 0,
      loading: false,
    })
  })

  it('behavior: an answer to an older query is dropped', async () => {
    const config = configFor()
    const older = searchWallets(config, { query: 'meta' })
    await searchWallets(config, { query: 'rainbow' })
    await older
    const { search } = config.stores.wallets.getState()
    expect(search.query).toBe('rainbow')
    expect(search.results.map((wallet) => wallet.name)).not.toContain('MetaMask')
  })
})

describe('fetchWalletLists', () => {
  it('featured in the listed order; recommended: first 4 of page 1 not already shown', async () => {
    const [first, second, third] = firstPage
    const installed = firstPage.slice(3, 8).find((wallet) => wallet.rdns)
    expect(installed?.rdns).toBeTruthy()
    const config = configFor({ featuredWalletIds: [third!.id, first!.id] })
    config.stores.wallets.setState({ recent: [second!] })
    config.stores.connectors.setState({
      connectors: [
        {
          id: 'x',
          name: 'X',
          type: 'ANNOUNCED',
          chain: 'eip155',
          info: { rdns: installed!.rdns! },
        },
      ],
    })
    await fetchWalletLists(config)
    const state = config.stores.wallets.getState()
    expect(ids(state.featured)).toEqual([third!.id, first!.id])
    const alreadyShown = new Set([first!.id, second!.id, third!.id, installed!.id])
    const expected = firstPage.filter((wallet) => !alreadyShown.has(wallet.id)).slice(0, 4)
    expect(ids(state.recommended)).toEqual(ids(expected))
    expect(state.list).toHaveLength(40)
    expect(state.error).toBeUndefined()
  })

  it('behavior: loads once; a second call keeps the pages already scrolled in', async () => {
    let requests = 0
    const config = configFor({
      fetch: (input, init) => {
        requests++
        return fetch(input, init)
      },
    })
    await Promise.all([fetchWalletLists(config), fetchWalletLists(config)])
    expect(requests).toBe(1)
    await fetchWallets(config, { page: 2 })
    await fetchWalletLists(config)
    expect(requests).toBe(2)
    expect(config.stores.wallets.getState().list).toHaveLength(80)
    await fetchWalletLists(config, { force: true })
    expect(requests).toBe(3)
    expect(config.stores.wallets.getState().list).toHaveLength(40)
  })

  it('no featured ids: featured is empty, recommended the first 4', async () => {
    const config = configFor()
    await fetchWalletLists(config)
    const state = config.stores.wallets.getState()
    expect(state.featured).toEqual([])
    expect(ids(state.recommended)).toEqual(ids(firstPage.slice(0, 4)))
  })
})
