import type { TransferCapability } from '@portico/core'
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

/** The transfer code, or a `TransferLoadError` when it cannot be loaded. */
async function load(): Promise<typeof import('./loadTransfers.ts')> {
  try {
    return await import('./loadTransfers.ts')
  } catch (error) {
    throw new TransferLoadError({ cause: error })
  }
}
