import { connect, openModal } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { type Kit, type RenderKitParameters, renderKit } from './renderKit.tsx'

/** Bounds for the first paint of a lazily loaded chunk on a busy machine. */
export const CHUNK_TIMEOUT = { timeout: 10_000 }

/**
 * The kit with a wallet that can send (the mock adapter's `transfers`: a fixed 0.000021 ETH fee,
 * failures by `kit.adapter.setFeatures`), connected, on the Account view.
 *
 * @example
 * const kit = await openAccountWithTransfers()
 * await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))
 */
export async function openAccountWithTransfers(parameters: RenderKitParameters = {}): Promise<Kit> {
  const kit = await renderKit({
    ...parameters,
    adapter: { transfers: {}, ...parameters.adapter },
  })
  await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
  await act(() => openModal(kit.config, { view: 'Account' }))
  // The first open loads the modal's chunk, then the view's.
  await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy(), CHUNK_TIMEOUT)
  await kit.modal().findByTestId('account-address', {}, CHUNK_TIMEOUT)
  return kit
}

/**
 * `openAccountWithTransfers`, then the Account view's Send button: the Send form, once its
 * token (the native currency, picked by default) shows.
 *
 * @example
 * const kit = await openSendView()
 * await kit.user.type(kit.modal().getByLabelText('Amount'), '1')
 */
export async function openSendView(parameters: RenderKitParameters = {}): Promise<Kit> {
  const kit = await openAccountWithTransfers(parameters)
  await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))
  await kit.modal().findByRole('form', { name: 'Send' }, CHUNK_TIMEOUT)
  return kit
}
