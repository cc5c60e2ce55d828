import { vi } from 'vitest'

/**
 * Stubs `requestIdleCallback` so that the page's idle moment comes only when the test says:
 * `idle()` runs what was waiting for it (nothing before `requested()`). Undone by
 * `vi.unstubAllGlobals()`.
 *
 * @example
 * const moment = holdIdleMoment()
 * await renderKit()
 * await waitFor(() => expect(moment.requested()).toBe(true))
 * act(() => moment.idle())
 */
export function holdIdleMoment(): { idle: () => void; requested: () => boolean } {
  let waiting: (() => void) | undefined
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    waiting = callback
    return 1
  })
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  return { idle: () => waiting?.(), requested: () => waiting !== undefined }
}
