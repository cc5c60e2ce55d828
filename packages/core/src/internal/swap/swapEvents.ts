import type { PorticoConfig, SwapRunRecord } from '../../types/config.ts'
import { emitEvent } from '../project/emitEvent.ts'

/** Which part of a swap an error event is about. */
export type SwapStage = 'quote' | 'approval' | 'swap'

/** SWAP_ERROR with the swap's properties, the stage, the message and the hash when one was sent. */
export function emitSwapError(
  config: PorticoConfig,
  run: SwapRunRecord,
  stage: SwapStage,
  message: string,
  hash?: string,
): void {
  emitEvent(config, 'SWAP_ERROR', {
    ...run.properties,
    stage,
    message,
    ...(hash ? { hash } : {}),
  })
}
