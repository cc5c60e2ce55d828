import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { InvalidOptionError } from '../errors/config.ts'
import { NotConnectedError, ProviderRequestError } from '../errors/connection.ts'
import { connect } from './connect.ts'
import { sendTransaction } from './sendTransaction.ts'

// Sending for real (injected wallet and WalletConnect, mined on anvil) is in tests/e2e.
describe('sendTransaction', () => {
  it('rejects with NotConnectedError when no EVM wallet is connected', async () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    await expect(sendTransaction(config, { to: OTHER_ADDRESS })).rejects.toBeInstanceOf(
      NotConnectedError,
    )
  })

  it.each([
    [{ to: '0x1234' as const }, 'Invalid option: to'],
    [{ to: OTHER_ADDRESS as `0x${string}`, data: '0xabc' as const }, 'Invalid option: data'],
  ])('refuses %j before asking the wallet', async (parameters, message) => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
    const config = createTestConfig({ adapters: [adapter] })
    await connect(config, { connectorId: 'mock' })
    const failure = sendTransaction(config, parameters)
    await expect(failure).rejects.toBeInstanceOf(InvalidOptionError)
    await expect(failure).rejects.toThrow(message)
  })

  it('says so when the connection cannot send requests', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
    const config = createTestConfig({ adapters: [adapter] })
    await connect(config, { connectorId: 'mock' })
    await expect(
      sendTransaction(config, { to: OTHER_ADDRESS as `0x${string}` }),
    ).rejects.toBeInstanceOf(ProviderRequestError)
  })
})
