import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletImage } from './WalletImage.tsx'

const ICON = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function frame() {
  return screen.getByTestId('wallet-image')
}

describe('WalletImage', () => {
  it('default: shows the image once it has loaded', () => {
    const { container } = render(<WalletImage src={ICON} name="Rabby" />)
    const image = container.querySelector('img')
    if (!image) throw new Error('no img')
    expect(frame().dataset.state).toBe('loading')

    fireEvent.load(image)
    expect(frame().dataset.state).toBe('loaded')
    expect(image.getAttribute('alt')).toBe('')
    expect(frame().textContent).toBe('')
  })

  it('behavior: a failed image shows the placeholder', () => {
    const { container } = render(<WalletImage src={ICON} name="Rabby" />)
    const image = container.querySelector('img')
    if (!image) throw new Error('no img')

    fireEvent.error(image)
    expect(frame().dataset.state).toBe('failed')
    expect(container.querySelector('img')).toBeNull()
    expect(frame().textContent).toBe('R')
  })

  it(`behavior: an image slower than ${IMAGE_PRELOAD_TIMEOUT_MS} ms shows the placeholder`, () => {
    const { container } = render(<WalletImage src={ICON} name="Zerion" />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(frame().dataset.state).toBe('loading')

    act(() => vi.advanceTimersByTime(1))
    expect(frame().dataset.state).toBe('failed')
    expect(container.querySelector('img')).toBeNull()
    expect(frame().textContent).toBe('Z')
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
})
