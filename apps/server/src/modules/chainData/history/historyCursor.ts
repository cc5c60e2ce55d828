/** A position in an account's history: transactions strictly older than it come next. */
export interface HistoryPosition {
  blockNumber: number
  txIndex: number
}

const POSITION_PATTERN = /^(\d{1,15}):(\d{1,9})$/

/**
 * The opaque `next` cursor: base64url of `<block>:<tx index>` of the page's last transaction.
 *
 * @example
 * encodeHistoryCursor({ blockNumber: 12, txIndex: 0 }) // 'MTI6MA'
 */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.blockNumber}:${position.txIndex}`).toString('base64url')
}

/**
 * Reads a cursor made by `encodeHistoryCursor`; `undefined` for anything else.
 *
 * @example
 * decodeHistoryCursor('MTI6MA') // { blockNumber: 12, txIndex: 0 }
 */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return undefined
  const match = POSITION_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (match === null) return undefined
  return { blockNumber: Number(match[1]), txIndex: Number(match[2]) }
}
