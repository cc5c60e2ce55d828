import { connect, UserRejectedRequestError } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useWalletRequest } from './useWalletRequest.ts'

afterEach(cleanupKits)

describe('useWalletRequest', () => {
  it('default: idle', async () => {
    const { result } = await renderHookWithKit(() => useWalletRequest())
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isPending: false })
  })

  it('behavior: connected, resolves with the wallet answer and keeps it', async () => {
    const { result, config, adapter } = await renderHookWithKit(() => useWalletRequest())
    adapter.request = async ({ method, params }) => ({ method, params })
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))
    await act(() => connect(config, { connectorId: 'dev.portico.test' }))

    let answer: unknown
    await act(async () => {
      answer = await result.current.sendRequest({ method: 'eth_signTypedData_v4', params: ['a'] })
    })
    expect(answer).toEqual({ method: 'eth_signTypedData_v4', params: ['a'] })
    expect(result.current.data).toBe(answer)
  })

  it('behavior: the wallet refuses, the typed error is kept until reset', async () => {
    const { result, config, adapter } = await renderHookWithKit(() => useWalletRequest())
    adapter.request = async () => {
      throw new UserRejectedRequestError()
    }
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))
    await act(() => connect(config, { connectorId: 'dev.portico.test' }))

    await act(() =>
      expect(result.current.sendRequest({ method: 'personal_sign' })).rejects.toThrow(
        'User rejected the request',
      ),
    )
    expect(result.current.error?.name).toBe('UserRejectedRequestError')
    act(() => result.current.reset())
    expect(result.current.error).toBeUndefined()
  })
})
