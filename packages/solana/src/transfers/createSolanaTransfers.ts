import type { TransferCapability, TransferRequest } from '@portico/core'
import { TransferLoadError } from '@portico/core'
import type { SolanaSession } from '../wallet/SolanaSession.ts'

export interface CreateSolanaTransfersParameters {
  /** The connected wallet's session for `connectorId`; throws the kit's error when there is none. */
  getSession: (connectorId: string) => SolanaSession
}

/**
 * The Solana adapter's `transfers` (spec §9: Send on Solana): SOL and classic SPL token transfers
 * estimated and followed on the network's RPC (`network.rpcUrls.default.http[0]`, never through
 * the wallet) and signed and sent by the connected Wallet Standard wallet. Only this object is
 * in the page's initial bundle: the transfer code, @solana/kit's RPC client and the program
 * clients load with `import()` on the first call (a load that fails is a `TransferLoadError`),
 * and they check each request first (`checkTransferRequest`). See `estimateSolanaTransferFee`,
 * `sendSolanaTransfer` and `waitForSolanaTransfer` for what each step does.
 *
 * @example
 * const transfers = createSolanaTransfers({ getSession: requireSession })
 * const fee = await transfers.estimateTransferFee(request) // { value: 5000n, decimals: 9, symbol: 'SOL' }
 */
export function createSolanaTransfers(
  parameters: CreateSolanaTransfersParameters,
): TransferCapability {
  const { getSession } = parameters
  return {
    async estimateTransferFee(request) {
      const { estimateSolanaTransferFee } = await load()
      return await estimateSolanaTransferFee(request)
    },
    async sendTransfer(request) {
      const { sendSolanaTransfer } = await load()
      return await sendSolanaTransfer({ request, getSession })
    },
    async waitForTransfer(waitParameters) {
      const { waitForSolanaTransfer } = await load()
      return await waitForSolanaTransfer(waitParameters)
    },
  }
}

export interface SolanaRequestTransfersParameters {
  /**
   * Sends `solana_signAndSendTransaction` with these params to the wallet for the transfer
   * (its `connectorId`, on its `network`) and resolves with the wallet's answer, `{ signature }`.
   */
  signAndSend: (
    request: TransferRequest,
    params: { transaction: string; sendOptions: { preflightCommitment: 'confirmed' } },
  ) => Promise<unknown>
}

/**
 * `transfers` for a Solana wallet reached by requests rather than Wallet Standard (the embedded
 * wallet's frame, whose Approve view shows the transfer): the same estimate, transaction and
 * wait as `createSolanaTransfers`, signed and sent by the wallet's answer to
 * `solana_signAndSendTransaction` (see `sendRequestedTransfer`). As there, only this object is
 * in the page's initial bundle; the transfer code loads with `import()` on the first call.
 *
 * @example
 * const transfers = solanaRequestTransfers({
 *   signAndSend: (request, params) => frame.rpc('solana_signAndSendTransaction', params, request.network),
 * })
 */
export function solanaRequestTransfers(
  parameters: SolanaRequestTransfersParameters,
): TransferCapability {
  const { signAndSend } = parameters
  return {
    async estimateTransferFee(request) {
      const { estimateSolanaTransferFee } = await load()
      return await estimateSolanaTransferFee(request)
    },
    async sendTransfer(request) {
      const { sendRequestedTransfer } = await load()
      return await sendRequestedTransfer({
        request,
        signAndSend: (params) => signAndSend(request, params),
      })
    },
    async waitForTransfer(waitParameters) {
      const { waitForSolanaTransfer } = await load()
      return await waitForSolanaTransfer(waitParameters)
    },
  }
}

/** The transfer code, or a `TransferLoadError` when it cannot be loaded. */
async function load(): Promise<typeof import('./loadTransfers.ts')> {
  try {
    return await import('./loadTransfers.ts')
  } catch (error) {
    throw new TransferLoadError({ cause: error })
  }
}
