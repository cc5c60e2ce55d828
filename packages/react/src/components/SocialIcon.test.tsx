import { cleanup, render } from '@testing-library/react'
import { siDiscord, siGoogle, siX } from 'simple-icons'
import { afterEach, describe, expect, it } from 'vitest'
import { SocialIcon } from './SocialIcon.tsx'

afterEach(cleanup)

const PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

describe('SocialIcon', () => {
  it.each(PROVIDERS)(
    'parameters: %s → its mark as inline SVG, hidden from assistive tech, no text',
    (provider) => {
      const { container } = render(<SocialIcon provider={provider} size={22} />)
      const svg = container.querySelector('svg')
      expect(svg?.getAttribute('aria-hidden')).toBe('true')
      expect(svg?.getAttribute('focusable')).toBe('false')
      expect(svg?.getAttribute('width')).toBe('22')
      expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
      expect(container.textContent).toBe('')
      expect(container.querySelector('img')).toBeNull()
    },
  )

  it("default: the marks are simple-icons' path data, in the brand colour or, for black marks, the text colour", () => {
    const { container } = render(
      <>
        <SocialIcon provider="discord" />
        <SocialIcon provider="x" />
      </>,
    )
    const [discord, x] = [...container.querySelectorAll('svg path')]
    expect(discord?.getAttribute('d')).toBe(siDiscord.path)
    expect(discord?.getAttribute('fill')).toBe('#5865F2')
    // Black on the light theme, white on the dark one, as X's own reversed mark.
    expect(x?.getAttribute('d')).toBe(siX.path)
    expect(x?.getAttribute('fill')).toBe('currentColor')
  })

  it("behavior: Google's G in four colours, each clip unique to its icon", () => {
    const { container } = render(
      <>
        <SocialIcon provider="google" />
        <SocialIcon provider="google" />
      </>,
    )
    const paths = [...container.querySelectorAll('svg path')]
    expect(paths).toHaveLength(8)
    expect(new Set(paths.map((path) => path.getAttribute('d')))).toEqual(new Set([siGoogle.path]))
    expect(paths.slice(0, 4).map((path) => path.getAttribute('fill'))).toEqual([
      '#ea4335',
      '#fbbc05',
      '#34a853',
      '#4285F4',
    ])
    const clipIds = [...container.querySelectorAll('clipPath')].map((clip) => clip.id)
    expect(new Set(clipIds).size).toBe(8)
    for (const path of paths) {
      const id = path.getAttribute('clip-path')?.match(/^url\(#(.+)\)$/)?.[1]
      expect(clipIds).toContain(id)
    }
  })
})
