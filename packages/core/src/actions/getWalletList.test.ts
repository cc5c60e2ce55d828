import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { solanaDevnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import type { Connector } from '../types/connector.ts'
import type { Wallet } from '../types/wallet.ts'
import { getWalletList, type WalletListEntry } from './getWalletList.ts'

const wallet = (id: string, extra: Partial<Wallet> = {}): Wallet => ({ id, name: id, ...extra })
const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}
const names = (entries: readonly WalletListEntry[]) =>
  entries.map((entry) => (entry.kind === 'connector' ? entry.connector.name : entry.wallet.name))

function setUp(connectors: Connector[] = [rabby]) {
  const adapter = mockAdapter({ accounts: [], connectors })
  const config = createTestConfig({
    adapters: [adapter],
    networks: [testnetNetwork, solanaDevnetNetwork],
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  return config
}
const search = { query: '', results: [], count: 0, loading: false }

describe('getWalletList', () => {
  it("default: the Connect view's list, then the directory's pages less what it already shows", () => {
    const config = setUp()
    config.stores.wallets.setState({
      recent: [wallet('Zerion')],
      featured: [wallet('MetaMask')],
      recommended: [wallet('Trust')],
      list: [
        wallet('MetaMask'),
        wallet('Rabby Wallet', { rdns: 'io.rabby' }),
        wallet('Trust'),
        wallet('Zerion'),
        wallet('Ledger'),
        wallet('Phantom', { chains: ['solana:devnet'] }),
      ],
    })
    expect(names(getWalletList(config))).toEqual([
      'Zerion',
      'Rabby',
      'MetaMask',
      'Trust',
      'Ledger',
      'Phantom',
    ])
    expect(getWalletList(config)[0]).toMatchObject({ kind: 'wallet', tag: 'Recent' })
    expect(getWalletList(config)[1]).toMatchObject({ kind: 'connector', tag: 'Installed' })
  })

  it('parameters: namespace keeps one chain family', () => {
    const config = setUp()
    config.stores.wallets.setState({
      list: [
        wallet('Ledger', { chains: ['eip155:1'] }),
        wallet('Phantom', { chains: ['solana:devnet'] }),
      ],
    })
    expect(names(getWalletList(config, { namespace: 'solana' }))).toEqual(['Phantom'])
    expect(names(getWalletList(config, { namespace: 'eip155' }))).toEqual(['Rabby', 'Ledger'])
  })

  it("parameters: query lists that search's results (an installed one as its connector), none before its answer", () => {
    const config = setUp()
    const results = [wallet('Rabby Wallet', { rdns: 'io.rabby' }), wallet('Rainbow')]
    config.stores.wallets.setState({ search: { ...search, query: 'ra', results, count: 2 } })
    expect(getWalletList(config, { query: 'ra' })).toEqual([
      { kind: 'connector', connector: rabby, wallet: results[0] },
      { kind: 'wallet', wallet: results[1] },
    ])
    expect(getWalletList(config, { query: 'rai' })).toEqual([])
  })

  it('behavior: at most 100 search results (spec §9)', () => {
    const config = setUp()
    const results = Array.from({ length: 120 }, (_, index) => wallet(`Wallet ${index}`))
    config.stores.wallets.setState({ search: { ...search, query: 'wallet', results, count: 120 } })
    expect(getWalletList(config, { query: 'wallet' })).toHaveLength(100)
  })
})
