import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import {
  secondTestnetNetwork,
  solanaDevnetNetwork,
  testnetNetwork,
} from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { mockPairingAdapter } from '../adapters/mockPairing.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'
import type { PorticoOptions } from '../types/options.ts'
import type { Wallet } from '../types/wallet.ts'
import { type GetConnectListReturnType, getConnectList } from './getConnectList.ts'

const connector = (
  id: string,
  type: Connector['type'],
  extra: Partial<Connector> = {},
): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})
const wallet = (id: string, extra: Partial<Wallet> = {}): Wallet => ({ id, name: id, ...extra })

/** What a visitor reads: each row's name and tag. */
const rows = (list: GetConnectListReturnType) =>
  list.entries.map((entry) => {
    const name = entry.kind === 'connector' ? entry.connector.name : entry.wallet.name
    return entry.tag ? `${name} (${entry.tag})` : name
  })

function setUp(
  connectors: readonly Connector[],
  options: Partial<PorticoOptions> = {},
  extra: ChainAdapter[] = [],
) {
  const adapter = mockAdapter({ accounts: [], connectors })
  const config = createTestConfig({ adapters: [adapter, ...extra], ...options })
  config.stores.connectors.setState({
    connectors: [adapter, ...extra].flatMap((each) => each.getConnectors()),
  })
  return config
}

