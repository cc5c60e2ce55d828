import type {
  Transaction,
  TransactionOperationType,
  TransactionTransfer,
  TransferDirection,
} from '@portico/core'
import { formatUnits, getAddress, zeroAddress } from 'viem'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import type { TokenMetadata } from '../indexer/tokenMetadataStore.ts'
import type { TransferRow } from '../indexer/transferStore.ts'
import { usdValue } from '../usdValue.ts'

/** What turning rows into a transaction needs besides the rows. */
export interface TransactionContext {
  reader: EvmChainReader
  /** By lower-case contract address. */
  metadata: ReadonlyMap<string, TokenMetadata>
  /** Lower-case addresses of this chain's spam contracts. */
  spam: ReadonlySet<string>
}

/**
 * One history entry from the recorded transfers of one transaction that touch `account`
 * (lower-case). The operation is seen from the account's side: a mint (from 0x0 to it) or a
 * burn (from it to 0x0) first; then 'trade' when assets both left and came, 'send' when they
 * left (to itself too: direction 'self'), else 'receive'. A failed transaction keeps its
 * native value with status 'failed' (the value did not move).
 *
 * @example
 * const transaction = toTransaction(rows, '0xf39f…', { reader, metadata, spam })
 */
export function toTransaction(
  rows: readonly TransferRow[],
  account: string,
  context: TransactionContext,
): Transaction {
  const [first] = rows
  if (first === undefined) throw new RangeError('A transaction needs at least one transfer')
  const directions = rows.map((row) => directionOf(row, account))
  const operationType = operationOf(rows, directions, account)
  const lead =
    rows.find((_row, index) => {
      const direction = directions[index]
      if (operationType === 'receive' || operationType === 'mint') return direction === 'in'
      return direction !== 'in'
    }) ?? first
  return {
    id: first.txHash,
    metadata: {
      minedAt: new Date(first.blockTime * 1000).toISOString(),
      chain: first.caipNetworkId,
      operationType,
      hash: first.txHash,
      status: rows.some((row) => row.status === 'failed') ? 'failed' : 'confirmed',
      sentFrom: getAddress(lead.fromAddress),
      sentTo: getAddress(lead.toAddress),
    },
    transfers: rows.map((row, index) => toTransfer(row, directions[index] ?? 'in', context)),
  }
}

function directionOf(row: TransferRow, account: string): TransferDirection {
  if (row.fromAddress === account && row.toAddress === account) return 'self'
  return row.fromAddress === account ? 'out' : 'in'
}

function operationOf(
  rows: readonly TransferRow[],
  directions: readonly TransferDirection[],
  account: string,
): TransactionOperationType {
  if (rows.some((row) => row.fromAddress === zeroAddress && row.toAddress === account))
    return 'mint'
  if (rows.some((row) => row.toAddress === zeroAddress && row.fromAddress === account))
    return 'burn'
  const received = directions.includes('in')
  const sent = directions.includes('out')
  if (received && sent) return 'trade'
  return received ? 'receive' : 'send'
}

function toTransfer(
  row: TransferRow,
  direction: TransferDirection,
  context: TransactionContext,
): TransactionTransfer {
  const { chain, tokens } = context.reader
  const amount = BigInt(row.amount)
  if (row.kind === 'native') {
    const { decimals, name, symbol } = chain.nativeCurrency
    return {
      direction,
      quantity: { numeric: formatUnits(amount, decimals) },
      value: usdValue(amount, decimals, chain.nativePriceUsd),
      fungible_info: {
        name,
        symbol,
        icon: chain.iconUrl === null ? null : { url: chain.iconUrl },
        flags: { is_spam: false },
      },
    }
  }
  const contract = row.contract ?? ''
  const metadata = context.metadata.get(contract)
  const isSpam = context.spam.has(contract)
  if (row.kind === 'erc721')
    return {
      direction,
      quantity: { numeric: '1' },
      value: null,
      nft_info: {
        name: metadata?.name ?? 'Unknown collection',
        contract_address: contract,
        token_id: amount.toString(),
        content: null,
        flags: { is_spam: isSpam },
      },
    }
  const configured = tokens.find((token) => token.address.toLowerCase() === contract)
  const decimals = metadata?.decimals ?? 0
  return {
    direction,
    quantity: { numeric: formatUnits(amount, decimals) },
    value: configured === undefined ? null : usdValue(amount, decimals, configured.priceUsd),
    fungible_info: {
      name: metadata?.name ?? 'Unknown token',
      symbol: metadata?.symbol ?? '',
      icon: configured?.iconUrl ? { url: configured.iconUrl } : null,
      flags: { is_spam: isSpam },
    },
  }
}
