import { vi } from 'vitest'

/**
 * Stubs `requestIdleCallback` so that the page's idle moment comes only when the test says:
 * `idle()` runs every callback waiting for it then (nothing before `requested()`). Undone by
 * `vi.unstubAllGlobals()`.
 *
 * @example
 * const moment = holdIdleMoment()
 * await renderKit()
 * await waitFor(() => expect(moment.requested()).toBe(true))
 * act(() => moment.idle())
 */
export function holdIdleMoment(): { idle: () => void; requested: () => boolean } {
  const waiting = new Map<number, () => void>()
  let requests = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    requests++
    waiting.set(requests, callback)
    return requests
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle))
  return {
    idle: () => {
      const due = [...waiting.values()]
      waiting.clear()
      for (const callback of due) callback()
    },
    requested: () => requests > 0,
  }
}
