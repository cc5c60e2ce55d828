import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { mockPairingAdapter } from '../adapters/mockPairing.ts'
import { startConfig } from '../startConfig.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'
import type { PorticoOptions } from '../types/options.ts'
import type { Wallet } from '../types/wallet.ts'
import { getWalletButtonTarget } from './getWalletButtonTarget.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}
const metamask: Wallet = { id: 'metamask-id', name: 'MetaMask', rdns: 'io.metamask' }

function setUp(adapters: ChainAdapter[], options: Partial<PorticoOptions> = {}) {
  const config = createTestConfig({
    networks: [testnetNetwork, solanaNetwork],
    adapters,
    ...options,
  })
  stops.push(startConfig(config))
  return config
}
const evm = (connectors: Connector[] = [rabby]) =>
  mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id, connectors })
const walletConnect = () =>
  mockPairingAdapter({
    sessions: { eip155: { address: OTHER_ADDRESS, chainId: testnetNetwork.id } },
    now: Date.now,
  })

describe('getWalletButtonTarget', () => {
  it('parameters: an installed wallet by connector id or by rdns connects directly', () => {
    const config = setUp([evm([{ ...rabby, id: 'rabby-connector' }])])
    expect(getWalletButtonTarget(config, { wallet: 'rabby-connector' })).toMatchObject({
      kind: 'connector',
      connector: { id: 'rabby-connector' },
    })
    expect(getWalletButtonTarget(config, { wallet: 'io.rabby' })).toMatchObject({
      kind: 'connector',
      connector: { id: 'rabby-connector' },
    })
  })

  it('parameters: a directory id whose wallet is installed (same rdns) is that connector', () => {
    const config = setUp([evm([{ ...rabby, id: 'io.metamask', info: { rdns: 'io.metamask' } }])])
    config.stores.wallets.setState({ featured: [metamask] })
    expect(getWalletButtonTarget(config, { wallet: 'metamask-id' })).toEqual({
      kind: 'connector',
      connector: expect.objectContaining({ id: 'io.metamask' }),
      wallet: metamask,
    })
  })

  it('parameters: a directory id not installed is the wallet; unknown until loaded', () => {
    const config = setUp([evm()])
    expect(getWalletButtonTarget(config, { wallet: 'metamask-id' })).toBeUndefined()
    // Loaded by fetchWallet and passed in, or in any list of the store.
    expect(getWalletButtonTarget(config, { wallet: 'metamask-id', wallets: [metamask] })).toEqual({
      kind: 'wallet',
      wallet: metamask,
    })
    config.stores.wallets.setState({ list: [metamask] })
    expect(getWalletButtonTarget(config, { wallet: 'metamask-id' })).toEqual({
      kind: 'wallet',
      wallet: metamask,
    })
  })

  it("parameters: a dApp's custom wallet by its id", () => {
    const custom: Wallet = { id: 'my-wallet', name: 'My Wallet', mobile_link: 'mywallet://' }
    const config = setUp([evm()], { customWallets: [custom] })
    expect(getWalletButtonTarget(config, { wallet: 'my-wallet' })).toEqual({
      kind: 'wallet',
      wallet: custom,
    })
  })

  it("parameters: 'walletConnect' needs a WalletConnect adapter", () => {
    expect(getWalletButtonTarget(setUp([evm()]), { wallet: 'walletConnect' })).toBeUndefined()
    expect(
      getWalletButtonTarget(setUp([evm(), walletConnect()]), { wallet: 'walletConnect' }),
    ).toMatchObject({ kind: 'walletConnect', connector: { type: 'WALLET_CONNECT' } })
  })

  it("parameters: 'email' and social providers need the embedded wallet and their feature", () => {
    expect(getWalletButtonTarget(setUp([evm()]), { wallet: 'email' })).toBeUndefined()
    expect(getWalletButtonTarget(setUp([evm()]), { wallet: 'google' })).toBeUndefined()

    const config = setUp([evm(), authAdapter()], { features: { socials: ['github'] } })
    expect(getWalletButtonTarget(config, { wallet: 'email' })).toEqual({ kind: 'email' })
    expect(getWalletButtonTarget(config, { wallet: 'github' })).toEqual({
      kind: 'social',
      provider: 'github',
    })
    // Google is not among the socials in effect.
    expect(getWalletButtonTarget(config, { wallet: 'google' })).toBeUndefined()

    const noEmail = setUp([evm(), authAdapter()], { features: { email: false } })
    expect(getWalletButtonTarget(noEmail, { wallet: 'email' })).toBeUndefined()
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(getWalletButtonTarget(noEmail, { wallet: provider })).toEqual({
        kind: 'social',
        provider,
      })
  })

  it('behavior: a wallet installed for two families resolves to the active family first', () => {
    const solanaRabby: Connector = { ...rabby, id: 'rabby-solana', chain: 'solana' }
    const solana = mockAdapter({
      namespace: 'solana',
      accounts: [],
      chainId: solanaNetwork.id,
      connectors: [solanaRabby],
    })
    const config = setUp([evm(), solana])
    expect(getWalletButtonTarget(config, { wallet: 'io.rabby' })).toMatchObject({
      connector: { chain: 'eip155' },
    })
    config.stores.connection.setState({ activeNamespace: 'solana' })
    expect(getWalletButtonTarget(config, { wallet: 'io.rabby' })).toMatchObject({
      connector: { chain: 'solana' },
    })
  })
})
