import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork, secondTestnetNetwork, solanaNetwork } from '@portico/test-utils/networks'
import { solanaKey } from '@portico/test-utils/testKeys'
import { getBase58Encoder } from '@solana/kit'
import { describe, expect, it, vi } from 'vitest'
import { ChainRpcError } from '../errors/chainRpc.ts'
import {
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
import type { TransferRequest } from '../types/transfer.ts'
import { mockAdapter } from './mock.ts'

const transfer: TransferRequest = {
  connectorId: 'mock',
  namespace: 'eip155',
  network: localNetwork,
  from: TEST_ADDRESS,
  to: OTHER_ADDRESS,
  token: { symbol: 'ETH', name: 'Ether', decimals: 18 },
  amount: 10n ** 18n,
}

describe('mockAdapter', () => {
  it('default: one announced connector; connect grants the accounts on the chain', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: 31337 })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'mock',
        name: 'Mock Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.portico.mock' },
      },
    ])
    await expect(adapter.connect({ connectorId: 'mock' })).resolves.toEqual({
      connectorId: 'mock',
      accounts: [{ address: TEST_ADDRESS, namespace: 'eip155', type: 'eoa' }],
      chainId: 31337,
    })
    expect(adapter.state).toMatchObject({ connected: true, connectorId: 'mock' })
  })

  it('behavior: an unknown connector is a ConnectorNotFoundError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })

  it('features: connectError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], features: { connectError: true } })
    await expect(adapter.connect({ connectorId: 'mock' })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
    adapter.setFeatures({ connectError: new ProviderRequestError('Wallet locked') })
    await expect(adapter.connect({ connectorId: 'mock' })).rejects.toThrow('Wallet locked')
  })

  it('features: reconnectRevoked and reconnectError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    await expect(adapter.reconnect({ connectorId: 'mock' })).resolves.toMatchObject({
      connectorId: 'mock',
    })
    adapter.setFeatures({ reconnectRevoked: true })
    await expect(adapter.reconnect({ connectorId: 'mock' })).resolves.toBeUndefined()
    adapter.setFeatures({ reconnectError: true })
    await expect(adapter.reconnect({ connectorId: 'mock' })).rejects.toBeInstanceOf(
      ProviderRequestError,
    )
  })

  it.each([
    [4001, UserRejectedRequestError],
    [4902, ChainNotSupportedError],
    [5000, ChainNotSupportedError],
    [32603, ChainNotSupportedError],
    [-32000, ProviderRequestError],
  ])('features: switchNetworkErrorCode %d', async (code, ErrorClass) => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      features: { switchNetworkErrorCode: code },
    })
    const error = await adapter
      .switchNetwork({ connectorId: 'mock', network: secondTestnetNetwork })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(ErrorClass)
  })

  it('switchNetwork: moves the chain and emits chainChanged like a wallet', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const emit = vi.fn()
    adapter.setup({ networks: [], emit })
    await adapter.switchNetwork({ connectorId: 'mock', network: secondTestnetNetwork })
    expect(adapter.state.chainId).toBe(84532)
    expect(emit).toHaveBeenCalledWith({
      type: 'chainChanged',
      connectorId: 'mock',
      namespace: 'eip155',
      chainId: 84532,
    })
  })

  it('signMessage: a stable placeholder; features: signMessageError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const first = await adapter.signMessage({
      connectorId: 'mock',
      address: TEST_ADDRESS,
      message: 'hi',
    })
    const again = await adapter.signMessage({
      connectorId: 'mock',
      address: TEST_ADDRESS,
      message: 'hi',
    })
    const other = await adapter.signMessage({
      connectorId: 'mock',
      address: TEST_ADDRESS,
      message: 'yo',
    })
    expect(first).toMatch(/^0x[0-9a-f]{130}$/)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    adapter.setFeatures({ signMessageError: true })
    await expect(
      adapter.signMessage({ connectorId: 'mock', address: TEST_ADDRESS, message: 'hi' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('getBalance: only with a balance; features: balanceError', async () => {
    expect(mockAdapter({ accounts: [] }).getBalance).toBeUndefined()
    const balance = { value: 5n, decimals: 0, symbol: 'ETH' }
    const adapter = mockAdapter({ accounts: [], balance })
    await expect(
      adapter.getBalance!({ address: TEST_ADDRESS, network: secondTestnetNetwork }),
    ).resolves.toEqual(balance)
    adapter.setFeatures({ balanceError: true })
    await expect(
      adapter.getBalance!({ address: TEST_ADDRESS, network: secondTestnetNetwork }),
    ).rejects.toBeInstanceOf(ProviderRequestError)
  })

  it('emit: fires only between setup and teardown', () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const emit = vi.fn()
    adapter.emit.chainChanged(5)
    const stop = adapter.setup({ networks: [], emit })
    adapter.emit.accountsChanged([])
    adapter.emit.disconnect()
    stop()
    adapter.emit.chainChanged(6)
    expect(emit.mock.calls.map(([event]) => event.type)).toEqual(['accountsChanged', 'disconnect'])
    expect(adapter.state.connected).toBe(false)
  })

  it('transfers: only with `transfers`; a fixed fee, a hash per send, confirmed; every call recorded', async () => {
    expect(mockAdapter({ accounts: [TEST_ADDRESS] }).transfers).toBeUndefined()
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], transfers: { fee: 42n } })
    const transfers = adapter.transfers!
    await expect(transfers.estimateTransferFee(transfer)).resolves.toEqual({
      value: 42n,
      decimals: 18,
      symbol: 'ETH',
    })
    const first = await transfers.sendTransfer(transfer)
    const second = await transfers.sendTransfer(transfer)
    expect(first.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(second.hash).not.toBe(first.hash)
    await expect(
      transfers.waitForTransfer({ namespace: 'eip155', network: localNetwork, hash: first.hash }),
    ).resolves.toEqual({ status: 'confirmed' })
    expect(adapter.state.calls).toMatchObject({
      estimateTransferFee: 1,
      sendTransfer: 2,
      waitForTransfer: 1,
    })
    expect(adapter.state.transfers.sent.map((sent) => sent.hash)).toEqual([first.hash, second.hash])
    expect(adapter.state.transfers.waited).toEqual([
      { namespace: 'eip155', network: localNetwork, hash: first.hash },
    ])
  })

  it('transfers: a Solana signature is base58 of 64 bytes', async () => {
    const adapter = mockAdapter({ namespace: 'solana', accounts: [], transfers: {} })
    // Every one, not one: each is built digit by digit from another seed.
    for (let index = 0; index < 40; index++) {
      const { hash } = await adapter.transfers!.sendTransfer({
        ...transfer,
        namespace: 'solana',
        network: solanaNetwork,
        from: solanaKey(1).address,
        to: solanaKey(2).address,
      })
      expect(getBase58Encoder().encode(hash)).toHaveLength(64)
    }
  })

  it('features: estimateFeeError, sendTransferErrorCode, waitForTransferError, transferOutcome', async () => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      transfers: {},
      features: {
        estimateFeeError: true,
        sendTransferErrorCode: 4001,
        waitForTransferError: true,
      },
    })
    const transfers = adapter.transfers!
    const wait = { namespace: 'eip155' as const, network: localNetwork, hash: '0x01' }
    await expect(transfers.estimateTransferFee(transfer)).rejects.toBeInstanceOf(ChainRpcError)
    await expect(transfers.sendTransfer(transfer)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.state.transfers.sent).toEqual([])
    await expect(transfers.waitForTransfer(wait)).rejects.toBeInstanceOf(ChainRpcError)
    adapter.setFeatures({
      waitForTransferError: false,
      transferOutcome: { status: 'failed', reason: 'execution reverted' },
    })
    await expect(transfers.waitForTransfer(wait)).resolves.toEqual({
      status: 'failed',
      reason: 'execution reverted',
    })
  })

  it('features: sendTransferHangs and waitForTransferHangs hold calls until switched off', async () => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      transfers: {},
      features: { sendTransferHangs: true, waitForTransferHangs: true },
    })
    const transfers = adapter.transfers!
    let settled = false
    const sending = transfers.sendTransfer(transfer).finally(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    adapter.setFeatures({ sendTransferHangs: false })
    const { hash } = await sending
    const waiting = transfers.waitForTransfer({ namespace: 'eip155', network: localNetwork, hash })
    adapter.setFeatures({ waitForTransferHangs: false })
    await expect(waiting).resolves.toEqual({ status: 'confirmed' })
  })
})
