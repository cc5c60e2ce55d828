import * as v from 'valibot'
import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { TokenMetadata } from '../approve/approvalDetails.ts'

/** How long the approve view waits for a token's symbol and decimals before it shows it unread. */
export const TOKEN_READ_TIMEOUT_MS = 5_000

/**
 * A symbol as a token states it, shown beside an amount: 1 to 32 characters, none of them
 * control, format (direction marks, zero-width) or separator-other-than-space characters.
 */
const symbolSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(32),
  v.regex(/^[^\p{C}\p{Zl}\p{Zp}]+$/u),
)
/** ERC-20 decimals are a uint8. */
const decimalsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))

/**
 * A token's symbol and decimals as the view may show them (see the schemas above), or undefined.
 *
 * @example
 * parseTokenMetadata('PUSD', 6) // { symbol: 'PUSD', decimals: 6 }
 * parseTokenMetadata('US\u202eD', 6) // undefined
 */
export function parseTokenMetadata(symbol: unknown, decimals: unknown): TokenMetadata | undefined {
  const parsedSymbol = v.safeParse(symbolSchema, symbol)
  const parsedDecimals = v.safeParse(decimalsSchema, decimals)
  if (!parsedSymbol.success || !parsedDecimals.success) return undefined
  return { symbol: parsedSymbol.output, decimals: parsedDecimals.output }
}

/**
 * Reads an ERC-20 token's `symbol()` and `decimals()` over the frame's RPC, for the approve view.
 * Both answers are parsed (a symbol with control or direction characters, or out-of-range
 * decimals, is refused); any failure, or no answer within TOKEN_READ_TIMEOUT_MS, is undefined:
 * the view then shows the raw amount and the contract, and says the token could not be read.
 * Without a client (a chain only the page knows, whose answers are the page's word) nothing is
 * read.
 *
 * @example
 * await readTokenMetadata(client, pusd) // { symbol: 'PUSD', decimals: 6 }
 */
export async function readTokenMetadata(
  client: Pick<PublicClient, 'readContract'> | undefined,
  token: Address,
  timeoutMs: number = TOKEN_READ_TIMEOUT_MS,
): Promise<TokenMetadata | undefined> {
  if (client === undefined) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs)
  })
  const read = Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
  ]).then(
    ([symbol, decimals]) => parseTokenMetadata(symbol, decimals),
    () => undefined,
  )
  try {
    return await Promise.race([read, timedOut])
  } finally {
    clearTimeout(timer)
  }
}
