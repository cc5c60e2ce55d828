import { scaleTextSizes } from './scaleTextSizes.ts'

/**
 * A piece of the modal's CSS that belongs to one view or component and travels in its chunk.
 * In a browser that has constructable stylesheets it is parsed once, when its chunk is evaluated
 * (which the idle preload does ahead of the click), and then adopted by the modal's shadow root
 * the first time something renders with it: opening a view costs no CSS parsing. Its pixel
 * font sizes follow the visitor's default font size (`scaleTextSizes`).
 */
export interface StyleSheet {
  readonly cssText: string
  /** The parsed sheet; undefined where constructable stylesheets are missing (and on a server). */
  readonly constructed: CSSStyleSheet | undefined
}

/**
 * @example
 * const gridStyles = styleSheet(`.grid { display: grid; }`)
 * function Grid() { useStyleSheet(gridStyles); return <ul className="grid" /> }
 */
export function styleSheet(css: string): StyleSheet {
  const cssText = scaleTextSizes(css)
  return { cssText, constructed: construct(cssText) }
}

function construct(cssText: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return
  try {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    return sheet
  } catch {
    // An engine that has the constructor but not for this document: fall back to a <style>.
    return undefined
  }
}
