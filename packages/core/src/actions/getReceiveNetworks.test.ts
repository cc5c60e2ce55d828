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
import { connect } from './connect.ts'
import { getReceiveNetworks } from './getReceiveNetworks.ts'
import { switchNetwork } from './switchNetwork.ts'

const names = (networks: readonly { name: string }[]) => networks.map((network) => network.name)

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
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
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
      networks: [solanaNetwork, solanaDevnetNetwork, localNetwork],
    })
    const solana = { namespace: 'solana' as const, network: solanaDevnetNetwork }
    expect(names(getReceiveNetworks(config, { ...solana, address: SOLANA_TO }))).toEqual([
      'Solana Devnet',
      'Solana',
    ])
    expect(getReceiveNetworks(config, { ...solana, address: TEST_ADDRESS })).toEqual([])
  })

  it('behavior: not connected, nothing to receive on', () => {
    expect(getReceiveNetworks(createTestConfig())).toEqual([])
  })
})
