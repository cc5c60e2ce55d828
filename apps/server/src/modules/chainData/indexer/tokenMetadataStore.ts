import { and, eq, inArray } from 'drizzle-orm'
import { erc20Abi } from 'viem'
import { tablesOf } from '../../../db/database.ts'
import type { Database } from '../../../db/openDatabase.ts'
import type { TokenConfig } from '../config.ts'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'

/** Name, symbol and decimals of a token contract (decimals 0 for an ERC-721). */
export interface TokenMetadata {
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number
}

const erc20 = (token: TokenConfig): TokenMetadata => ({
  kind: 'erc20',
  name: token.name,
  symbol: token.symbol,
  decimals: token.decimals,
})

/**
 * Reads a contract's metadata once: a contract whose `name`, `symbol` or `decimals` call fails
 * is stored as 'Unknown token' / '' / 0, so it is not asked again at every block.
 *
 * @example
 * const metadata = await readContractMetadata(reader, '0x…', 'erc20')
 */
async function readContractMetadata(
  reader: EvmChainReader,
  address: string,
  kind: 'erc20' | 'erc721',
): Promise<TokenMetadata> {
  const read = <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T) =>
    reader.client
      .readContract({ address: address as `0x${string}`, abi: erc20Abi, functionName })
      .then(
        (value) => value as T,
        () => fallback,
      )
  const [name, symbol, decimals] = await Promise.all([
    read('name', kind === 'erc721' ? 'Unknown collection' : 'Unknown token'),
    read('symbol', ''),
    kind === 'erc20' ? read('decimals', 0) : 0,
  ])
  return { kind, name, symbol, decimals: Number(decimals) }
}

/**
 * Makes sure every contract seen in a block range has its metadata stored: configured tokens
 * need nothing, others are read from the contract once and kept in `token_metadata`.
 *
 * @example
 * await storeMissingMetadata(db, reader, new Map([['0xabc…', 'erc721']]))
 */
export async function storeMissingMetadata(
  db: Database,
  reader: EvmChainReader,
  contracts: ReadonlyMap<string, 'erc20' | 'erc721'>,
): Promise<void> {
  const { tokenMetadata } = tablesOf(db)
  const configured = new Set(reader.tokens.map((token) => token.address.toLowerCase()))
  const wanted = [...contracts.keys()].filter((address) => !configured.has(address))
  if (wanted.length === 0) return
  const known = await loadTokenMetadata(db, reader, wanted)
  for (const address of wanted) {
    const kind = contracts.get(address)
    if (known.has(address) || kind === undefined) continue
    const metadata = await readContractMetadata(reader, address, kind)
    await db
      .insert(tokenMetadata)
      .values({ caipNetworkId: reader.chain.caipNetworkId, address, ...metadata })
      .onConflictDoNothing()
  }
}

/**
 * Metadata of these (lower-case) contracts: configured tokens first, then what was read from
 * the contracts. A contract never seen is absent.
 *
 * @example
 * const metadata = await loadTokenMetadata(db, reader, ['0x5fbd…'])
 * metadata.get('0x5fbd…')?.symbol // 'PUSD'
 */
export async function loadTokenMetadata(
  db: Database,
  reader: EvmChainReader,
  addresses: readonly string[],
): Promise<Map<string, TokenMetadata>> {
  const { tokenMetadata } = tablesOf(db)
  const result = new Map<string, TokenMetadata>()
  const remaining = new Set(addresses)
  for (const token of reader.tokens) {
    const address = token.address.toLowerCase()
    if (remaining.delete(address)) result.set(address, erc20(token))
  }
  if (remaining.size === 0) return result
  const rows = await db
    .select()
    .from(tokenMetadata)
    .where(
      and(
        eq(tokenMetadata.caipNetworkId, reader.chain.caipNetworkId),
        inArray(tokenMetadata.address, [...remaining]),
      ),
    )
  for (const row of rows)
    result.set(row.address, {
      kind: row.kind === 'erc721' ? 'erc721' : 'erc20',
      name: row.name,
      symbol: row.symbol,
      decimals: row.decimals,
    })
  return result
}
