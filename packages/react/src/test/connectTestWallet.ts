import { connect, type PorticoConfig } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * Connects the test adapter's wallet once its connector is listed, as a visitor would through
 * the modal, and waits for the connection.
 *
 * @example
 * const { config, result } = await renderHookWithKit(() => useWalletInfo())
 * await connectTestWallet(config)
 */
export async function connectTestWallet(config: PorticoConfig): Promise<void> {
  await waitFor(() => expect(config.stores.connectors.getState().connectors).not.toHaveLength(0))
  await act(() => connect(config, { connectorId: 'dev.portico.test' }))
}
