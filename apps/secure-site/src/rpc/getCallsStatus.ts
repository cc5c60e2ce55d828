import * as v from 'valibot'
import { type Hex, numberToHex } from 'viem'
import { InvalidRpcParamsError, UnknownCallsIdError } from '../errors.ts'
import type { CallsRegistry, SentUserOperation } from './callsRegistry.ts'
import type { EvmClients } from './evmClients.ts'

const paramsSchema = v.tuple([v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,128}$/))])

const receiptSchema = v.object({
  transactionHash: v.string(),
  blockHash: v.string(),
  blockNumber: v.string(),
  gasUsed: v.string(),
  status: v.string(),
  logs: v.array(v.object({ address: v.string(), data: v.string(), topics: v.array(v.string()) })),
})

/** EIP-5792 receipt: the fields of an eth_getTransactionReceipt answer it keeps. */
export type CallsReceipt = v.InferOutput<typeof receiptSchema>

/** EIP-5792 (v2) wallet_getCallsStatus answer. */
export interface CallsStatus {
  version: '2.0.0'
  id: string
  chainId: Hex
  /** True for a smart account's batch: one user operation, all its calls or none. */
  atomic: boolean
  /** 100 pending, 200 confirmed, 400 nothing sent, 500 all reverted, 600 partly reverted or not all sent. */
  status: 100 | 200 | 400 | 500 | 600
  receipts: CallsReceipt[]
}

function toCallsReceipt(answer: unknown): CallsReceipt {
  const receipt = v.parse(receiptSchema, answer)
  return {
    transactionHash: receipt.transactionHash,
    blockHash: receipt.blockHash,
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
    status: receipt.status,
    logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
  }
}

const userOperationReceiptSchema = v.object({ success: v.boolean(), receipt: v.unknown() })

/**
 * A smart account's batch: `eth_getUserOperationReceipt` through the project's bundler route.
 * No receipt yet is 100; then 200 when the operation's calls ran, 500 when they reverted (one
 * user operation: all or none, so never 600).
 */
async function userOperationStatus(
  id: string,
  batch: SentUserOperation,
  clients: EvmClients,
): Promise<CallsStatus> {
  const bundler = clients.publicClient({ chainId: batch.target.chainId, rpcUrl: batch.bundlerUrl })
  const answer = await bundler.request({
    method: 'eth_getUserOperationReceipt',
    params: [id as Hex],
  } as never)
  const base = {
    version: '2.0.0' as const,
    id,
    chainId: numberToHex(batch.target.chainId),
    atomic: true,
  }
  if (answer === null || answer === undefined) return { ...base, status: 100, receipts: [] }
  const { success, receipt } = v.parse(userOperationReceiptSchema, answer)
  return { ...base, status: success ? 200 : 500, receipts: [toCallsReceipt(receipt)] }
}

/**
 * Answers wallet_getCallsStatus (params `[id]`) for a batch this frame sent with
 * wallet_sendCalls, reading each transaction's receipt from the chain (a smart account's batch:
 * its user operation's receipt from the bundler).
 *
 * @example
 * await getCallsStatus([id], calls, clients) // { status: 200, receipts: [{ status: '0x1', … }], … }
 */
export async function getCallsStatus(
  params: unknown,
  calls: CallsRegistry,
  clients: EvmClients,
): Promise<CallsStatus> {
  const parsed = v.safeParse(paramsSchema, params)
  if (!parsed.success) {
    throw new InvalidRpcParamsError('wallet_getCallsStatus', {
      details: v.summarize(parsed.issues),
    })
  }
  const [id] = parsed.output
  const batch = calls.get(id)
  if (!batch) throw new UnknownCallsIdError()
  if (batch.kind === 'userOperation') return userOperationStatus(id, batch, clients)
  const client = clients.publicClient(batch.target)
  const answers = await Promise.all(
    batch.hashes.map((hash) =>
      client.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
    ),
  )
  const receipts: CallsReceipt[] = []
  for (const answer of answers) {
    if (answer === null) break
    receipts.push(toCallsReceipt(answer))
  }
  const base = {
    version: '2.0.0' as const,
    id,
    chainId: numberToHex(batch.target.chainId),
    atomic: false,
  }
  if (receipts.length < batch.hashes.length) return { ...base, status: 100, receipts }
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
  const status: CallsStatus['status'] =
    batch.hashes.length === 0
      ? 400
      : succeeded === batch.callCount
        ? 200
        : succeeded === 0
          ? 500
          : 600
  return { ...base, status, receipts }
}
