import { afterEach, describe, expect, it, vi } from 'vitest'
import { isMobile } from './isMobile.ts'

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'

function viewport(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: narrow && query === '(max-width: 600px)', media: query }) as MediaQueryList,
  )
}

describe('isMobile', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('desktop user agent, wide viewport: false', () => {
    viewport(false)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA)
    expect(isMobile()).toBe(false)
  })

  it('narrow viewport: true', () => {
    viewport(true)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA)
    expect(isMobile()).toBe(true)
  })

  it('mobile user agent: true', () => {
    viewport(false)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA)
    expect(isMobile()).toBe(true)
  })
})
