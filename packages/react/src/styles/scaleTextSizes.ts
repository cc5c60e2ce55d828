import { FONT_UNIT_PROPERTY } from './fontUnit.ts'

const TEXT_SIZE = /(font-size|line-height)\s*:\s*(\d*\.?\d+)px/g

/**
 * Makes every pixel font size and line height of a sheet follow the visitor's default font
 * size: `font-size: 13px` becomes `font-size: calc(13 * var(--portico-font-unit, 1px))`, the
 * unit being a sixteenth of that size (`fontUnit.ts`). The sizes stay written in pixels, as
 * designed for the browser's default 16 px; a visitor who set a larger default font gets them
 * larger in proportion. (Not `rem`: a dApp may set its own root font size, e.g.
 * `html { font-size: 62.5% }`, which must not shrink the modal.)
 *
 * @example
 * scaleTextSizes('.tag { font-size: 11px; }')
 * // '.tag { font-size: calc(11 * var(--portico-font-unit, 1px)); }'
 */
export function scaleTextSizes(cssText: string): string {
  return cssText.replace(
    TEXT_SIZE,
    (_match, property: string, size: string) =>
      `${property}: calc(${size} * var(${FONT_UNIT_PROPERTY}, 1px))`,
  )
}
