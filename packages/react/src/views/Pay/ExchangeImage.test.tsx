import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ExchangeImage } from './ExchangeImage.tsx'

afterEach(cleanup)

describe('ExchangeImage', () => {
  it("default: a known exchange → the kit's own mark, inline and hidden; nothing fetched", () => {
    const { container } = render(
      <ExchangeImage
        exchange={{
          id: 'sandbox-exchange',
          name: 'Sandbox Exchange',
          imageUrl: 'https://images.example/sandbox.png',
        }}
      />,
    )
    const mark = container.querySelector('svg.exchange-mark')
    expect(mark?.getAttribute('aria-hidden')).toBe('true')
    expect(mark?.getAttribute('width')).toBe('32')
    // The server's image is not used for a mark the kit has: no remote image.
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('')
  })

  it("behavior: an unknown exchange → the server's imageUrl", () => {
    const { container } = render(
      <ExchangeImage
        exchange={{ id: 'other', name: 'Other', imageUrl: 'https://images.example/other.png' }}
      />,
    )
    expect(container.querySelector('svg.exchange-mark')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/other.png',
    )
  })

  it('behavior: an unknown exchange without an image → its initial', () => {
    const { container } = render(<ExchangeImage exchange={{ id: 'other', name: 'Other' }} />)
    expect(container.querySelector('.image-placeholder')?.textContent).toBe('O')
  })
})
