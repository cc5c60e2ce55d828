import { createContext, useContext, useInsertionEffect } from 'react'
import type { StyleSheet } from './styleSheet.ts'

/** The shadow root the modal renders into; its views add their sheets there. */
export const StyleRootContext = createContext<ShadowRoot | null>(null)

/** Per root, the sheets given a `<style>` already (where sheets cannot be adopted). */
const styled = new WeakMap<ShadowRoot, Set<StyleSheet>>()

/**
 * Adds `sheets` to the modal's shadow root before the component's DOM is laid out (an
 * insertion effect runs before layout effects and paint). A sheet stays once added: the views
 * come and go within one modal, and keeping a parsed sheet is cheaper than parsing it again.
 */
export function useStyleSheet(...sheets: StyleSheet[]): void {
  const root = useContext(StyleRootContext)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheets are module constants
  useInsertionEffect(() => {
    if (root) for (const sheet of sheets) addStyleSheet(root, sheet)
  }, [root])
}

export function addStyleSheet(root: ShadowRoot, sheet: StyleSheet): void {
  const { constructed } = sheet
  if (constructed && 'adoptedStyleSheets' in root) {
    if (!root.adoptedStyleSheets.includes(constructed))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, constructed]
    return
  }
  const done = styled.get(root) ?? new Set<StyleSheet>()
  styled.set(root, done)
  if (done.has(sheet)) return
  done.add(sheet)
  const element = document.createElement('style')
  element.textContent = sheet.cssText
  root.append(element)
}
