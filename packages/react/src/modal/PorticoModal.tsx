import { lazy, Suspense, useEffect } from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useOpenerRef } from './useOpenerRef.ts'

const InlineModal = lazy(() =>
  import('./InlineModal.tsx').then((module) => ({ default: module.InlineModal })),
)

export interface PorticoModalProps {
  /** Render inline in the layout; defaults to the config's `embedded` option. */
  embedded?: boolean
}

/**
 * The modal placed by the page itself, for `embedded: true` (a card in your layout that always
 * shows Connect or Account) or `append: false` (an overlay without an element added to
 * `document.body`). With the default options `<PorticoProvider>` renders the modal on its own
 * and this component is not needed.
 *
 * @example
 * const config = createConfig({ projectId, networks, adapters, embedded: true })
 * <PorticoProvider config={config}>
 *   <aside><PorticoModal /></aside>
 * </PorticoProvider>
 */
export function PorticoModal({ embedded = undefined }: PorticoModalProps) {
  const config = usePorticoConfig()
  const opener = useOpenerRef(config)
  const inline = embedded ?? config.options.embedded
  // With the defaults the provider already renders the overlay: a second one would stack.
  const duplicate = !inline && config.options.append
  useEffect(() => {
    if (duplicate)
      console.warn(
        '[portico] <PorticoModal /> renders nothing: the provider already shows the modal. Set `embedded: true` or `append: false` to place it yourself.',
      )
  }, [duplicate])
  if (duplicate) return null
  return (
    <Suspense fallback={null}>
      <InlineModal embedded={inline} opener={opener} />
    </Suspense>
  )
}
