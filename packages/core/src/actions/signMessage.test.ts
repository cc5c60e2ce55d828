import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { NotConnectedError, UserRejectedRequestError } from '../errors/connection.ts'
import { connect } from './connect.ts'
import { signMessage } from './signMessage.ts'

async function setUp(connected: boolean) {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const config = createTestConfig({ adapters: [adapter] })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  if (connected) await connect(config, { connectorId: 'mock' })
  return { adapter, config }
}

describe('signMessage', () => {
  it('default: the connected wallet signs with its account', async () => {
    const { adapter, config } = await setUp(true)
    const signature = await signMessage(config, { message: 'Hello from Portico' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(adapter.state.calls.signMessage).toBe(1)
  })

  it('behavior: not connected → NotConnectedError, the wallet is not asked', async () => {
    const { adapter, config } = await setUp(false)
    await expect(signMessage(config, { message: 'hi' })).rejects.toBeInstanceOf(NotConnectedError)
    expect(adapter.state.calls.signMessage).toBe(0)
  })

  it('behavior: the visitor rejects → UserRejectedRequestError', async () => {
    const { adapter, config } = await setUp(true)
    adapter.setFeatures({ signMessageError: true })
    await expect(signMessage(config, { message: 'hi' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
