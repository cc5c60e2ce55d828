import { expect, type Locator } from '@playwright/test'

/** One element that does not fit, as `findOverflow` reports it. */
export interface Overflow {
  /** tag.class#test-id "text start…" */
  element: string
  problem: string
}

/**
 * Walks `root` (the modal's dialog, a demo card, anything a Locator finds, in a page or a frame)
 * in the page and lists every visible element that does not fit horizontally:
 * - its content is wider than its box (text running out of it, or a box that scrolls sideways);
 * - it sticks out of its container: the nearest ancestor whose box the visitor sees (a
 *   background, border or shadow) or that clips its content;
 * - it lies partly or wholly outside `root`'s box.
 * An element cut on purpose is allowed: `text-overflow: ellipsis` with its full text in its own
 * or an ancestor's `title` or `aria-label`. Elements hidden for sighted users (`.sr-only`-style
 * clipping, zero size, `display: none`, `visibility: hidden`) and the insides of SVGs are skipped.
 * Vertical overflow is not checked: views scroll vertically.
 */
export async function findOverflow(root: Locator): Promise<Overflow[]> {
  return root.evaluate((rootElement) => {
    const TOLERANCE = 1
    const found: { element: string; problem: string }[] = []
    const rootBox = rootElement.getBoundingClientRect()

    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase()
      const className =
        typeof element.className === 'string' && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      const testId = element.getAttribute('data-testid')
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
      const start = text.length > 32 ? `${text.slice(0, 32)}…` : text
      return `${tag}${className}${testId ? `#${testId}` : ''}${start ? ` "${start}"` : ''}`
    }
    const hiddenFromSight = (element: Element) => {
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') return true
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true
      if (style.clipPath !== 'none' && style.clipPath !== '') return true
      return false
    }
    /** The full text is kept for pointer and screen reader: title or aria-label, here or above. */
    const keepsFullText = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
      for (let at: Element | null = element; at && at !== rootElement.parentElement; ) {
        for (const name of ['title', 'aria-label']) {
          const value = at.getAttribute(name)?.replace(/\s+/g, ' ').trim()
          if (value && text && value.includes(text)) return true
        }
        at = at.parentElement
      }
      return false
    }

    const visit = (element: Element, parentBox: DOMRect | undefined) => {
      if (hiddenFromSight(element)) return
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return
      const style = getComputedStyle(element)
      const name = describe(element)

      if (element !== rootElement) {
        if (box.right > rootBox.right + TOLERANCE || box.left < rootBox.left - TOLERANCE) {
          const outside = Math.max(box.right - rootBox.right, rootBox.left - box.left)
          found.push({
            element: name,
            problem:
              box.left >= rootBox.right || box.right <= rootBox.left
                ? `lies wholly outside the box (${Math.round(outside)} px)`
                : `reaches ${Math.round(outside)} px outside the box`,
          })
        } else if (
          parentBox &&
          style.position !== 'fixed' &&
          (box.right > parentBox.right + TOLERANCE || box.left < parentBox.left - TOLERANCE)
        ) {
          const past = Math.max(box.right - parentBox.right, parentBox.left - box.left)
          found.push({
            element: name,
            problem: `sticks out ${Math.round(past)} px past its container`,
          })
        }
      }

      // Content wider than the box: text running out, or a box that cuts it or scrolls sideways.
      // (A child element sticking out is reported as that child, not again for each ancestor.)
      const clipped = style.overflowX !== 'visible'
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (
        style.display !== 'inline' &&
        (clipped || ownText) &&
        element.scrollWidth > element.clientWidth + TOLERANCE
      ) {
        const excess = element.scrollWidth - element.clientWidth
        const cutOnPurpose = clipped && style.textOverflow === 'ellipsis' && keepsFullText(element)
        if (!cutOnPurpose) {
          found.push({
            element: name,
            problem: clipped
              ? style.textOverflow === 'ellipsis'
                ? `cuts ${excess} px of its text without the full text in title or aria-label`
                : style.overflowX === 'hidden' || style.overflowX === 'clip'
                  ? `hides ${excess} px of its content`
                  : `scrolls ${excess} px sideways`
              : `content runs ${excess} px out of it`,
          })
        }
      }

      if (element instanceof SVGElement) return
      // The box the children must fit in: this element's if the visitor can see its edges (a
      // background, a border, a shadow) or it clips them; else the one it must fit in itself.
      // A wrapper nobody sees may be overhung on purpose (a button pulled 8 px left so its text
      // lines up while its hover background does not).
      const seen =
        clipped ||
        element === rootElement ||
        (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== '0px',
        )
      for (const child of Array.from(element.children)) visit(child, seen ? box : parentBox)
    }

    visit(rootElement, undefined)
    return found
  })
}

/**
 * Fails naming every element of `root` that overflows its container horizontally or lies
 * outside `root`'s box (see `findOverflow`).
 *
 * @example
 * await expectNoOverflow(modal(page))
 */
export async function expectNoOverflow(root: Locator, where = ''): Promise<void> {
  const found = await findOverflow(root)
  expect(
    found.map((each) => `${each.element}: ${each.problem}`),
    `elements that do not fit${where ? ` (${where})` : ''}`,
  ).toEqual([])
}
