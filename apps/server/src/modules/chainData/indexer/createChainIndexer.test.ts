import { startTestAnvil, type TestAnvil } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { openDatabase } from '../../../db/openDatabase.ts'
import { uniqueRedisPrefix } from '../../../testing/connectTestRedis.ts'
import { createTestServer, type TestServer } from '../../../testing/createTestServer.ts'
import { readCursor } from './transferStore.ts'

// Two real servers (SQLite files of their own) on one real Redis, following one real anvil
// chain: only the holder of the chain's lock indexes it.
const CHAIN = 'eip155:31337'
const LEASE_MS = 2000

let anvil: TestAnvil
let servers: TestServer[] = []

beforeAll(async () => {
  anvil = await startTestAnvil({ uniswap: false })
  const overrides = {
    chains: [
      {
        caipNetworkId: CHAIN,
        name: 'Anvil',
        rpcUrl: anvil.rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 2000,
      },
    ],
    indexer: { pollIntervalMs: 50, leaderLeaseMs: LEASE_MS },
    redisUrl: inject('redisUrl'),
    redisKeyPrefix: uniqueRedisPrefix(),
  }
  servers = [await createTestServer(overrides), await createTestServer(overrides)]
}, 120_000)
afterAll(async () => {
  for (const server of servers) await server.close()
  await anvil?.stop()
})

/** The chain's cursor in a server's own database, or undefined if it never indexed. */
async function cursorOf(server: TestServer) {
  const { db, close } = await openDatabase(server.config.databaseUrl)
  try {
    return await readCursor(db, CHAIN)
  } finally {
    await close()
  }
}

const leads = (server: TestServer) => server.app.chainIndexer.leading().includes(CHAIN)

describe('createChainIndexer with a leader lock in Redis', () => {
  it('behavior: one of two servers follows the chain; when it closes the other takes over within about a lease', async () => {
    await vi.waitFor(() => expect(servers.filter(leads)).toHaveLength(1), {
      timeout: 15_000,
      interval: 20,
    })
    const leader = servers.find(leads) as TestServer
    const other = servers.find((server) => !leads(server)) as TestServer
    // The leader indexes; the other has never written a block of the chain.
    await vi.waitFor(async () => expect(await cursorOf(leader)).toBeDefined(), {
      timeout: 15_000,
      interval: 50,
    })
    expect(await cursorOf(other)).toBeUndefined()
    expect(leads(other)).toBe(false)

    const closed = Date.now()
    await leader.close()
    servers = servers.filter((server) => server !== leader)
    await vi.waitFor(() => expect(leads(other)).toBe(true), { timeout: 15_000, interval: 20 })
    // Freed on close, so taken at the other's next try; a crash would take up to a lease more.
    expect(Date.now() - closed).toBeLessThan(LEASE_MS)
    await vi.waitFor(async () => expect(await cursorOf(other)).toBeDefined(), {
      timeout: 15_000,
      interval: 50,
    })
  }, 60_000)
})
