import { connect } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useSignMessage } from './useSignMessage.ts'

afterEach(cleanupKits)

describe('useSignMessage', () => {
  it('default: idle', async () => {
    const { result } = await renderHookWithKit(() => useSignMessage())
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isPending: false })
  })

  it('behavior: connected, resolves with the signature and keeps it', async () => {
    const { result, config, adapter } = await renderHookWithKit(() => useSignMessage())
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))
    await act(() => connect(config, { connectorId: 'dev.portico.test' }))

    let signature: string | undefined
    await act(async () => {
      signature = await result.current.signMessage({ message: 'hello' })
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(result.current.data).toBe(signature)
    expect(adapter.state.calls.signMessage).toBe(1)
  })

  it('behavior: not connected, rejects and keeps the error until reset', async () => {
    const { result } = await renderHookWithKit(() => useSignMessage())

    await act(() =>
      expect(result.current.signMessage({ message: 'hi' })).rejects.toThrow('Not connected'),
    )
    expect(result.current.error?.message).toBe('Not connected')
    expect(result.current.isPending).toBe(false)

    act(() => result.current.reset())
    expect(result.current.error).toBeUndefined()
  })
})
