import type { PorticoConfig } from '@portico/core'
import { useEffect, useState } from 'react'
import { ConnectView } from '../views/Connect/ConnectView.tsx'
import { openingView } from './modalChunk.ts'
import { onIdle } from './onIdle.ts'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'

/**
 * The Connect view rendered once, hidden, while the closed modal waits for its first open, then
 * removed. The first run of any code is the slow one (the engine compiles each function as it
 * first runs it, and the view's stylesheet is parsed as it is first added): at an idle moment
 * that work is done before the click, not after it. Measured on the demo's build (24 visits
 * each, interleaved), a first open 3 s after load took 25–28 ms and a third 16–20 ms;
 * rehearsed, the first took 21.5–22 ms.
 *
 * Connect's effects do nothing but read on mount (the wallet lists, fetched once per config
 * already; focus moves only on a later press), so a rehearsal shows nothing and changes
 * nothing: keep them so. Its `<img>`s ask for the wallet icons that the idle preload already
 * fetched.
 */
export function ConnectRehearsal({ onDone }: { onDone: () => void }) {
  // Once committed (and its effects run), it has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it ends once, as it mounts
  useEffect(() => onDone(), [])
  return (
    // Inline as well: a sheet's rule giving a div a display would outrank `hidden`'s.
    <div hidden style={{ display: 'none' }} data-portico-rehearsal="">
      {/* A view that throws is the open's to show; here it must not reach the page's tree. */}
      <ViewErrorBoundary>
        <ConnectView />
      </ViewErrorBoundary>
    </div>
  )
}

/**
 * Whether to render the rehearsal now: once, at the first idle moment while the overlay is
 * `ready` (its messages are here) and closed, if a plain open would show Connect then (not
 * connected); `done` ends it. Never after the modal has opened: the open did the work.
 * The view is read at that moment, not subscribed to: the shell re-rendering on every
 * connection change would cost each open what the rehearsal saves the first (measured with the
 * router's view subscribed: the second open was 2.5 ms slower).
 *
 * @example
 * const rehearsal = useConnectRehearsal(config, { ready: i18n !== undefined, open: isOpen })
 * rehearsal.show ? <ConnectRehearsal onDone={rehearsal.done} /> : null
 */
export function useConnectRehearsal(
  config: PorticoConfig,
  { ready, open }: { ready: boolean; open: boolean },
): { show: boolean; done: () => void } {
  const [stage, setStage] = useState<'waiting' | 'due' | 'done'>('waiting')
  const waiting = ready && !open && stage === 'waiting'
  useEffect(() => {
    if (!waiting) return
    return onIdle(() => setStage(openingView(config) === 'Connect' ? 'due' : 'done'))
  }, [config, waiting])
  // Set while rendering: React redoes this component alone before committing.
  if (open && stage !== 'done') setStage('done')
  return { show: ready && !open && stage === 'due', done: () => setStage('done') }
}
