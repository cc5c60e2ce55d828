import type { PublicClient } from 'viem'
import { convertUpstreamFailure } from './convertUpstreamFailure.ts'

/**
 * A chain's gas price (`eth_gasPrice`, wei), served from memory for `maxAgeMs` (default 1 s) so
 * that a busy quote route asks the node about once a second; concurrent reads share one
 * request. A failure is the server's 502 and is not remembered.
 *
 * @example
 * const gasPrice = createGasPriceReader({ client, caipNetworkId: 'eip155:31337' })
 * await gasPrice.read() // 1_000_000_000n
 */
export function createGasPriceReader(parameters: {
  client: PublicClient
  caipNetworkId: string
  maxAgeMs?: number
  now?: () => number
}) {
  const maxAgeMs = parameters.maxAgeMs ?? 1000
  const now = parameters.now ?? Date.now
  let last: { value: bigint; readAt: number } | undefined
  let reading: Promise<bigint> | undefined

  return {
    read(): Promise<bigint> {
      if (last !== undefined && now() - last.readAt <= maxAgeMs) return Promise.resolve(last.value)
      reading ??= parameters.client
        .getGasPrice()
        .then((value) => {
          last = { value, readAt: now() }
          return value
        })
        .catch((error: unknown) => {
          throw convertUpstreamFailure(parameters.caipNetworkId, error)
        })
        .finally(() => {
          reading = undefined
        })
      return reading
    },
  }
}

export type GasPriceReader = ReturnType<typeof createGasPriceReader>
