import { bitcoinAdapter, bitcoinAddressChecks } from '@portico/bitcoin'
import { evmAddressChecks } from '@portico/evm'
import { solanaAdapter, solanaAddressChecks } from '@portico/solana'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import {
  localNetwork,
  localNetwork2,
  solanaDevnetNetwork,
  solanaNetwork,
  testnetNetwork,
} from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { SOLANA_TO, sendKit } from '../test/sendKit.ts'
import { defineNetwork } from '../utils/defineNetwork.ts'
import { connect } from './connect.ts'
import { getReceiveNetworks } from './getReceiveNetworks.ts'
import { switchNetwork } from './switchNetwork.ts'

const names = (networks: readonly { name: string }[]) => networks.map((network) => network.name)

const bitcoin = (reference: string, name: string) =>
  defineNetwork({
    id: reference,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })
const bitcoinMainnet = bitcoin('000000000019d6689c085ae165831e93', 'Bitcoin')
const bitcoinTestnet = bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet')
const bitcoinSignet = bitcoin('00000008819873e925422c1ff0f99f7c', 'Bitcoin Signet')
const bitcoinRegtest = bitcoin('0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin Regtest')

describe('getReceiveNetworks', () => {
  it("default: the active family's networks, the active one first", async () => {
    const { config } = await sendKit()
    const all = createTestConfig({
      adapters: config.adapters,
      networks: [testnetNetwork, localNetwork, localNetwork2, solanaNetwork],
    })
    expect(
      names(
        getReceiveNetworks(all, {
          namespace: 'eip155',
          address: TEST_ADDRESS,
          network: localNetwork2,
        }),
      ),
    ).toEqual(['Portico Local 2', 'Sepolia', 'Portico Local'])
  })

  it('behavior: follows the connected account and the network it switches to', async () => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      chainId: testnetNetwork.id,
      addressChecks: evmAddressChecks,
    })
    const config = createTestConfig({
      adapters: [adapter],
      networks: [testnetNetwork, localNetwork],
    })
    config.stores.connectors.setState({ connectors: adapter.getConnectors() })
    await connect(config, { connectorId: 'mock' })
    expect(names(getReceiveNetworks(config))).toEqual(['Sepolia', 'Portico Local'])
    await switchNetwork(config, localNetwork)
    expect(names(getReceiveNetworks(config))).toEqual(['Portico Local', 'Sepolia'])
  })

  it('parameters: Solana networks for a Solana address; an EVM address is valid on none', () => {
    const config = createTestConfig({
      adapters: [solanaAdapter()],
      networks: [solanaNetwork, solanaDevnetNetwork, localNetwork],
    })
    const solana = { namespace: 'solana' as const, network: solanaDevnetNetwork }
    expect(names(getReceiveNetworks(config, { ...solana, address: SOLANA_TO }))).toEqual([
      'Solana Devnet',
      'Solana',
    ])
    expect(getReceiveNetworks(config, { ...solana, address: TEST_ADDRESS })).toEqual([])
  })

  it('parameters: a Bitcoin address lists the networks of its prefix only (bitcoinAdapter checks)', () => {
    const config = createTestConfig({
      adapters: [bitcoinAdapter()],
      networks: [bitcoinMainnet, bitcoinTestnet, bitcoinSignet, bitcoinRegtest],
    })
    const receive = (address: string, network: typeof bitcoinMainnet) =>
      names(getReceiveNetworks(config, { namespace: 'bip122', address, network }))
    expect(receive('bc1q0xcqpzrky6eff2g52qdye53xkk9jxkvrh6yhyw', bitcoinMainnet)).toEqual([
      'Bitcoin',
    ])
    // Testnet and signet share the tb prefix: the same address receives on both.
    expect(receive('tb1q0xcqpzrky6eff2g52qdye53xkk9jxkvraulyla', bitcoinSignet)).toEqual([
      'Bitcoin Signet',
      'Bitcoin Testnet',
    ])
    expect(receive('bcrt1q0xcqpzrky6eff2g52qdye53xkk9jxkvrl4xfg5', bitcoinRegtest)).toEqual([
      'Bitcoin Regtest',
    ])
  })

  it('behavior: without an adapter offering checks for the namespace, nothing is valid', () => {
    const address = { namespace: 'eip155' as const, address: TEST_ADDRESS, network: localNetwork }
    const bare = createTestConfig({
      adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })],
      networks: [localNetwork, localNetwork2],
    })
    expect(getReceiveNetworks(bare, address)).toEqual([])
    // Another namespace's checks do not stand in.
    const other = createTestConfig({
      adapters: [
        mockAdapter({ namespace: 'solana', accounts: [], addressChecks: solanaAddressChecks }),
      ],
      networks: [localNetwork, localNetwork2],
    })
    expect(getReceiveNetworks(other, address)).toEqual([])
    // Nor does a bitcoin adapter's for an EVM address.
    expect(bitcoinAddressChecks.parseAddress(TEST_ADDRESS)).toBeUndefined()
  })

  it('behavior: not connected, nothing to receive on', () => {
    expect(getReceiveNetworks(createTestConfig())).toEqual([])
  })
})
