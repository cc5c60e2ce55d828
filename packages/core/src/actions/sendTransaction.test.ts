import { evmAddressChecks } from '@portico/evm'
import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { type MockAdapterParameters, mockAdapter } from '../adapters/mock.ts'
import { InvalidOptionError } from '../errors/config.ts'
import {
  InvalidWalletResponseError,
  NotConnectedError,
  ProviderRequestError,
} from '../errors/connection.ts'
import { connect } from './connect.ts'
import { sendTransaction } from './sendTransaction.ts'

const HASH = `0x${'ab'.repeat(32)}`

async function connected(parameters: Partial<MockAdapterParameters> = {}) {
  const sent: unknown[] = []
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: testnetNetwork.id,
    addressChecks: evmAddressChecks,
    answerRequest: ({ params }) => {
      sent.push((params as unknown[])[0])
      return HASH
    },
    ...parameters,
  })
  const config = createTestConfig({ adapters: [adapter] })
  await connect(config, { connectorId: 'mock' })
  return { config, sent }
}

// Sending for real (injected wallet and WalletConnect, mined on anvil) is in tests/e2e.
describe('sendTransaction', () => {
  it('rejects with NotConnectedError when no EVM wallet is connected', async () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    await expect(sendTransaction(config, { to: OTHER_ADDRESS })).rejects.toBeInstanceOf(
      NotConnectedError,
    )
  })

  it('default: the wallet gets the transaction and its hash comes back', async () => {
    const { config, sent } = await connected()
    expect(await sendTransaction(config, { to: OTHER_ADDRESS, value: 16n })).toBe(HASH)
    expect(sent).toEqual([{ from: TEST_ADDRESS, to: OTHER_ADDRESS, value: '0x10' }])
  })

  it('parameters: a `to` typed without 0x goes to the wallet with it (the adapter parses it)', async () => {
    const { config, sent } = await connected()
    await sendTransaction(config, { to: OTHER_ADDRESS.slice(2) as `0x${string}` })
    expect(sent).toEqual([{ from: TEST_ADDRESS, to: OTHER_ADDRESS }])
  })

  it.each([
    [{ to: '0x1234' as const }, 'Invalid option: to'],
    [{ to: ` ${OTHER_ADDRESS}` as `0x${string}` }, 'Invalid option: to'],
    [{ to: OTHER_ADDRESS.replace('0x', '0X') as `0x${string}` }, 'Invalid option: to'],
    [{ to: OTHER_ADDRESS as `0x${string}`, data: '0xabc' as const }, 'Invalid option: data'],
  ])('refuses %j before asking the wallet', async (parameters, message) => {
    const { config, sent } = await connected()
    const failure = sendTransaction(config, parameters)
    await expect(failure).rejects.toBeInstanceOf(InvalidOptionError)
    await expect(failure).rejects.toThrow(message)
    expect(sent).toEqual([])
  })

  it('behavior: no adapter offers eip155 checks → no `to` is an address, nothing is sent', async () => {
    const { config, sent } = await connected({ addressChecks: undefined })
    await expect(sendTransaction(config, { to: OTHER_ADDRESS })).rejects.toThrow(
      'Invalid option: to',
    )
    expect(sent).toEqual([])
  })

  it.each([
    ['a hash without 0x', 'ab'.repeat(32)],
    ['63 hex digits', `0x${'a'.repeat(63)}`],
    ['a Solana signature', '5'.repeat(88)],
    ['nothing', undefined],
  ])('behavior: the wallet answers %s → InvalidWalletResponseError', async (_case, answer) => {
    const { config } = await connected({ answerRequest: () => answer })
    await expect(sendTransaction(config, { to: OTHER_ADDRESS })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('says so when the connection cannot send requests', async () => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      chainId: testnetNetwork.id,
      addressChecks: evmAddressChecks,
    })
    const config = createTestConfig({ adapters: [adapter] })
    await connect(config, { connectorId: 'mock' })
    await expect(
      sendTransaction(config, { to: OTHER_ADDRESS as `0x${string}` }),
    ).rejects.toBeInstanceOf(ProviderRequestError)
  })
})
