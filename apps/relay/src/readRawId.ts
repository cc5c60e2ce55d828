// JSON-RPC ids from the WalletConnect clients can exceed 2^53, where JSON.parse would round them.
// The relay answers with the id's exact source text instead.

const ID_VALUE = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.)*"|null)/

function skipWhitespace(text: string, index: number): number {
  let at = index
  while (at < text.length && /\s/.test(text[at] ?? '')) at++
  return at
}

/** The index just past the string literal that opens at `start` (a `"`). */
function stringEnd(text: string, start: number): number {
  let at = start + 1
  while (at < text.length) {
    const char = text[at]
    if (char === '\\') at += 2
    else if (char === '"') return at + 1
    else at++
  }
  return at
}

/**
 * The source text of the top-level `"id"` member of a JSON object (a number, a string or `null`),
 * exactly as it was sent, or `undefined` when there is none. The last one wins, as in JSON.parse.
 * Expects text that JSON.parse accepted.
 *
 * @example
 * readRawId('{"id":1757000000000000123,"method":"irn_subscribe"}') // '1757000000000000123'
 */
export function readRawId(text: string): string | undefined {
  let depth = 0
  let found: string | undefined
  let at = 0
  while (at < text.length) {
    const char = text[at]
    if (char === '"') {
      const end = stringEnd(text, at)
      if (depth === 1) {
        const afterKey = skipWhitespace(text, end)
        if (text[afterKey] === ':' && JSON.parse(text.slice(at, end)) === 'id') {
          const valueStart = skipWhitespace(text, afterKey + 1)
          const match = ID_VALUE.exec(text.slice(valueStart))
          if (match) found = match[0]
        }
      }
      at = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    at++
  }
  return found
}
