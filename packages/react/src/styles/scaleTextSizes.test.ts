import { describe, expect, it } from 'vitest'
import { baseStyles } from './baseStyles.ts'
import { FONT_UNIT_PROPERTY } from './fontUnit.ts'
import { scaleTextSizes } from './scaleTextSizes.ts'

describe('scaleTextSizes', () => {
  it('behavior: pixel font sizes and line heights become multiples of the font unit', () => {
    expect(scaleTextSizes('.a { font-size: 13px; line-height: 16px; font-size:12.5px }')).toBe(
      '.a { font-size: calc(13 * var(--portico-font-unit, 1px)); line-height: calc(16 * var(--portico-font-unit, 1px)); font-size: calc(12.5 * var(--portico-font-unit, 1px)) }',
    )
  })

  it('behavior: relative sizes, other properties and unitless line heights are left alone', () => {
    const css = '.a { font-size: 0.42em; line-height: 1.4; width: 13px; letter-spacing: 0.02em }'
    expect(scaleTextSizes(css)).toBe(css)
  })

  it('behavior: every sheet made with styleSheet() has no fixed pixel text size left', () => {
    expect(baseStyles.cssText).not.toMatch(/(font-size|line-height):\s*\d+px/)
    expect(baseStyles.cssText).toContain(`font-size: calc(15 * var(${FONT_UNIT_PROPERTY}, 1px))`)
  })

  it("behavior: the shared sheet sets the unit on the shadow host, from the host's own font size", () => {
    expect(baseStyles.cssText).toMatch(
      new RegExp(`:host \\{[^}]*${FONT_UNIT_PROPERTY}: calc\\(1em / 16\\);`),
    )
  })
})
