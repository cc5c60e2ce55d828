import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletImage } from './WalletImage.tsx'

// http URLs: happy-dom never loads them (it decodes data URIs at once), so each test says when.
const ICON = 'https://images.example/rabby.webp'
const OTHER_ICON = 'https://images.example/rainbow.webp'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function frame() {
  return screen.getByTestId('wallet-image')
}

function img(container: HTMLElement) {
  const image = container.querySelector('img')
  if (!image) throw new Error('no img')
  return image
}

/** happy-dom never loads an image: this says "the browser already has it" (memory cache). */
function imagesAlreadyComplete() {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(96)
}

describe('WalletImage', () => {
  it('default: the placeholder until the image has loaded, then the image', () => {
    const { container } = render(<WalletImage src={ICON} name="Rabby" />)
    expect(frame().dataset.state).toBe('loading')
    expect(frame().textContent).toBe('R')

    fireEvent.load(img(container))
    expect(frame().dataset.state).toBe('loaded')
    expect(img(container).getAttribute('alt')).toBe('')
    expect(frame().textContent).toBe('')
  })

  it('behavior: a failed image shows the placeholder', () => {
    const { container } = render(<WalletImage src={ICON} name="Rabby" />)

    fireEvent.error(img(container))
    expect(frame().dataset.state).toBe('failed')
    expect(container.querySelector('img')).toBeNull()
    expect(frame().textContent).toBe('R')
  })

  // The first-row bug of All Wallets (issue #21): at IMAGE_PRELOAD_TIMEOUT_MS the image was
  // dropped for good, so one that arrived later never replaced the initial.
  it(`behavior: an image slower than ${IMAGE_PRELOAD_TIMEOUT_MS} ms still replaces the placeholder`, () => {
    const { container } = render(<WalletImage src={ICON} name="Zerion" />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS * 3))
    expect(frame().dataset.state).toBe('loading')
    expect(frame().textContent).toBe('Z')

    fireEvent.load(img(container))
    expect(frame().dataset.state).toBe('loaded')
    expect(frame().textContent).toBe('')
  })

  it('behavior: an image already complete (from the cache) shows in the first frame, unfaded', () => {
    imagesAlreadyComplete()
    const { container } = render(<WalletImage src={ICON} name="MetaMask" />)

    expect(frame().dataset.state).toBe('loaded')
    expect(frame().textContent).toBe('')
    expect(img(container).getAttribute('style')).toContain('transition: none')
    // Its load event, a task later, changes nothing; nor does the old timeout.
    fireEvent.load(img(container))
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS * 2))
    expect(frame().dataset.state).toBe('loaded')
  })

  it('behavior: a new src starts over with the placeholder, and a load of the old one is ignored', () => {
    const { container, rerender } = render(<WalletImage src={ICON} name="Rainbow" />)
    const first = img(container)
    fireEvent.load(first)
    expect(frame().dataset.state).toBe('loaded')

    rerender(<WalletImage src={OTHER_ICON} name="Rainbow" />)
    expect(frame().dataset.state).toBe('loading')
    expect(frame().textContent).toBe('R')
    const second = img(container)
    expect(second).not.toBe(first)
    fireEvent.load(first)
    expect(frame().dataset.state).toBe('loading')
    fireEvent.load(second)
    expect(frame().dataset.state).toBe('loaded')
  })

  it('parameters: no src, placeholder at once', () => {
    const { container } = render(<WalletImage src={null} name="Ledger Live" />)
    expect(frame().dataset.state).toBe('failed')
    expect(container.querySelector('img')).toBeNull()
  })

  it('parameters: an unsafe src is never put in the page', () => {
    const { container } = render(<WalletImage src="javascript:alert(1)" name="Evil" />)
    expect(container.querySelector('img')).toBeNull()
    expect(frame().textContent).toBe('E')
  })

  it('parameters: fallbackSrc → tried once src fails, then the placeholder; never src again', () => {
    const { container } = render(<WalletImage src={ICON} fallbackSrc={OTHER_ICON} name="Rabby" />)
    fireEvent.error(img(container))
    expect(img(container).getAttribute('src')).toBe(OTHER_ICON)
    expect(frame().dataset.state).toBe('loading')
    fireEvent.load(img(container))
    expect(frame().dataset.state).toBe('loaded')
    expect(img(container).getAttribute('src')).toBe(OTHER_ICON)

    cleanup()
    const again = render(<WalletImage src={ICON} fallbackSrc={OTHER_ICON} name="Rabby" />)
    fireEvent.error(img(again.container))
    fireEvent.error(img(again.container))
    expect(again.container.querySelector('img')).toBeNull()
    expect(frame().dataset.state).toBe('failed')
  })

  it('parameters: fallbackSrc alone (no src) is shown at once', () => {
    const { container } = render(<WalletImage fallbackSrc={OTHER_ICON} name="Rabby" />)
    expect(img(container).getAttribute('src')).toBe(OTHER_ICON)
  })

  it('parameters: a glyph placeholder, not a letter that would pass for a logo, loading and failed', () => {
    const glyphs = (['wallet', 'browserWallet', 'picture'] as const).map((placeholder) => {
      const { container, unmount } = render(
        <WalletImage src={ICON} name="Rabby" placeholder={placeholder} />,
      )
      const stand = () => frame().querySelector(`[data-placeholder="${placeholder}"]`)
      expect(frame().textContent, `${placeholder} while loading`).toBe('')
      expect(stand()?.querySelector('svg')).not.toBeNull()
      fireEvent.error(img(container))
      expect(frame().dataset.state).toBe('failed')
      expect(frame().textContent, `${placeholder} once failed`).toBe('')
      const drawn = stand()?.innerHTML
      unmount()
      return drawn
    })
    // Three different drawings.
    expect(new Set(glyphs).size).toBe(3)
  })

  it('parameters: the initial placeholder with an empty name draws a wallet', () => {
    render(<WalletImage name=" " />)
    expect(frame().dataset.state).toBe('failed')
    expect(frame().querySelector('[data-placeholder="initial"] svg')).not.toBeNull()
  })
})
