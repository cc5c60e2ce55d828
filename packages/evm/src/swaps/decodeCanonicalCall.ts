import type { Abi, AbiFunction } from 'viem'
import { type DecodeFunctionDataReturnType, decodeFunctionData, encodeAbiParameters } from 'viem'

/**
 * The call in `data` decoded with viem against `abi`, or undefined when it is no call of `abi`
 * or is not encoded exactly as viem encodes it: decoding forgives what encoding never writes
 * (trailing bytes, dirty high bits in an address word, an array offset that points elsewhere),
 * so the arguments must encode back to the very same bytes. Encoding the arguments alone, with
 * the item's inputs, spares the chunk viem's lookup of an item by name and arguments.
 *
 * @example
 * decodeCanonicalCall(APPROVE_ABI, '0x095ea7b3…') // { functionName: 'approve', args: [spender, amount] }
 * decodeCanonicalCall(APPROVE_ABI, `${approve}00`) // undefined
 */
export function decodeCanonicalCall<const abi extends Abi>(
  abi: abi,
  data: string,
): DecodeFunctionDataReturnType<abi> | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) return undefined
  // Hex digits in either case are the same bytes; viem matches the selector in lower case.
  const hex = data.toLowerCase() as `0x${string}`
  try {
    const call = decodeFunctionData({ abi, data: hex })
    const item = abi.find(
      (entry): entry is AbiFunction =>
        entry.type === 'function' && entry.name === call.functionName,
    )
    if (!item) return undefined
    const encoded = encodeAbiParameters(item.inputs, (call.args ?? []) as readonly unknown[])
    return encoded.slice(2) === hex.slice(10) ? call : undefined
  } catch {
    return undefined
  }
}
