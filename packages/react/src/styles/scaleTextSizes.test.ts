import { describe, expect, it } from 'vitest'
import { baseStyles } from './baseStyles.ts'
import { FONT_SCALE_PROPERTY, scaleTextSizes, visitorFontScale } from './scaleTextSizes.ts'

describe('scaleTextSizes', () => {
  it('behavior: pixel font sizes and line heights are multiplied by the font scale', () => {
    expect(scaleTextSizes('.a { font-size: 13px; line-height: 16px; font-size:12.5px }')).toBe(
      '.a { font-size: calc(13px * var(--portico-font-scale, 1)); line-height: calc(16px * var(--portico-font-scale, 1)); font-size: calc(12.5px * var(--portico-font-scale, 1)) }',
    )
  })

  it('behavior: relative sizes, other properties and unitless line heights are left alone', () => {
    const css = '.a { font-size: 0.42em; line-height: 1.4; width: 13px; letter-spacing: 0.02em }'
    expect(scaleTextSizes(css)).toBe(css)
  })

  it('behavior: every sheet made with styleSheet() has no fixed pixel text size left', () => {
    expect(baseStyles.cssText).not.toMatch(/(font-size|line-height):\s*\d+px/)
    expect(baseStyles.cssText).toContain(`font-size: calc(15px * var(${FONT_SCALE_PROPERTY}, 1))`)
  })
})

describe('visitorFontScale', () => {
  const rootWithFontSize = (fontSize: string) => {
    const host = document.createElement('div')
    host.style.fontSize = fontSize
    document.body.append(host)
    return host.attachShadow({ mode: 'open' })
  }

  it('behavior: the host font size over 16 px', () => {
    expect(visitorFontScale(rootWithFontSize('16px'))).toBe(1)
    expect(visitorFontScale(rootWithFontSize('24px'))).toBe(1.5)
  })

  it('edge: a host without a font size keeps the designed sizes', () => {
    const host = document.createElement('div')
    expect(visitorFontScale(host.attachShadow({ mode: 'open' }))).toBe(1)
  })
})
