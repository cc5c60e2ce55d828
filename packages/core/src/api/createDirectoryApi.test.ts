// @vitest-environment node

import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError } from '../errors/http.ts'
import { createDirectoryApi } from './createDirectoryApi.ts'
import { createHttpClient } from './createHttpClient.ts'

// Against the real Portico server (apps/server) with its bundled wallet directory.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    projects: [
      {
        id: 'core-tests',
        name: 'Core tests',
        allowedOrigins: ['http://localhost:5173'],
        features: [{ id: 'email', isEnabled: false, config: null }],
      },
    ],
  })
})
afterAll(() => server.close())

const directoryFor = (projectId: string) =>
  createDirectoryApi(createHttpClient({ baseUrl: server.url, projectId, timeoutMs: 5_000 }))

describe('createDirectoryApi', () => {
  it('getWallets: a page of wallets and the total count', async () => {
    const { data, count } = await directoryFor(server.projectId).getWallets({
      page: 1,
      entries: 40,
    })
    expect(data).toHaveLength(40)
    expect(count).toBeGreaterThan(40)
    expect(data[0]).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{64}$/), name: 'MetaMask' })
  })

  it('getWallets: page 2 continues page 1', async () => {
    const directory = directoryFor(server.projectId)
    const first = await directory.getWallets({ page: 1, entries: 5 })
    const second = await directory.getWallets({ page: 2, entries: 5 })
    const firstIds = new Set(first.data.map((wallet) => wallet.id))
    expect(second.data).toHaveLength(5)
    expect(second.data.some((wallet) => firstIds.has(wallet.id))).toBe(false)
  })

  it('getWallets: search, include and exclude', async () => {
    const directory = directoryFor(server.projectId)
    const found = await directory.getWallets({ page: 1, entries: 100, search: 'metamask' })
    expect(found.data.map((wallet) => wallet.name)).toContain('MetaMask')
    const metamask = found.data.find((wallet) => wallet.name === 'MetaMask')!

    const included = await directory.getWallets({ page: 1, entries: 10, include: [metamask.id] })
    expect(included.data.map((wallet) => wallet.id)).toEqual([metamask.id])

    const excluded = await directory.getWallets({ page: 1, entries: 10, exclude: [metamask.id] })
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain(metamask.id)
  })

  it('getWalletImageUrl: the image endpoint with the identifying query, and it serves', async () => {
    const directory = directoryFor(server.projectId)
    const [wallet] = (await directory.getWallets({ page: 1, entries: 1 })).data
    const url = directory.getWalletImageUrl(wallet!.image_id!)
    expect(url).toBe(
      `${server.url}/getWalletImage/${wallet!.image_id}?projectId=core-tests&st=portico&sv=1.7.16`,
    )
    const response = await fetch(url!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
  })

  it('image URLs: asset, token and currency images by id, encoded, with the identifying query', () => {
    const directory = directoryFor(server.projectId)
    const query = '?projectId=core-tests&st=portico&sv=1.7.16'
    expect(directory.getAssetImageUrl('eip155:1')).toBe(
      `${server.url}/public/getAssetImage/eip155%3A1${query}`,
    )
    expect(directory.getTokenImageUrl('USDC.e')).toBe(
      `${server.url}/public/getTokenImage/USDC.e${query}`,
    )
    expect(directory.getCurrencyImageUrl('EUR')).toBe(
      `${server.url}/public/getCurrencyImage/EUR${query}`,
    )
    // A symbol is data from a token contract: it cannot step out of the route.
    expect(directory.getTokenImageUrl('../x')).toBe(
      `${server.url}/public/getTokenImage/..%2Fx${query}`,
    )
  })

  it('image URLs: the server serves each', async () => {
    const directory = directoryFor(server.projectId)
    const urls = [
      directory.getAssetImageUrl('eip155:1'),
      directory.getTokenImageUrl('USDC'),
      directory.getCurrencyImageUrl('EUR'),
    ]
    for (const url of urls) {
      const response = await fetch(url!)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe('image/svg+xml')
    }
  })

  it('image URLs: no server URL configured → undefined (the placeholder shows)', () => {
    const directory = createDirectoryApi(
      createHttpClient({ baseUrl: undefined, projectId: 'core-tests', timeoutMs: 5_000 }),
    )
    expect(directory.getWalletImageUrl('a'.repeat(64))).toBeUndefined()
    expect(directory.getAssetImageUrl('eip155:1')).toBeUndefined()
    expect(directory.getTokenImageUrl('ETH')).toBeUndefined()
    expect(directory.getCurrencyImageUrl('USD')).toBeUndefined()
  })

  it('getConfig: the project features, and its names zone (none: null)', async () => {
    await expect(directoryFor(server.projectId).getConfig()).resolves.toEqual({
      features: [{ id: 'email', isEnabled: false, config: null }],
      nameZone: null,
    })
  })

  it('getOrigins: the allowed origins', async () => {
    await expect(directoryFor(server.projectId).getOrigins()).resolves.toEqual({
      allowedOrigins: ['http://localhost:5173'],
      includeDefaultOrigins: true,
    })
  })

  it('behavior: an unknown project id is a 401 carrying the server message', async () => {
    const error = await directoryFor('nobody')
      .getWallets({ page: 1, entries: 1 })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.message).toBe('HTTP status code: 401')
    expect(error.serverMessage).toBe('Unauthorized: invalid key')
  })
})
