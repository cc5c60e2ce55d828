import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUNDLED_DATA_DIR } from '../../buildServer.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

// The bundled data file is the oracle: expected pages are computed from it here, in plain JS.
interface RawWallet {
  id: string
  name: string
  display_index: number
  chains: string[] | null
  badge_type: string | null
}
const allWallets = (
  JSON.parse(readFileSync(join(BUNDLED_DATA_DIR, 'wallets.json'), 'utf8')) as RawWallet[]
).toSorted((a, b) => a.display_index - b.display_index)
const idsOf = (wallets: readonly { id: string }[]) => wallets.map((wallet) => wallet.id)

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

async function getWallets(query: Record<string, string>) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/getWallets',
    query: { projectId: TEST_PROJECT_ID, ...query },
  })
  return { status: response.statusCode, body: response.json() }
}

describe('GET /getWallets', () => {
  it('default: the first 40 wallets by display_index, and the total count', async () => {
    const { status, body } = await getWallets({})
    expect(status).toBe(200)
    expect(body.count).toBe(allWallets.length)
    expect(body.count).toBe(722)
    expect(idsOf(body.data)).toEqual(idsOf(allWallets.slice(0, 40)))
    expect(body.data[0].name).toBe('MetaMask')
  })

  it('behavior: every entry has the Wallet fields, image_url null', async () => {
    const { body } = await getWallets({ entries: '1' })
    expect(body.data[0]).toEqual({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      image_id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      image_url: null,
      rdns: 'io.metamask',
      chains: ['eip155:1'],
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      homepage: 'https://metamask.io/',
      display_index: 1,
    })
  })

  it('parameters: page and entries select a window of the ordered list', async () => {
    const { body } = await getWallets({ page: '3', entries: '25' })
    expect(idsOf(body.data)).toEqual(idsOf(allWallets.slice(50, 75)))
    expect(body.count).toBe(allWallets.length)
  })

  it('parameters: entries 100 on the last page returns the remainder', async () => {
    const { body } = await getWallets({ page: '8', entries: '100' })
    expect(idsOf(body.data)).toEqual(idsOf(allWallets.slice(700)))
    expect(body.data).toHaveLength(22)
  })

  it('parameters: a page past the end is empty but keeps the count', async () => {
    const { status, body } = await getWallets({ page: '100' })
    expect(status).toBe(200)
    expect(body).toEqual({ data: [], count: allWallets.length })
  })

  it('parameters: include keeps only the listed ids, in display order', async () => {
    const chosen = [allWallets[30]!, allWallets[2]!, allWallets[500]!]
    const { body } = await getWallets({ include: idsOf(chosen).join(',') })
    expect(idsOf(body.data)).toEqual([chosen[1]!.id, chosen[0]!.id, chosen[2]!.id])
    expect(body.count).toBe(3)
  })

  it('parameters: include tolerates blanks, empty items and upper-case hex', async () => {
    const id = allWallets[4]!.id
    const { body } = await getWallets({ include: ` ${id.toUpperCase()} ,, ` })
    expect(idsOf(body.data)).toEqual([id])
  })

  it('parameters: exclude drops the listed ids and the count', async () => {
    const excluded = idsOf(allWallets.slice(0, 2))
    const { body } = await getWallets({ exclude: excluded.join(','), entries: '3' })
    expect(idsOf(body.data)).toEqual(idsOf(allWallets.slice(2, 5)))
    expect(body.count).toBe(allWallets.length - 2)
  })

  it('parameters: include and exclude together', async () => {
    const [a, b, c] = idsOf(allWallets.slice(0, 3))
    const { body } = await getWallets({ include: `${a},${b},${c}`, exclude: b! })
    expect(idsOf(body.data)).toEqual([a, c])
    expect(body.count).toBe(2)
  })

  it('parameters: search is a case-insensitive, trimmed name substring', async () => {
    const expected = allWallets.filter((wallet) => wallet.name.toLowerCase().includes('meta'))
    for (const search of ['meta', 'META', '  MeTa  ']) {
      const { body } = await getWallets({ search })
      expect(idsOf(body.data)).toEqual(idsOf(expected))
      expect(body.count).toBe(expected.length)
    }
    expect(expected.map((wallet) => wallet.name)).toContain('MetaMask')
  })

  it('parameters: search treats % and _ literally', async () => {
    const percent = await getWallets({ search: '%' })
    expect(percent.body).toEqual({ data: [], count: 0 })
    const underscore = await getWallets({ search: 'meta_ask' })
    expect(underscore.body).toEqual({ data: [], count: 0 })
  })

  it('parameters: an empty or blank search filters nothing', async () => {
    const { body } = await getWallets({ search: '   ', entries: '1' })
    expect(body.count).toBe(allWallets.length)
  })

  it('parameters: search with paging counts all matches', async () => {
    const expected = allWallets.filter((wallet) => wallet.name.toLowerCase().includes('wallet'))
    const { body } = await getWallets({ search: 'wallet', page: '2', entries: '10' })
    expect(body.count).toBe(expected.length)
    expect(idsOf(body.data)).toEqual(idsOf(expected.slice(10, 20)))
  })

  it('parameters: badge_type certified yields none (no wallet has a badge)', async () => {
    const { status, body } = await getWallets({ badge_type: 'certified' })
    expect(status).toBe(200)
    expect(body).toEqual({ data: [], count: 0 })
  })

  it('parameters: badge_type none filters nothing', async () => {
    const { body } = await getWallets({ badge_type: 'none', entries: '1' })
    expect(body.count).toBe(allWallets.length)
  })

  it('parameters: chains keeps wallets listing that chain', async () => {
    const expected = allWallets.filter((wallet) => wallet.chains?.includes('eip155:56'))
    const { body } = await getWallets({ chains: 'eip155:56', entries: '100' })
    expect(body.count).toBe(expected.length)
    expect(idsOf(body.data)).toEqual(idsOf(expected))
    for (const wallet of body.data) expect(wallet.chains).toContain('eip155:56')
  })

  it('parameters: several chains match wallets listing any of them', async () => {
    const wanted = [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
    ]
    const expected = allWallets.filter((wallet) =>
      wanted.some((chain) => wallet.chains?.includes(chain)),
    )
    const { body } = await getWallets({ chains: wanted.join(','), entries: '100' })
    expect(body.count).toBe(expected.length)
    expect(idsOf(body.data)).toEqual(idsOf(expected))
  })

  it('parameters: a chain no wallet lists yields none', async () => {
    const { body } = await getWallets({ chains: 'eip155:31337' })
    expect(body).toEqual({ data: [], count: 0 })
  })

  it('parameters: search, chains and exclude combine', async () => {
    const expected = allWallets.filter(
      (wallet) =>
        wallet.name.toLowerCase().includes('wallet') &&
        wallet.chains?.includes('eip155:1') &&
        wallet.id !== allWallets[0]!.id,
    )
    const { body } = await getWallets({
      search: 'wallet',
      chains: 'eip155:1',
      exclude: allWallets[0]!.id,
      entries: '100',
    })
    expect(body.count).toBe(expected.length)
    expect(idsOf(body.data)).toEqual(idsOf(expected.slice(0, 100)))
  })

  it.each([
    ['page=0', { page: '0' }, 'page: must be an integer from 1 to 100000'],
    ['page=-1', { page: '-1' }, 'page: must be an integer from 1 to 100000'],
    ['page=1.5', { page: '1.5' }, 'page: must be an integer from 1 to 100000'],
    ['page=abc', { page: 'abc' }, 'page: must be an integer from 1 to 100000'],
    ['page empty', { page: '' }, 'page: must be an integer from 1 to 100000'],
    ['entries=0', { entries: '0' }, 'entries: must be an integer from 1 to 100'],
    ['entries=101', { entries: '101' }, 'entries: must be an integer from 1 to 100'],
    ['entries=1e2', { entries: '1e2' }, 'entries: must be an integer from 1 to 100'],
    ['include short id', { include: 'abc' }, 'include[0]: must be a 64-hex wallet id'],
    [
      'exclude second id bad',
      { exclude: `${'a'.repeat(64)},../../x` },
      'exclude[1]: must be a 64-hex wallet id',
    ],
    [
      'include too many ids',
      { include: Array.from({ length: 201 }, () => 'a'.repeat(64)).join(',') },
      'include: must list at most 200 items',
    ],
    ['search too long', { search: 'x'.repeat(101) }, 'search: must be at most 100 characters'],
    ['badge_type gold', { badge_type: 'gold' }, "badge_type: must be 'certified' or 'none'"],
    ['chains bare number', { chains: '1' }, "chains[0]: must be a CAIP-2 id like 'eip155:1'"],
    [
      'chains with a bad second id',
      { chains: 'eip155:1,EIP155:1' },
      "chains[1]: must be a CAIP-2 id like 'eip155:1'",
    ],
  ])('error: %s → 400 naming the field', async (_case, query, message) => {
    const { status, body } = await getWallets(query)
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_REQUEST', message })
  })

  it('error: a repeated parameter → 400', async () => {
    const response = await server.app.inject({
      url: `/getWallets?projectId=${TEST_PROJECT_ID}&page=1&page=2`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'page: must be given once' })
  })

  it('error: no project id → 400 PROJECT_ID_MISSING', async () => {
    const response = await server.app.inject({ url: '/getWallets' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'PROJECT_ID_MISSING',
      message: 'Project ID Not Configured',
    })
  })
})
