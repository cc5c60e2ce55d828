import { cancelSiwx, closeModal } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useStoreState } from '../hooks/useStoreState.ts'
import { useLoadable } from './loadable.ts'
import { modalPortalChunk, preloadModal } from './modalChunk.ts'
import { preloadAhead } from './preloadAhead.ts'
import { useIsModalHost } from './useIsModalHost.ts'
import { useOpenerRef } from './useOpenerRef.ts'

/**
 * Part of `<PorticoProvider>`: mounts the overlay modal once the page is idle after loading, or
 * when it first opens if that comes sooner (or the visitor asked to save data), then keeps it
 * mounted (closed, it renders nothing but keeps its one host element). Renders nothing at all
 * when `append` is false or `embedded` is on: then the page places `<PorticoModal />` itself.
 */
export function ModalMount() {
  const config = usePorticoConfig()
  const { append, embedded } = config.options
  const isOpen = useStoreState(config.stores.modal, (state) => state.open)
  const opener = useOpenerRef(config)
  const [wanted, setWanted] = useState(isOpen)
  const isHost = useIsModalHost(config)

  // Start fetching the shell and the target view the moment the store opens, before React
  // renders, so both chunks load in parallel rather than one after the other.
  useEffect(
    () =>
      config.stores.modal.subscribe((state, previous) => {
        if (state.open && !previous.open) preloadModal(config, config.stores.router.getState().view)
      }),
    [config],
  )
  // Nothing left to fetch on the first click: the modal's code starts as the page becomes
  // interactive. Nothing left to mount either: the closed modal mounts once the page is idle, and
  // a first open no longer creates the host and renders the shell twice before its view (the
  // bench's click 3 s after load went 2.97× → 2.03× the bare page's).
  useEffect(() => preloadAhead(config, { mount: () => setWanted(true) }), [config])
  // Once opened, it stays mounted. Set while rendering, which React redoes at once for this
  // component alone; an effect would render the whole modal a second time on its first open.
  if (isOpen && !wanted) setWanted(true)

  const active = isHost && append && !embedded && wanted
  // No error boundary wraps the host page's tree here: a chunk that fails to load is reported,
  // the modal closes, and the next open tries again.
  const ModalPortal = useLoadable(active ? modalPortalChunk : undefined, {
    retryKey: isOpen,
    // A visitor who pressed before the chunk had run sees it in the frame after it arrives.
    urgent: isOpen,
    onError: (error) => {
      // Mounted ahead at idle, closed: nothing is shown or waiting, so nothing to report or to
      // close (closing cancels flows: a pairing, an approval). The open retries (retryKey).
      if (!config.stores.modal.getState().open) return
      console.error('[portico] the modal could not be loaded', error)
      // A sign-in it was to ask for cannot be shown: it ends as its Cancel would (a required
      // one disconnects), else a required sign-in would keep an invisible modal open.
      if (config.stores.siwx.getState().prompt) void cancelSiwx(config)
      else closeModal(config)
    },
  })
  if (!active || !ModalPortal) return null
  return <ModalPortal opener={opener} />
}
