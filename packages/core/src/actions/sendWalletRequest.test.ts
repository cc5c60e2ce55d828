import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import {
  NotConnectedError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import { connect } from './connect.ts'
import { sendWalletRequest } from './sendWalletRequest.ts'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

type RequestCall = Parameters<NonNullable<ChainAdapter['request']>>[0]

/**
 * Core's in-memory adapters for an EVM and a Solana wallet, the Solana one answering requests
 * (the real Solana adapter is tested against the local network in @portico/solana).
 */
async function setUp(answer: (call: RequestCall) => unknown) {
  const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const calls: RequestCall[] = []
  const solana = mockAdapter({
    namespace: 'solana',
    accounts: [SOLANA_ADDRESS],
    chainId: solanaNetwork.id,
    connectors: [{ id: 'sol', name: 'Sol Wallet', type: 'ANNOUNCED', chain: 'solana' }],
    answerRequest: (call) => {
      calls.push(call)
      return answer(call)
    },
  })
  const config = createTestConfig({
    adapters: [evm, solana],
    networks: [testnetNetwork, solanaNetwork],
  })
  config.stores.connectors.setState({
    connectors: [...evm.getConnectors(), ...solana.getConnectors()],
  })
  return { config, calls }
}

describe('sendWalletRequest', () => {
  it('default: goes to the wallet of the given namespace with its connector, answer unparsed', async () => {
    const { config, calls } = await setUp(() => ({ signature: '5xyz' }))
    await connect(config, { connectorId: 'mock' })
    await connect(config, { connectorId: 'sol' })
    const params = { transaction: 'AQID', sendOptions: { preflightCommitment: 'confirmed' } }
    const answer = await sendWalletRequest(config, {
      namespace: 'solana',
      method: 'solana_signAndSendTransaction',
      params,
    })
    expect(answer).toEqual({ signature: '5xyz' })
    expect(calls).toEqual([
      { connectorId: 'sol', method: 'solana_signAndSendTransaction', params, namespace: 'solana' },
    ])
  })

  it('default: without a namespace, the active one (the last connected)', async () => {
    const { config, calls } = await setUp(() => [])
    await connect(config, { connectorId: 'sol' })
    await sendWalletRequest(config, { method: 'solana_getAccounts' })
    expect(calls[0]).toMatchObject({ namespace: 'solana', method: 'solana_getAccounts' })
    expect(calls[0]).not.toHaveProperty('params')
  })

  it('behavior: a namespace without a wallet → NotConnectedError, no wallet is asked', async () => {
    const { config, calls } = await setUp(() => null)
    await connect(config, { connectorId: 'mock' })
    await expect(
      sendWalletRequest(config, { namespace: 'solana', method: 'solana_getAccounts' }),
    ).rejects.toBeInstanceOf(NotConnectedError)
    expect(calls).toEqual([])
  })

  it('behavior: an adapter that takes no requests → ProviderRequestError naming the method', async () => {
    const { config } = await setUp(() => null)
    await connect(config, { connectorId: 'mock' })
    await expect(sendWalletRequest(config, { method: 'eth_chainId' })).rejects.toSatisfy(
      (error) => error instanceof ProviderRequestError && error.details === 'eth_chainId',
    )
  })

  it('behavior: the wallet refuses → its typed error comes through; other namespaces stay connected', async () => {
    const { config } = await setUp(() => {
      throw new UserRejectedRequestError()
    })
    await connect(config, { connectorId: 'mock' })
    await connect(config, { connectorId: 'sol' })
    await expect(
      sendWalletRequest(config, { namespace: 'solana', method: 'solana_signMessage' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      message: 'User rejected the request',
    })
    const { namespaces } = config.stores.connection.getState()
    expect(namespaces.solana?.status).toBe('connected')
    expect(namespaces.eip155?.status).toBe('connected')
  })
})
