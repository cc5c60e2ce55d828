import { TransferWouldFailError } from '@portico/core'
import {
  getBase64EncodedWireTransaction,
  type Rpc,
  type SolanaRpcApi,
  type Transaction,
} from '@solana/kit'
import * as v from 'valibot'
import { describeProgramLogs } from './describeProgramLogs.ts'
import { describeTransactionError } from './describeTransactionError.ts'
import { readRpc } from './readRpc.ts'

const simulationSchema = v.looseObject({
  value: v.looseObject({
    err: v.unknown(),
    logs: v.nullish(v.array(v.string())),
  }),
})

export interface SimulateTransferParameters {
  rpc: Rpc<SolanaRpcApi>
  /** The unsigned transfer: simulated without signature checks, on the latest blockhash. */
  transaction: Transaction
}

export type SimulateTransferErrorType = TransferWouldFailError | Error

/**
 * Runs the transfer on the network without sending it (`simulateTransaction`, signatures not
 * verified, blockhash replaced by the latest) and resolves when it would succeed. A failing run
 * is a `TransferWouldFailError` with the network's reason and the program's words from the logs
 * (more than the balance, no SOL left for the fee, …); an RPC that does not answer a
 * `ChainRpcError`.
 *
 * @example
 * await simulateTransfer({ rpc, transaction }) // throws TransferWouldFailError when it would fail
 */
export async function simulateTransfer(parameters: SimulateTransferParameters): Promise<void> {
  const { rpc, transaction } = parameters
  const { value } = await readRpc(
    'simulateTransaction',
    () =>
      rpc
        .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
          encoding: 'base64',
          sigVerify: false,
          replaceRecentBlockhash: true,
        })
        .send(),
    simulationSchema,
  )
  if (value.err === null || value.err === undefined) return
  const reason = describeTransactionError(value.err)
  const logs = describeProgramLogs(value.logs ?? [])
  throw new TransferWouldFailError({
    details: `Simulation failed: ${reason}${logs ? ` (${logs})` : ''}`,
  })
}
