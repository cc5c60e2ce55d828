// Calldata as the Solidity ABI lays it out: a 4-byte selector, then 32-byte words. Read by hand,
// not with viem's decoder: in a lazy chunk, any viem module the page has not loaded yet costs
// the page's first load ~2 KB (docs/architecture-notes.md, "The kit does not trust the
// service's calldata").

/** Hex digits in a word. */
const WORD = 64

/** The selector and the words of a call's data. */
export interface CallWords {
  /** Lower-case hex, no 0x. */
  selector: string
  count: number
  /** The word at `index`, lower-case hex, or '' past the end. */
  word(index: number): string
}

/**
 * The selector and words of `data`, or undefined when it is not 0x hex of a selector and whole
 * words, or has more than `maxWords` words (checked first: a hostile service's megabytes are not
 * scanned).
 *
 * @example
 * readCallWords('0x095ea7b3' + spenderWord + amountWord, 2) // { selector: '095ea7b3', count: 2, word }
 */
export function readCallWords(data: string, maxWords: number): CallWords | undefined {
  if (data.length > 2 + 8 + maxWords * WORD) return undefined
  if (!/^0x[0-9a-fA-F]{8}(?:[0-9a-fA-F]{64})*$/.test(data)) return undefined
  const hex = data.slice(2).toLowerCase()
  return {
    selector: hex.slice(0, 8),
    count: (hex.length - 8) / WORD,
    word: (index) => hex.slice(8 + index * WORD, 8 + (index + 1) * WORD),
  }
}

/** A `uint256` word, or undefined when there is no word (every 256-bit value is canonical). */
export function wordUint(word: string): bigint | undefined {
  return word.length === WORD ? BigInt(`0x${word}`) : undefined
}

/** An `address` word: 20 bytes whose 12 high bytes are zero (anything else is not canonical). */
export function wordAddress(word: string): string | undefined {
  return word.length === WORD && word.startsWith('0'.repeat(24)) ? `0x${word.slice(24)}` : undefined
}
