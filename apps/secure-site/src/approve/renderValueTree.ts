/** Deeper levels and longer lists are cut: the view must stay readable and cheap to build. */
const MAX_DEPTH = 8
const MAX_ENTRIES = 400

function text(document: Document, tag: string, value: string, className?: string): HTMLElement {
  const element = document.createElement(tag)
  element.textContent = value
  // The page's words, in their own direction: they cannot reorder the view around them.
  element.dir = 'auto'
  if (className) element.className = className
  return element
}

/**
 * A JSON value (typed data's `message`) as nested lists a person can read: objects as term/value
 * lists, arrays as numbered lists. All text goes in as text nodes, never as HTML, each key and
 * value isolated in its own direction (`dir="auto"`).
 *
 * @example
 * body.append(renderValueTree(document, { from: { name: 'Cow' }, contents: 'Hello, Bob!' }))
 */
export function renderValueTree(document: Document, value: unknown): HTMLElement {
  let budget = MAX_ENTRIES

  function render(current: unknown, depth: number): HTMLElement {
    if (current === null || typeof current !== 'object') {
      return text(document, 'span', current === null ? 'null' : String(current), 'tree__leaf')
    }
    if (depth >= MAX_DEPTH) return text(document, 'span', '…', 'tree__leaf')
    if (Array.isArray(current)) {
      const list = document.createElement('ol')
      list.className = 'tree__list'
      list.start = 0
      for (const item of current) {
        if (budget-- <= 0) {
          list.append(text(document, 'li', '…'))
          break
        }
        const entry = document.createElement('li')
        entry.append(render(item, depth + 1))
        list.append(entry)
      }
      return list
    }
    const list = document.createElement('dl')
    list.className = 'tree__object'
    for (const [key, item] of Object.entries(current)) {
      if (budget-- <= 0) {
        list.append(text(document, 'dt', '…'))
        break
      }
      const definition = document.createElement('dd')
      definition.append(render(item, depth + 1))
      list.append(text(document, 'dt', key), definition)
    }
    return list
  }

  const root = render(value, 0)
  root.classList.add('tree')
  return root
}
