import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/**
 * The local network's genesis hash: base58 of sha256(utf8 'portico local solana'). A constant, so
 * that the local network has one CAIP-2 id on every machine and every start.
 *
 * @example
 * await rpc.getGenesisHash().send() // === LOCAL_SOLANA_GENESIS_HASH
 */
export const LOCAL_SOLANA_GENESIS_HASH: string = getBase58Decoder().decode(
  createHash('sha256').update('portico local solana', 'utf8').digest(),
)

/**
 * The local network's CAIP-2 id: `solana:` and the first 32 characters of the genesis hash, as
 * for the real clusters (mainnet is `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`).
 *
 * @example
 * { id: LOCAL_SOLANA_CAIP_NETWORK_ID.slice('solana:'.length), chainNamespace: 'solana', … }
 */
export const LOCAL_SOLANA_CAIP_NETWORK_ID: `solana:${string}` = `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** What each dev account holds at start: 1000 SOL. */
export const DEV_ACCOUNT_LAMPORTS = 1000n * LAMPORTS_PER_SOL
