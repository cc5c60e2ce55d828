import type { TransferCapability } from '@portico/core'
import { TransferLoadError } from '@portico/core'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
import type { EvmTransferWallet } from './sendEvmTransfer.ts'

export type EvmTransfersParameters = EvmTransferWallet & {
  /**
   * The Portico server's RPC gateway: reads try it before the network's own RPC. A function is
   * asked at each step, for an adapter that learns it in `setup` (core's `rpcGateway`).
   */
  gateway?: EvmRpcGateway | (() => EvmRpcGateway | undefined) | undefined
}

export type EvmTransfersReturnType = TransferCapability

/** The RPC code, loaded on first use; a failed load is a `TransferLoadError` (nothing was sent). */
const load = () =>
  import('../lazyActions.ts').catch((cause: unknown) => {
    throw new TransferLoadError({ cause })
  })

/**
 * The EVM send capability (`ChainAdapter.transfers`) of every adapter that reaches an EVM wallet
 * by requests: announced and injected wallets, WalletConnect's eip155 namespace and the embedded
 * wallet each pass their own request path (`request`), so that their error mapping (and the
 * embedded wallet's Approve view) applies to `eth_sendTransaction`. Reads (gas, fees, receipts)
 * go through `gateway` when given (or when the function given answers one), then the network's
 * own RPC URLs, with viem
 * (`createEvmChainTransport`), never through the wallet. The code loads
 * with `import()` on first use: a page that never sends does not load it. Each step:
 * `estimateEvmTransferFee`, `sendEvmTransfer`, `waitForEvmTransfer`; for Pay, `readEvmToken`
 * (the asset a dApp names), `readEvmBlockHeight` (when a payment opened) and `checkEvmTransfer`
 * (what an exchange paid, mined after that).
 *
 * @example
 * import { evmTransfers } from '@portico/evm'
 *
 * const transfers = evmTransfers({ request: (call) => adapter.request(call) })
 * const fee = await transfers.estimateTransferFee(request) // { value, decimals: 18, symbol: 'ETH' }
 * const { hash } = await transfers.sendTransfer(request)
 * await transfers.waitForTransfer({ namespace: 'eip155', network, hash }) // { status: 'confirmed' }
 */
export function evmTransfers(parameters: EvmTransfersParameters): EvmTransfersReturnType {
  const gateway = () =>
    typeof parameters.gateway === 'function' ? parameters.gateway() : parameters.gateway
  return {
    estimateTransferFee: async (request) =>
      (await load()).estimateEvmTransferFee(request, gateway()),
    sendTransfer: async (request) => (await load()).sendEvmTransfer(request, parameters),
    waitForTransfer: async (wait) => (await load()).waitForEvmTransfer(wait, gateway()),
    readToken: async (token) => (await load()).readEvmToken(token, gateway()),
    checkTransfer: async (check) => (await load()).checkEvmTransfer(check, gateway()),
    readBlockHeight: async (read) => (await load()).readEvmBlockHeight(read, gateway()),
  }
}
