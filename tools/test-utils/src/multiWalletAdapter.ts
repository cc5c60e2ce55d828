import { type Connector, type MockAdapter, mockAdapter } from '@portico/core'
import { evmAddressChecks } from '@portico/evm'
import { OTHER_ADDRESS, TEST_ADDRESS } from './accounts.ts'

/** Anvil's third dev account. */
export const THIRD_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const wallet = (id: string, name: string): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: `data:image/svg+xml,${id}`,
  info: { rdns: `org.example.${id}` },
})

/** Three installed EVM wallets, each granting its own account (see `multiWalletAdapter`). */
export const WALLET_A = wallet('wallet-a', 'Wallet A')
export const WALLET_B = wallet('wallet-b', 'Wallet B')
export const WALLET_C = wallet('wallet-c', 'Wallet C')

const ACCOUNTS: Readonly<Record<string, string>> = {
  [WALLET_A.id]: TEST_ADDRESS,
  [WALLET_B.id]: OTHER_ADDRESS,
  [WALLET_C.id]: THIRD_ADDRESS,
}

export interface MultiWalletAdapter extends MockAdapter {
  /** The connector ids each call was for, in order. */
  readonly callsFor: Record<'connect' | 'reconnect' | 'disconnect', string[]>
  /** From now on this wallet's silent reconnect finds no access (the person revoked it). */
  revoke(connectorId: string): void
}

/**
 * Core's `mockAdapter` with wallets A, B and C in one EVM adapter, as an EIP-6963 page has
 * several installed wallets: each grants its own account, so a test can tell which wallet is
 * connected, and each can be revoked on its own.
 *
 * @example
 * const adapter = multiWalletAdapter({ chainId: testnetNetwork.id })
 * await connect(config, { connectorId: WALLET_A.id })
 */
export function multiWalletAdapter(
  parameters: { chainId?: number | string } = {},
): MultiWalletAdapter {
  const mock = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: parameters.chainId ?? 1,
    connectors: [WALLET_A, WALLET_B, WALLET_C],
    addressChecks: evmAddressChecks,
  })
  const connect = mock.connect.bind(mock)
  const reconnect = mock.reconnect.bind(mock)
  const disconnect = mock.disconnect.bind(mock)
  const revoked = new Set<string>()
  const callsFor: MultiWalletAdapter['callsFor'] = { connect: [], reconnect: [], disconnect: [] }
  const grant = (connectorId: string) => {
    mock.state.accounts = [ACCOUNTS[connectorId] ?? TEST_ADDRESS]
  }

  return Object.assign(mock, {
    callsFor,
    revoke: (connectorId: string) => revoked.add(connectorId),
    async connect(options: Parameters<MockAdapter['connect']>[0]) {
      callsFor.connect.push(options.connectorId)
      revoked.delete(options.connectorId)
      grant(options.connectorId)
      return connect(options)
    },
    async reconnect(options: Parameters<MockAdapter['reconnect']>[0]) {
      callsFor.reconnect.push(options.connectorId)
      if (revoked.has(options.connectorId)) return undefined
      grant(options.connectorId)
      return reconnect(options)
    },
    async disconnect(options: Parameters<MockAdapter['disconnect']>[0]) {
      callsFor.disconnect.push(options.connectorId)
      return disconnect(options)
    },
  })
}
