import type { ViewName } from '@portico/core'
import { Spinner } from '../components/Spinner.tsx'
import { useLoadable } from './loadable.ts'
import { viewChunk } from './viewRegistry.ts'

/** The current view once its chunk is here, a spinner until then (no Suspense throttling). */
export function LoadedView({ view }: { view: ViewName }) {
  // Rendered only while the view is shown: the visitor is waiting for it.
  const View = useLoadable(viewChunk(view), { urgent: true })
  if (View) return <View />
  return (
    <div className="view-loading">
      <Spinner size={24} label="Loading" />
    </div>
  )
}
