import { connect } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useAccount } from './useAccount.ts'

afterEach(cleanupKits)

describe('useAccount', () => {
  it('default: disconnected', async () => {
    const { result } = await renderHookWithKit(() => useAccount())
    expect(result.current).toEqual({
      address: undefined,
      accounts: [],
      caipAddress: undefined,
      status: 'disconnected',
      isConnected: false,
      balance: undefined,
      balanceSymbol: undefined,
      connector: undefined,
    })
  })

  it('behavior: connected, the account, its balance and connector', async () => {
    const { result, config } = await renderHookWithKit(() => useAccount())
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))

    await act(() => connect(config, { connectorId: 'dev.portico.test' }))
    await waitFor(() => expect(result.current.balance).toBeDefined())
    expect(result.current).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      status: 'connected',
      isConnected: true,
      balanceSymbol: 'ETH',
      connector: { id: 'dev.portico.test', name: 'Portico Test Wallet' },
    })
    expect(result.current.accounts).toEqual([
      { address: TEST_ADDRESS, namespace: 'eip155', type: 'eoa' },
    ])
  })

  it('parameters: namespace, reads that chain family', async () => {
    const { result } = await renderHookWithKit(() => useAccount('solana'))
    expect(result.current.status).toBe('disconnected')
    expect(result.current.address).toBeUndefined()
  })
})
