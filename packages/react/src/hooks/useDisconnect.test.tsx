import { connect } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useAccount } from './useAccount.ts'
import { useDisconnect } from './useDisconnect.ts'

afterEach(cleanupKits)

describe('useDisconnect', () => {
  it('behavior: disconnects the connected wallet', async () => {
    const { result, config } = await renderHookWithKit(() => ({
      account: useAccount(),
      disconnect: useDisconnect(),
    }))
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))
    await act(() => connect(config, { connectorId: 'dev.portico.test' }))
    expect(result.current.account.isConnected).toBe(true)

    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.status).toBe('disconnected')
    expect(result.current.disconnect.isPending).toBe(false)
    expect(result.current.disconnect.error).toBeUndefined()
  })
})
