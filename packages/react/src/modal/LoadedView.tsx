import type { ViewName } from '@portico/core'
import { Spinner } from '../components/Spinner.tsx'
import { useLoadable } from './loadable.ts'
import { viewChunk } from './viewRegistry.ts'

/** The current view once its chunk is here, a spinner until then (no Suspense throttling). */
export function LoadedView({ view }: { view: ViewName }) {
  const View = useLoadable(viewChunk(view))
  if (View) return <View />
  return (
    <div className="view-loading">
      <Spinner size={24} label="Loading" />
    </div>
  )
}
