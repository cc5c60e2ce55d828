import { type ChainNamespace, closeModal, openModal, type ViewName } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseModalOpenOptions {
  /** The view to show; by default Account when connected, else Connect (spec §2). */
  view?: ViewName
  /** Switch to this chain family first, when it is not the active one. */
  namespace?: ChainNamespace
}

export interface UseModalReturnType {
  open: (options?: UseModalOpenOptions) => Promise<void>
  close: () => void
  isOpen: boolean
  /** The view on top of the modal's history (Connect while closed, spec §2). */
  view: ViewName
}

/**
 * Opens and closes the Portico modal from your own UI (a headless alternative to
 * `<ConnectButton />`), with a view and a chain family to open on, and tells whether it is open
 * and on which view.
 *
 * @example
 * function BuyButton() {
 *   const { open, isOpen } = useModal()
 *   return <button onClick={() => open({ view: 'Connect' })}>{isOpen ? 'Open' : 'Connect'}</button>
 * }
 *
 * function SolanaNetworks() {
 *   const { open } = useModal()
 *   return <button onClick={() => open({ view: 'SwitchNetwork', namespace: 'solana' })}>Networks</button>
 * }
 */
export function useModal(): UseModalReturnType {
  const config = usePorticoConfig()
  const isOpen = useStoreState(config.stores.modal, (state) => state.open)
  const view = useStoreState(config.stores.router, (state) => state.view)
  const open = useCallback(
    (options: UseModalOpenOptions = {}) => openModal(config, options),
    [config],
  )
  const close = useCallback(() => closeModal(config), [config])
  return useMemo(() => ({ open, close, isOpen, view }), [open, close, isOpen, view])
}
