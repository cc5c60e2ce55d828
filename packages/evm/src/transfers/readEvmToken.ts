import {
  ChainRpcError,
  InvalidOptionError,
  type Network,
  type TokenDescription,
} from '@portico/core'
import type { Hex } from 'viem'
import { describeValue } from '../provider/describeValue.ts'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
import { createTransferClient } from './createTransferClient.ts'

export type ReadEvmTokenReturnType = TokenDescription

/**
 * Reads an ERC-20 contract's symbol, name and decimals on the network's RPC (through the
 * Portico gateway first when given), never through the wallet: what a dApp asks to be paid in
 * is described by the chain itself. An address that is not an EVM address is an
 * `InvalidOptionError`; a call that fails (no contract there, the RPC down) a `ChainRpcError`.
 *
 * @example
 * await readEvmToken({ network, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' })
 * // { symbol: 'PUSD', name: 'Portico USD', decimals: 6 }
 */
export async function readEvmToken(
  parameters: { network: Network; address: string },
  gateway?: EvmRpcGateway,
): Promise<ReadEvmTokenReturnType> {
  const { network, address } = parameters
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new InvalidOptionError('address', {
      details: `${describeValue(address)} is not an EVM address`,
    })
  const client = createTransferClient({ network, gateway })
  // Plain eth_calls of the three selectors, decoded here: viem's readContract would bring its
  // whole call action (CCIP-Read, multicall batching) into the lazy chunk.
  const call = (data: Hex) =>
    client.request({ method: 'eth_call', params: [{ to: address as Hex, data }, 'latest'] })
  try {
    const [symbol, name, decimals] = await Promise.all([
      call(SELECTORS.symbol).then(decodeString),
      call(SELECTORS.name).then(decodeString),
      call(SELECTORS.decimals).then(decodeUint8),
    ])
    return { symbol, name, decimals }
  } catch (error) {
    throw new ChainRpcError({ cause: error })
  }
}

/** `symbol()`, `name()` and `decimals()` of ERC-20. */
const SELECTORS = { symbol: '0x95d89b41', name: '0x06fdde03', decimals: '0x313ce567' } as const

/** An ABI-encoded `string` return value; anything else (an empty answer: no contract) throws. */
function decodeString(answer: unknown): string {
  const data =
    typeof answer === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(answer) ? answer.slice(2) : ''
  const word = (at: number) => {
    const hex = data.slice(at, at + 64)
    if (hex.length !== 64) throw new Error('The answer is not an ABI string')
    return Number(BigInt(`0x${hex}`))
  }
  const start = word(0) * 2
  const length = word(start) * 2
  const bytes = data.slice(start + 64, start + 64 + length)
  if (bytes.length !== length || length > 256)
    throw new Error('The answer is not a short ABI string')
  // Decoded here rather than with viem's hexToString: its module is in the page's first chunk
  // (the balance read uses hexToBigInt), so everything it imports would be loaded up front too.
  return new TextDecoder().decode(
    Uint8Array.from(bytes.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)),
  )
}

/** An ABI-encoded `uint8` return value. */
function decodeUint8(answer: unknown): number {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer))
    throw new Error('The answer is not an ABI uint8')
  const value = BigInt(answer)
  if (value > 255n) throw new Error('The answer is not an ABI uint8')
  return Number(value)
}
