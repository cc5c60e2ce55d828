import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type MockAdapterFeatures, mockAdapter } from '../adapters/mock.ts'
import { DisconnectChainsError } from '../errors/connection.ts'
import { connect } from './connect.ts'
import { disconnectAll } from './disconnectAll.ts'
import { openModal } from './openModal.ts'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** An EVM and a Solana wallet, both connected, the modal open. */
async function connectedInTwoFamilies(
  features: { eip155?: MockAdapterFeatures; solana?: MockAdapterFeatures } = {},
) {
  const evm = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: testnetNetwork.id,
    features: features.eip155,
  })
  const solana = mockAdapter({
    namespace: 'solana',
    accounts: [SOLANA_ADDRESS],
    chainId: solanaNetwork.id,
    features: features.solana,
  })
  const config = createTestConfig({
    adapters: [evm, solana],
    networks: [testnetNetwork, solanaNetwork],
  })
  config.stores.connectors.setState({
    connectors: [...evm.getConnectors(), ...solana.getConnectors()],
  })
  await connect(config, { connectorId: 'mock', namespace: 'eip155' })
  await connect(config, { connectorId: 'mock', namespace: 'solana' })
  await openModal(config)
  return { config, evm, solana }
}

const statuses = (config: Awaited<ReturnType<typeof connectedInTwoFamilies>>['config']) => {
  const { namespaces } = config.stores.connection.getState()
  return [namespaces.eip155?.status, namespaces.solana?.status]
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('disconnectAll', () => {
  it('default: every connected family is disconnected and the modal closes', async () => {
    const { config, evm, solana } = await connectedInTwoFamilies()
    await disconnectAll(config)
    expect(evm.state.calls.disconnect).toBe(1)
    expect(solana.state.calls.disconnect).toBe(1)
    expect(statuses(config)).toEqual(['disconnected', 'disconnected'])
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it("behavior: wallets that fail or hang → one DisconnectChainsError 'Failed to disconnect chains: …' naming each, every family disconnected all the same", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config } = await connectedInTwoFamilies({
      eip155: { disconnectError: true },
      solana: { disconnectHangs: true },
    })
    vi.useFakeTimers()
    const outcome = disconnectAll(config).catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(3_000)
    const error = await outcome

    expect(error).toBeInstanceOf(DisconnectChainsError)
    expect((error as DisconnectChainsError).message).toBe(
      'Failed to disconnect chains: eip155 (mock: Mock disconnect failed), solana (mock: no answer within 3000 ms)',
    )
    expect((error as DisconnectChainsError).failures).toEqual([
      { namespace: 'eip155', connectorId: 'mock', reason: 'Mock disconnect failed' },
      { namespace: 'solana', connectorId: 'mock', reason: 'no answer within 3000 ms' },
    ])
    expect(statuses(config)).toEqual(['disconnected', 'disconnected'])
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: one family failing does not hide that the other let go', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config, solana } = await connectedInTwoFamilies({ eip155: { disconnectError: true } })
    const error = await disconnectAll(config).catch((caught: unknown) => caught)
    expect((error as DisconnectChainsError).failures.map((failure) => failure.namespace)).toEqual([
      'eip155',
    ])
    expect(solana.state.calls.disconnect).toBe(1)
  })

  it('parameters: closeModal false keeps the modal open', async () => {
    const { config } = await connectedInTwoFamilies()
    await disconnectAll(config, { closeModal: false })
    expect(config.stores.modal.getState().open).toBe(true)
    expect(statuses(config)).toEqual(['disconnected', 'disconnected'])
  })

  it('behavior: nothing connected → no wallet is asked', async () => {
    const evm = mockAdapter({ accounts: [TEST_ADDRESS] })
    const config = createTestConfig({ adapters: [evm] })
    await disconnectAll(config)
    expect(evm.state.calls.disconnect).toBe(0)
  })
})
