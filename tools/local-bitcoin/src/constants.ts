/**
 * Bitcoin regtest's CAIP-2 id: `bip122:` and the first 32 hex characters of the regtest genesis
 * block hash.
 *
 * @example
 * { id: '0f9188f13cb7b2c71f2a335e3a4fc328', chainNamespace: 'bip122', … }
 */
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/** The regtest genesis block hash: the local chain's block 0. */
export const REGTEST_GENESIS_BLOCK_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000n
