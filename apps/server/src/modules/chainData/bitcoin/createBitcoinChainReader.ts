import type { BitcoinChainConfig } from '../config.ts'
import { type ChainReaderOptions, DEFAULT_UPSTREAM_TIMEOUT_MS } from '../readerOptions.ts'

/** A configured Bitcoin chain, read through its Esplora API. */
export interface BitcoinChainReader {
  namespace: 'bip122'
  chain: BitcoinChainConfig
  timeoutMs: number
}

/**
 * Builds the reader of one configured Bitcoin chain.
 *
 * @example
 * const reader = createBitcoinChainReader(chain)
 * await readBitcoinBalance(reader, 'bcrt1q…')
 */
export function createBitcoinChainReader(
  chain: BitcoinChainConfig,
  options: ChainReaderOptions = {},
): BitcoinChainReader {
  return {
    namespace: 'bip122',
    chain,
    timeoutMs: options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
  }
}
