/** The custom property the modal's text sizes are multiplied by (`visitorFontScale`). */
export const FONT_SCALE_PROPERTY = '--portico-font-scale'

const TEXT_SIZE = /(font-size|line-height)\s*:\s*(\d*\.?\d+)px/g

/**
 * Makes every pixel font size and line height of a sheet follow the visitor's default font
 * size: `font-size: 13px` becomes `font-size: calc(13px * var(--portico-font-scale, 1))`. The
 * sizes stay written in pixels, as designed for the browser's default 16 px; a visitor who set a
 * larger default font gets them larger in proportion. (Not `rem`: a dApp may set its own root
 * font size, e.g. `html { font-size: 62.5% }`, which must not shrink the modal.)
 *
 * @example
 * scaleTextSizes('.tag { font-size: 11px; }')
 * // '.tag { font-size: calc(11px * var(--portico-font-scale, 1)); }'
 */
export function scaleTextSizes(cssText: string): string {
  return cssText.replace(
    TEXT_SIZE,
    (_match, property: string, size: string) =>
      `${property}: calc(${size}px * var(${FONT_SCALE_PROPERTY}, 1))`,
  )
}

/** The browser's default font size, for which the kit's pixel sizes are designed. */
const DESIGN_FONT_SIZE_PX = 16

/**
 * The visitor's default font size over the 16 px the modal is designed for (1.5 for a browser
 * set to 24 px), read from the modal's shadow host: its `all: initial` gives it the `medium`
 * font size, the visitor's setting, whatever the dApp's own root font size is.
 *
 * @example
 * visitorFontScale(shadowRoot) // 1 with the browser's default font size
 */
export function visitorFontScale(root: ShadowRoot): number {
  const size = Number.parseFloat(getComputedStyle(root.host).fontSize)
  return Number.isFinite(size) && size > 0 ? size / DESIGN_FONT_SIZE_PX : 1
}
