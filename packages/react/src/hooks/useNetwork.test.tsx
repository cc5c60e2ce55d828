import { connect } from '@portico/core'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useNetwork } from './useNetwork.ts'

afterEach(cleanupKits)

describe('useNetwork', () => {
  it('default: the default network and every configured one', async () => {
    const { result } = await renderHookWithKit(() => useNetwork())
    expect(result.current.network?.caipNetworkId).toBe('eip155:31337')
    expect(result.current.networks).toEqual([localNetwork, localNetwork2])
    expect(result.current.unsupportedChainId).toBeUndefined()
  })

  it('behavior: switchNetwork moves the connected wallet', async () => {
    const { result, config, adapter } = await renderHookWithKit(() => useNetwork())
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))
    await act(() => connect(config, { connectorId: 'dev.portico.test' }))

    await act(() => result.current.switchNetwork(localNetwork2))
    expect(result.current.network?.id).toBe(31338)
    expect(adapter.state.calls.switchNetwork).toBe(1)
  })

  it('behavior: a failed switch rejects and keeps the network', async () => {
    const { result, config, adapter } = await renderHookWithKit(() => useNetwork())
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))
    await act(() => connect(config, { connectorId: 'dev.portico.test' }))
    adapter.setFeatures({ switchNetworkErrorCode: 4902 })

    await act(() =>
      expect(result.current.switchNetwork(localNetwork2)).rejects.toThrow('Chain is not supported'),
    )
    expect(result.current.network?.id).toBe(31337)
  })
})
