import * as v from 'valibot'
import { type Hex, numberToHex, toEventSelector } from 'viem'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'

/** `Transfer(address,address,uint256)`: the same topic for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

/** A token `Transfer` log, decoded. */
export interface TransferLog {
  kind: 'erc20' | 'erc721'
  /** Lower-case contract address. */
  contract: string
  from: string
  to: string
  /** The value (ERC-20) or the token id (ERC-721). */
  amount: bigint
  blockNumber: number
  txHash: Hex
  txIndex: number
  logIndex: number
}

const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const word = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))
const quantity = v.pipe(hex, v.transform(Number))

// The node is a trust boundary: a log that does not have this shape is not a transfer we read.
const rawLogSchema = v.object({
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  topics: v.array(word),
  data: hex,
  blockNumber: quantity,
  transactionHash: word,
  transactionIndex: quantity,
  logIndex: quantity,
  removed: v.optional(v.boolean()),
})

const wordToAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()

/**
 * Every `Transfer` log of a block range. Three topics and a 32-byte value is ERC-20; four topics
 * (the token id indexed) is ERC-721; other shapes are not transfers we understand and are skipped.
 *
 * @example
 * const logs = await readTransferLogs(reader, 10, 20)
 */
export async function readTransferLogs(
  reader: EvmChainReader,
  fromBlock: number,
  toBlock: number,
): Promise<TransferLog[]> {
  const raw = await reader.client.request({
    method: 'eth_getLogs',
    params: [
      {
        fromBlock: numberToHex(fromBlock),
        toBlock: numberToHex(toBlock),
        topics: [TRANSFER_TOPIC],
      },
    ],
  })
  const logs: TransferLog[] = []
  for (const entry of Array.isArray(raw) ? raw : []) {
    const parsed = v.safeParse(rawLogSchema, entry)
    if (!parsed.success || parsed.output.removed === true) continue
    const log = parsed.output
    const [, fromTopic, toTopic, tokenIdTopic] = log.topics
    if (fromTopic === undefined || toTopic === undefined) continue
    const base = {
      contract: log.address.toLowerCase(),
      from: wordToAddress(fromTopic),
      to: wordToAddress(toTopic),
      blockNumber: log.blockNumber,
      txHash: log.transactionHash.toLowerCase() as Hex,
      txIndex: log.transactionIndex,
      logIndex: log.logIndex,
    }
    if (log.topics.length === 3 && log.data.length === 66)
      logs.push({ ...base, kind: 'erc20', amount: BigInt(log.data) })
    else if (log.topics.length === 4 && tokenIdTopic !== undefined)
      logs.push({ ...base, kind: 'erc721', amount: BigInt(tokenIdTopic) })
  }
  return logs
}
