import { vi } from 'vitest'

/** What the kit uses of the provider's window. */
export interface FakePopup {
  closed: boolean
  close(): void
  location: { href: string }
}

export interface PopupStub {
  /** Every window the kit opened, oldest first. */
  readonly popups: readonly FakePopup[]
  /** The arguments of every `window.open` call. */
  readonly calls: readonly unknown[][]
  /** The last window opened (throws when none was). */
  last(): FakePopup
  /** A message arriving on the page's window, as a browser dispatches it. */
  post(data: unknown, from: { origin: string; source: unknown }): void
  /** The visitor closes the window. */
  closeByVisitor(popup?: FakePopup): void
}

/**
 * A FAKE of the provider's popup window: happy-dom cannot open a second browsing context with
 * `window.open`, so `window.open` is stubbed to hand out plain objects with the three members
 * the kit uses (`closed`, `close()`, `location.href`), or `null` (a blocked popup) with
 * `blocked`. Messages "from" the window are dispatched on the page's window with the `origin`
 * and `source` a browser would stamp. Restore with `vi.restoreAllMocks()`.
 *
 * @example
 * const stub = stubPopups()
 * connectSocial(config, { provider: 'github' })
 * stub.post({ type: 'PORTICO_SOCIAL_RESULT', resultUri }, { origin, source: stub.last() })
 */
export function stubPopups(parameters: { blocked?: boolean } = {}): PopupStub {
  const popups: FakePopup[] = []
  const calls: unknown[][] = []
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    calls.push(args)
    if (parameters.blocked) return null
    const popup: FakePopup = {
      closed: false,
      close() {
        popup.closed = true
      },
      location: { href: '' },
    }
    popups.push(popup)
    return popup as unknown as Window
  })
  const last = () => {
    const popup = popups.at(-1)
    if (!popup) throw new Error('No popup was opened')
    return popup
  }
  return {
    popups,
    calls,
    last,
    post(data, { origin, source }) {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
      )
    },
    closeByVisitor(popup = last()) {
      popup.closed = true
    },
  }
}
