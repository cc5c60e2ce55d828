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
}

/**
 * Opens and closes the Portico modal from your own UI (a headless alternative to
 * `<ConnectButton />`).
 *
 * @example
 * function BuyButton() {
 *   const { open, isOpen } = useModal()
 *   return <button onClick={() => open({ view: 'Connect' })}>{isOpen ? 'Open' : 'Connect'}</button>
 * }
 */
export function useModal(): UseModalReturnType {
  const config = usePorticoConfig()
  const isOpen = useStoreState(config.stores.modal, (state) => state.open)
  const open = useCallback(
    (options: UseModalOpenOptions = {}) => openModal(config, options),
    [config],
  )
  const close = useCallback(() => closeModal(config), [config])
  return useMemo(() => ({ open, close, isOpen }), [open, close, isOpen])
}
