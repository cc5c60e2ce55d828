import { lazy, Suspense, useEffect, useState } from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useStoreState } from '../hooks/useStoreState.ts'
import { useOpenerRef } from './useOpenerRef.ts'

// The modal and its views are a separate chunk: pages that never open it never load it.
const ModalPortal = lazy(() =>
  import('./ModalPortal.tsx').then((module) => ({ default: module.ModalPortal })),
)

/**
 * Part of `<PorticoProvider>`: loads the overlay modal the first time it opens, then keeps it
 * mounted (closed, it renders nothing but keeps its one host element). Renders nothing at all
 * when `append` is false or `embedded` is on: then the page places `<PorticoModal />` itself.
 */
export function ModalMount() {
  const config = usePorticoConfig()
  const { append, embedded } = config.options
  const isOpen = useStoreState(config.stores.modal, (state) => state.open)
  const opener = useOpenerRef(config)
  const [wanted, setWanted] = useState(isOpen)
  useEffect(() => {
    if (isOpen) setWanted(true)
  }, [isOpen])

  if (!append || embedded || !(wanted || isOpen)) return null
  return (
    <Suspense fallback={null}>
      <ModalPortal opener={opener} />
    </Suspense>
  )
}
