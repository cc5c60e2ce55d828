import { and, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import type { EvmTokenConfig } from './config.ts'
import type { EvmChainReader } from './evm/createEvmChainReader.ts'
import { loadTokenMetadata } from './indexer/tokenMetadataStore.ts'

/**
 * ERC-20 contracts the indexer saw sending to `account` that the config does not list (nor
 * marks as spam), as token entries for the balance read: name, symbol and decimals as read
 * from the contract, no icon, and price 0 (the service knows none).
 *
 * @example
 * const extra = await readReceivedTokens(db, reader, spam, '0xf39F…')
 */
export async function readReceivedTokens(
  db: Database,
  reader: EvmChainReader,
  spam: ReadonlySet<string>,
  account: string,
): Promise<EvmTokenConfig[]> {
  const { chainTransfers } = tablesOf(db)
  const { caipNetworkId } = reader.chain
  const rows = await db
    .selectDistinct({ contract: chainTransfers.contract })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.caipNetworkId, caipNetworkId),
        eq(chainTransfers.toAddress, account.toLowerCase()),
        eq(chainTransfers.kind, 'erc20'),
      ),
    )
  const configured = new Set(reader.tokens.map((token) => token.address.toLowerCase()))
  const contracts = rows
    .map((row) => row.contract)
    .filter((contract): contract is string => contract !== null)
    .filter((contract) => !configured.has(contract) && !spam.has(contract))
  if (contracts.length === 0) return []
  const metadata = await loadTokenMetadata(db, reader, contracts)
  return contracts.flatMap((contract) => {
    const token = metadata.get(contract)
    if (token === undefined || token.kind !== 'erc20') return []
    return [
      {
        caipNetworkId,
        address: getAddress(contract),
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        priceUsd: 0,
        iconUrl: null,
        namespace: 'eip155' as const,
      },
    ]
  })
}
