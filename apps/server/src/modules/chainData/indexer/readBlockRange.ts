import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import { readInternalTransfers } from './readInternalTransfers.ts'
import { readTransferLogs } from './readTransferLogs.ts'
import type { IndexCursor, TransferRow } from './transferStore.ts'

export interface BlockRangeTransfers {
  rows: TransferRow[]
  /** Token contracts seen in the range, by kind, for metadata look-ups. */
  contracts: Map<string, 'erc20' | 'erc721'>
  /** The range's last block: the next cursor. */
  last: IndexCursor
}

/**
 * Reads the asset movements of blocks `fromBlock..toBlock` of one chain: the native value of
 * every transaction with value > 0 (failed ones too, with the receipt's status), every
 * ERC-20 / ERC-721 `Transfer` log, and the native value internal calls moved (a router paying
 * out ETH after a swap) where the node has traces (`readInternalTransfers`; blocks with a
 * contract call only). Such a row's `logIndex` is −2, −3, … in trace order.
 *
 * @example
 * const { rows, last } = await readBlockRange(reader, 1, 50)
 */
export async function readBlockRange(
  reader: EvmChainReader,
  fromBlock: number,
  toBlock: number,
): Promise<BlockRangeTransfers> {
  const { client, chain } = reader
  const numbers = Array.from({ length: toBlock - fromBlock + 1 }, (_, i) => fromBlock + i)
  const [blocks, logs] = await Promise.all([
    Promise.all(
      numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
    ),
    readTransferLogs(reader, fromBlock, toBlock),
  ])

  const blockTimes = new Map<number, number>()
  const rows: TransferRow[] = []
  for (const block of blocks) {
    const blockNumber = Number(block.number)
    const blockTime = Number(block.timestamp)
    blockTimes.set(blockNumber, blockTime)
    const valued = block.transactions.filter((tx) => tx.value > 0n)
    const receipts = await Promise.all(
      valued.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
    )
    for (const [index, tx] of valued.entries()) {
      const receipt = receipts[index]
      const to = tx.to ?? receipt?.contractAddress
      if (receipt === undefined || to === undefined || to === null) continue
      rows.push({
        caipNetworkId: chain.caipNetworkId,
        txHash: tx.hash.toLowerCase(),
        logIndex: -1,
        blockNumber,
        txIndex: tx.transactionIndex ?? receipt.transactionIndex,
        blockTime,
        status: receipt.status === 'success' ? 'confirmed' : 'failed',
        kind: 'native',
        contract: null,
        fromAddress: tx.from.toLowerCase(),
        toAddress: to.toLowerCase(),
        amount: tx.value.toString(),
      })
    }
    if (!block.transactions.some((tx) => tx.input !== '0x')) continue
    for (const internal of await readInternalTransfers(reader, blockNumber))
      rows.push({
        caipNetworkId: chain.caipNetworkId,
        txHash: internal.txHash,
        logIndex: -2 - internal.position,
        blockNumber,
        txIndex: internal.txIndex,
        blockTime,
        status: 'confirmed',
        kind: 'native',
        contract: null,
        fromAddress: internal.from,
        toAddress: internal.to,
        amount: internal.value.toString(),
      })
  }

  const contracts = new Map<string, 'erc20' | 'erc721'>()
  for (const log of logs) {
    contracts.set(log.contract, log.kind)
    rows.push({
      caipNetworkId: chain.caipNetworkId,
      txHash: log.txHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      txIndex: log.txIndex,
      blockTime: blockTimes.get(log.blockNumber) ?? 0,
      // Only a successful transaction leaves logs.
      status: 'confirmed',
      kind: log.kind,
      contract: log.contract,
      fromAddress: log.from,
      toAddress: log.to,
      amount: log.amount.toString(),
    })
  }

  const lastBlock = blocks[blocks.length - 1]
  if (lastBlock === undefined || lastBlock.hash === null)
    throw new Error(`Block ${toBlock} of ${chain.caipNetworkId} has no hash`)
  return { rows, contracts, last: { blockNumber: toBlock, blockHash: lastBlock.hash } }
}
