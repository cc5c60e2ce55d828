/**
 * The custom property every pixel text size of the modal is multiplied by (`scaleTextSizes`):
 * one sixteenth of the visitor's default font size, 1px at the browser's default 16 px.
 */
export const FONT_UNIT_PROPERTY = '--portico-font-unit'

/** The browser's default font size, for which the kit's pixel sizes are designed. */
const DESIGN_FONT_SIZE_PX = 16

let registered: boolean | undefined

/**
 * Registers `--portico-font-unit` as an inherited length, once per page, and says whether that
 * worked. Registered, the shadow host's `calc(1em / 16)` (baseStyles) is computed there, at the
 * host's `medium` font size, and inherited as pixels, so the modal's text follows the visitor's
 * setting without JavaScript reading a style during the open (the read it replaces forced a
 * 1.6–1.9 ms style recalculation into a cold press). `@property` in a shadow root's sheet is
 * ignored by every engine, hence the script. Registration is page-wide and cannot be undone:
 * false when the page registered the name first (another copy of the kit, or anything else) or
 * the browser has no `CSS.registerProperty`; the modal then reads the size (`visitorFontUnit`).
 *
 * @example
 * registerFontUnit() // true in a browser, once per page and on every later call
 */
export function registerFontUnit(): boolean {
  if (registered !== undefined) return registered
  if (typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return false
  try {
    CSS.registerProperty({
      name: FONT_UNIT_PROPERTY,
      syntax: '<length>',
      inherits: true,
      initialValue: '1px',
    })
    registered = true
  } catch {
    // InvalidModificationError: the name is taken, and maybe with another syntax.
    registered = false
  }
  return registered
}

/**
 * The font unit read from the modal's shadow host, for a page where `registerFontUnit` failed:
 * one sixteenth of the host's font size, which its `all: initial` makes `medium`, the visitor's
 * setting, whatever the dApp's own root font size is.
 *
 * @example
 * visitorFontUnit(shadowRoot) // '1.5px' with a browser set to 24 px
 */
export function visitorFontUnit(root: ShadowRoot): string {
  const size = Number.parseFloat(getComputedStyle(root.host).fontSize)
  const unit = Number.isFinite(size) && size > 0 ? size / DESIGN_FONT_SIZE_PX : 1
  return `${unit}px`
}
