export interface IdenticonPattern {
  /** Two colours for the background gradient and one for the cells. */
  colors: readonly [string, string, string]
  /** A 5×5 grid, row by row, mirrored left to right; true = filled. */
  cells: readonly boolean[]
}

const GRID = 5

/**
 * A deterministic avatar pattern for an address, computed locally (no remote image). Addresses
 * are compared case-insensitively, so checksummed and lowercase forms look the same.
 *
 * @example
 * identiconPattern('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266').cells.length // 25
 */
export function identiconPattern(address: string): IdenticonPattern {
  const random = seededRandom(address.trim().toLowerCase())
  const hue = Math.floor(random() * 360)
  const shift = 40 + Math.floor(random() * 80)
  const colors = [
    `hsl(${hue} 72% 58%)`,
    `hsl(${(hue + shift) % 360} 78% 52%)`,
    `hsl(${(hue + 180) % 360} 85% 92%)`,
  ] as const
  const half = Math.ceil(GRID / 2)
  const cells: boolean[] = []
  for (let row = 0; row < GRID; row++) {
    const left: boolean[] = []
    for (let column = 0; column < half; column++) left.push(random() > 0.5)
    const mirrored = left.slice(0, GRID - half).reverse()
    cells.push(...left, ...mirrored)
  }
  return { colors, cells }
}

/** FNV-1a of the text seeds a xorshift32 generator: tiny, fast, and stable across engines. */
function seededRandom(text: string): () => number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  let state = hash >>> 0 || 1
  return () => {
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 0x1_0000_0000
  }
}
