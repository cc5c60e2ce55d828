import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import {
  type HistoryFixtureServer,
  startHistoryFixtureServer,
  transactionFixture,
} from '@portico/test-utils/startHistoryFixtureServer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../../actions/connect.ts'
import { fetchTransactions } from '../../actions/fetchTransactions.ts'
import { switchNetwork } from '../../actions/switchNetwork.ts'
import { mockAdapter } from '../../adapters/mock.ts'
import { startConfig } from '../../startConfig.ts'
import type { TransactionStatus } from '../../types/api.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { ownTransferEntry } from './ownTransactionEntries.ts'
import { isOwnTransactionIndexed, recordOwnTransaction } from './recordOwnTransaction.ts'

// The history route is a local fixture serving contract-shaped pages (the real one is apps/server's,
// end to end in tests/e2e/specs/activity.spec.ts); here: how the kit's own entries join it.
const OLDER = [
  transactionFixture({ id: 'b', minedAt: '2026-03-01T10:00:00.000Z', operationType: 'send' }),
  transactionFixture({ id: 'a', minedAt: '2026-02-01T10:00:00.000Z', operationType: 'receive' }),
]
/** The hash the fixture gives the entry of id 'f' (and the kit's own entry below). */
const HASH = `0x${'f'.padStart(64, '0')}`

let service: HistoryFixtureServer
beforeAll(async () => {
  service = await startHistoryFixtureServer({ history: OLDER, pageSize: 3 })
})
afterAll(() => service?.stop())
afterEach(() => service.setHistory(OLDER))

async function connected() {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: localNetwork.id })
  const config = createTestConfig({
    apiUrl: service.url,
    fetch,
    networks: [localNetwork, localNetwork2],
    adapters: [adapter],
  })
  const stop = startConfig(config)
  await connect(config, { connectorId: 'mock' })
  return { config, stop }
}

/** The kit's entry of a 0.0123 ETH send from the account, at `at`. */
function sent(status: TransactionStatus, at = new Date('2026-03-05T10:00:00.000Z')) {
  return ownTransferEntry({
    request: {
      connectorId: 'mock',
      namespace: 'eip155',
      network: localNetwork,
      from: TEST_ADDRESS,
      to: OTHER_ADDRESS,
      token: { symbol: 'ETH', name: 'Ether', decimals: 18 },
      amount: 12_300_000_000_000_000n,
    },
    hash: HASH,
    status,
    at,
  })
}
const rows = (config: PorticoConfig) =>
  config.stores.transactions
    .getState()
    .items.map(
      (item) => `${item.id} ${item.metadata.status} ${item.transfers[0]?.quantity.numeric}`,
    )

describe('recordOwnTransaction', () => {
  it('default: shown at once among the service’s entries by time; kept while the service does not list it; one row, the service’s, once it does (issue #30)', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config, { reset: true })
    recordOwnTransaction(config, TEST_ADDRESS, sent('confirmed'))
    expect(rows(config)).toEqual([`${HASH} confirmed 0.0123`, 'b confirmed 1.5', 'a confirmed 1.5'])

    // The indexer is behind: reloads bring the service's page without it; nothing is lost.
    await fetchTransactions(config, { reset: true })
    await fetchTransactions(config, { reset: true })
    expect(rows(config)).toEqual([`${HASH} confirmed 0.0123`, 'b confirmed 1.5', 'a confirmed 1.5'])
    expect(isOwnTransactionIndexed(config, localNetwork.caipNetworkId, TEST_ADDRESS, HASH)).toBe(
      false,
    )

    // It catches up: the service's entry of that hash replaces the kit's, no duplicate.
    service.setHistory([
      transactionFixture({ id: 'f', minedAt: '2026-03-05T09:59:58.000Z', operationType: 'send' }),
      ...OLDER,
    ])
    await fetchTransactions(config, { reset: true })
    expect(rows(config)).toEqual(['f confirmed 1.5', 'b confirmed 1.5', 'a confirmed 1.5'])
    expect(isOwnTransactionIndexed(config, localNetwork.caipNetworkId, TEST_ADDRESS, HASH)).toBe(
      true,
    )
    // A later reload without it (another page size, a lagging replica) does not bring it back.
    service.setHistory(OLDER)
    await fetchTransactions(config, { reset: true })
    expect(rows(config)).toEqual(['b confirmed 1.5', 'a confirmed 1.5'])
    stop()
  })

  it('behavior: pending from the hash, then confirmed from the receipt: one row that changes', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config, { reset: true })
    recordOwnTransaction(config, TEST_ADDRESS, sent('pending'))
    expect(rows(config)[0]).toBe(`${HASH} pending 0.0123`)
    recordOwnTransaction(config, TEST_ADDRESS, sent('confirmed'))
    expect(rows(config)).toEqual([`${HASH} confirmed 0.0123`, 'b confirmed 1.5', 'a confirmed 1.5'])
    stop()
  })

  it('behavior: recorded before any history was loaded, or for another network: merged when that list loads', async () => {
    const { config, stop } = await connected()
    recordOwnTransaction(config, TEST_ADDRESS, sent('confirmed'))
    expect(rows(config)).toEqual([])
    await fetchTransactions(config, { reset: true })
    expect(rows(config)[0]).toBe(`${HASH} confirmed 0.0123`)

    // The other network's list (the fixture's entries are all on the first): not there.
    await switchNetwork(config, localNetwork2)
    await fetchTransactions(config, { reset: true })
    expect(rows(config)).toEqual([])
    await switchNetwork(config, localNetwork)
    await fetchTransactions(config, { reset: true })
    expect(rows(config)[0]).toBe(`${HASH} confirmed 0.0123`)
    stop()
  })

  it('behavior: a hash the service already lists is not recorded; one older than the page goes last', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config, { reset: true })
    const listed = transactionFixture({ id: 'b', minedAt: '2026-03-01T10:00:00.000Z' })
    recordOwnTransaction(config, TEST_ADDRESS, {
      ...sent('confirmed'),
      id: listed.metadata.hash,
      metadata: { ...sent('confirmed').metadata, hash: listed.metadata.hash },
    })
    expect(rows(config)).toEqual(['b confirmed 1.5', 'a confirmed 1.5'])

    recordOwnTransaction(config, TEST_ADDRESS, sent('confirmed', new Date('2025-01-01T00:00:00Z')))
    expect(rows(config)).toEqual(['b confirmed 1.5', 'a confirmed 1.5', `${HASH} confirmed 0.0123`])
    stop()
  })

  it('behavior: "Load more" appends the service’s next page without repeating the kit’s entry', async () => {
    const { config, stop } = await connected()
    service.setHistory([
      ...OLDER,
      ...['3', '4', '5'].map((id, index) =>
        transactionFixture({ id, minedAt: `2026-01-0${3 - index}T00:00:00.000Z` }),
      ),
    ])
    await fetchTransactions(config, { reset: true })
    recordOwnTransaction(config, TEST_ADDRESS, sent('confirmed'))
    await fetchTransactions(config)
    expect(rows(config).filter((row) => row.startsWith(HASH))).toHaveLength(1)
    expect(rows(config)).toHaveLength(6)
    stop()
  })
})
