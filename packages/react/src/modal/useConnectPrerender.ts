import type { PorticoConfig } from '@portico/core'
import { useEffect, useState } from 'react'
import { openingView } from './modalChunk.ts'
import { onIdle } from './onIdle.ts'

/**
 * Whether the closed modal renders its dialog ahead of the first open, hidden: once, from the
 * first idle moment while the overlay is `ready` (its messages are here) and closed, if a plain
 * open would show Connect then (not connected), until that first open. The open then shows the
 * tree already built (a style changes) instead of building it inside the click's task: React's
 * render and commit of the dialog were nearly all of a warm click's time (Chromium traces of the
 * packed peer). Never after the first open: later opens build the dialog as they always did, so
 * a closed modal holds nothing once it has been used.
 *
 * The shell renders the same tree either way (ModalContent), so the open reuses it. Hidden, it
 * must show nothing and change nothing: Connect's effects only read on mount (the wallet lists,
 * fetched once per config already; focus moves only on a later press), ModalContent leaves the
 * snackbar's timers to the open, and a route other than Connect is not rendered hidden.
 * The view is read at the idle moment, not subscribed to: the shell re-rendering on every
 * connection change would cost each open (measured with the router's view subscribed: the
 * second open was 2.5 ms slower).
 *
 * @example
 * const prerender = useConnectPrerender(config, { ready: i18n !== undefined, open: isOpen })
 */
export function useConnectPrerender(
  config: PorticoConfig,
  { ready, open }: { ready: boolean; open: boolean },
): boolean {
  const [stage, setStage] = useState<'waiting' | 'due' | 'done'>('waiting')
  const waiting = ready && !open && stage === 'waiting'
  useEffect(() => {
    if (!waiting) return
    return onIdle(() => setStage(openingView(config) === 'Connect' ? 'due' : 'done'))
  }, [config, waiting])
  // Set while rendering: React redoes this component alone before committing.
  if (open && stage !== 'done') setStage('done')
  return ready && !open && stage === 'due'
}