describe('getConnectList', () => {
  it('default: the spec §9 order: recent, installed, featured, custom, external, recommended', () => {
    const config = setUp(
      [
        connector('Injected', 'INJECTED'),
        connector('Rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } }),
        connector('Coinbase SDK', 'EXTERNAL'),
      ],
      { customWallets: [wallet('Custom')] },
    )
    config.stores.wallets.setState({
      recent: [wallet('Recent One')],
      featured: [wallet('Featured')],
      recommended: [wallet('Recommended')],
    })
    expect(rows(getConnectList(config))).toEqual([
      'Recent One (Recent)',
      'Rabby (Installed)',
      'Injected (Installed)',
      'Featured',
      'Custom',
      'Coinbase SDK',
      'Recommended',
    ])
  })

  it('behavior: announced wallets come before a bare injected one', () => {
    const config = setUp([connector('Browser Wallet', 'INJECTED'), connector('Rabby', 'ANNOUNCED')])
    expect(rows(getConnectList(config))).toEqual([
      'Rabby (Installed)',
      'Browser Wallet (Installed)',
    ])
  })

  it('behavior: a recent wallet that is installed is its connector, once, as Recent', () => {
    const config = setUp([connector('Rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } })])
    config.stores.wallets.setState({
      recent: [wallet('rabby-id', { name: 'Rabby Wallet', rdns: 'io.rabby' })],
    })
    const list = getConnectList(config)
    expect(rows(list)).toEqual(['Rabby (Recent)'])
    expect(list.entries[0]).toMatchObject({ kind: 'connector', connector: { id: 'Rabby' } })
  })

  it('behavior: a directory wallet that is installed is not listed again; each wallet once', () => {
    const config = setUp([connector('Rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } })])
    const metaMask = wallet('MetaMask')
    config.stores.wallets.setState({
      featured: [wallet('Rabby Wallet', { rdns: 'io.rabby' }), metaMask],
      recommended: [metaMask, wallet('Trust')],
    })
    expect(rows(getConnectList(config))).toEqual(['Rabby (Installed)', 'MetaMask', 'Trust'])
  })

  it('behavior: at most 2 recent and 4 recommended wallets (spec §9)', () => {
    const config = setUp([])
    config.stores.wallets.setState({
      recent: ['r1', 'r2', 'r3'].map((id) => wallet(id)),
      recommended: ['w1', 'w2', 'w3', 'w4', 'w5'].map((id) => wallet(id)),
    })
    expect(rows(getConnectList(config))).toEqual([
      'r1 (Recent)',
      'r2 (Recent)',
      'w1',
      'w2',
      'w3',
      'w4',
    ])
  })

  it('behavior: WalletConnect is its own row, not an entry; none on mobile', () => {
    const walletConnect = mockPairingAdapter({
      sessions: { eip155: { address: '0x1', chainId: 1 } },
      now: Date.now,
    })
    const desktop = setUp([], {}, [walletConnect])
    expect(getConnectList(desktop).walletConnect?.type).toBe('WALLET_CONNECT')
    expect(getConnectList(desktop).entries).toEqual([])
    const mobile = setUp([], { isMobile: () => true }, [walletConnect])
    expect(getConnectList(mobile).walletConnect).toBeUndefined()
  })

  it.each([
    ['an announced wallet', [connector('Rabby', 'ANNOUNCED')], true],
    ['an injected window.ethereum', [connector('Injected', 'INJECTED')], true],
    ['only an external SDK connector', [connector('SDK', 'EXTERNAL')], false],
    ['nothing installed', [], false],
  ] as const)('hasUsableWallet with %s → %s (wallets first, spec §2)', (_, connectors, usable) => {
    expect(getConnectList(setUp(connectors)).hasUsableWallet).toBe(usable)
  })

  it('hasAuth: only with an embedded wallet', () => {
    expect(getConnectList(setUp([])).hasAuth).toBe(false)
    expect(getConnectList(setUp([], {}, [authAdapter()])).hasAuth).toBe(true)
  })
})

describe('getConnectList scoped to a chain family', () => {
  const solanaWallet = mockAdapter({
    namespace: 'solana',
    accounts: [],
    connectors: [connector('Solana Test Wallet', 'ANNOUNCED', { chain: 'solana' })],
  })
  const twoFamilies = () =>
    setUp(
      [connector('EVM Wallet', 'ANNOUNCED', { info: { rdns: 'io.evm' } })],
      {
        networks: [testnetNetwork, solanaDevnetNetwork],
      },
      [solanaWallet],
    )
  const directory = {
    featured: [
      wallet('Phantom', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
      wallet('MetaMask', { chains: ['eip155:1'] }),
      wallet('Other', { chains: null }),
    ],
  }

  it('default: unscoped with several families, installed rows say their family (tagsFamily)', () => {
    const config = twoFamilies()
    config.stores.wallets.setState(directory)
    const list = getConnectList(config)
    expect(list.tagsFamily).toBe(true)
    expect(rows(list)).toEqual([
      'EVM Wallet (Installed)',
      'Solana Test Wallet (Installed)',
      'Phantom',
      'MetaMask',
      'Other',
    ])
  })

  it('parameters: namespace → only wallets that may serve it (unknown chains may)', () => {
    const config = twoFamilies()
    config.stores.wallets.setState(directory)
    const list = getConnectList(config, { namespace: 'solana' })
    expect(list.tagsFamily).toBe(false)
    expect(rows(list)).toEqual(['Solana Test Wallet (Installed)', 'Phantom', 'Other'])
  })

  it('behavior: the route’s namespace scopes it by default (Connect opened by SwitchActiveChain)', () => {
    const config = twoFamilies()
    config.stores.router.setState({ view: 'Connect', data: { namespace: 'solana' } })
    expect(rows(getConnectList(config))).toEqual(['Solana Test Wallet (Installed)'])
  })

  it('behavior: a recent wallet installed for another family is not offered', () => {
    const config = twoFamilies()
    config.stores.wallets.setState({ recent: [wallet('EVM recent', { rdns: 'io.evm' })] })
    expect(rows(getConnectList(config, { namespace: 'solana' }))).toEqual([
      'Solana Test Wallet (Installed)',
    ])
  })

  it('behavior: WalletConnect only for a family its session spans', () => {
    const walletConnect = mockPairingAdapter({
      sessions: { eip155: { address: '0x1', chainId: 1 } },
      now: Date.now,
    })
    const config = setUp([], { networks: [testnetNetwork, solanaDevnetNetwork] }, [walletConnect])
    expect(getConnectList(config, { namespace: 'eip155' }).walletConnect).toBeDefined()
    expect(getConnectList(config, { namespace: 'solana' }).walletConnect).toBeUndefined()
  })

  it('behavior: one family configured → no family in the tags', () => {
    const config = setUp([connector('EVM Wallet', 'ANNOUNCED')], {
      networks: [testnetNetwork, secondTestnetNetwork],
    })
    expect(getConnectList(config).tagsFamily).toBe(false)
  })

  it('parameters: the states passed in are used instead of the stores', () => {
    const config = setUp([connector('In store', 'ANNOUNCED')])
    const list = getConnectList(config, {
      connectors: [connector('Passed in', 'ANNOUNCED')],
      wallets: { recent: [], featured: [wallet('Featured')], recommended: [] },
    })
    expect(rows(list)).toEqual(['Passed in (Installed)', 'Featured'])
  })
})
