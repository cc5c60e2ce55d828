import type { InvalidAddressError } from '@portico/core'
import {
  type InvalidOptionError,
  InvalidWalletResponseError,
  mapWalletError,
  PorticoError,
  parseChainId,
  type SentTransfer,
  type TransferRequest,
  type UnsupportedNamespaceError,
  type UserRejectedRequestError,
} from '@portico/core'
import * as v from 'valibot'
import { toHex } from 'viem'
import { WrongWalletNetworkError } from '../errors/WrongWalletNetworkError.ts'
import { describeValue } from '../provider/describeValue.ts'
import { checkTransferRequest } from './checkTransferRequest.ts'

/** How a transfer reaches the wallet: the adapter's own request path. */
export interface EvmTransferWallet {
  /**
   * Sends one request to the connected wallet the way the adapter sends every other one, so that
   * its error mapping (and the embedded wallet's Approve view) applies. The answer is `unknown`:
   * it is parsed here.
   */
  request(parameters: {
    connectorId: string
    method: string
    params?: readonly unknown[]
  }): Promise<unknown>
}

export type SendEvmTransferReturnType = SentTransfer

/** Besides these, the adapter's own wallet errors pass through. */
export type SendEvmTransferErrorType =
  | UserRejectedRequestError
  | WrongWalletNetworkError
  | InvalidWalletResponseError
  | InvalidAddressError
  | InvalidOptionError
  | UnsupportedNamespaceError

const hashSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))

/**
 * Asks the wallet to sign and broadcast a transfer. First the wallet's chain (`eth_chainId`) must
 * be the transfer's network, else `WrongWalletNetworkError` and nothing is sent; then
 * `eth_sendTransaction` with `{ from, to, value }` for the native currency or `{ from, to: token,
 * data: transfer(to, amount) }` for an ERC-20, each with the network's `chainId` (wallets that
 * check it refuse a mismatch). Resolves with the transaction hash once the wallet returns it
 * (0x and 64 hex digits, else `InvalidWalletResponseError`); a refusal is
 * `UserRejectedRequestError`.
 *
 * @example
 * const { hash } = await sendEvmTransfer(request, { request: (call) => adapter.request(call) })
 */
export async function sendEvmTransfer(
  request: TransferRequest,
  wallet: EvmTransferWallet,
): Promise<SendEvmTransferReturnType> {
  const transfer = checkTransferRequest(request)
  const { connectorId } = request

  const rawChainId = await ask(wallet, { connectorId, method: 'eth_chainId' })
  let walletChainId: number
  try {
    walletChainId = parseChainId(rawChainId)
  } catch (error) {
    throw new InvalidWalletResponseError({ cause: error, details: 'eth_chainId: invalid chain id' })
  }
  if (walletChainId !== transfer.chainId)
    throw new WrongWalletNetworkError({
      details: `The wallet is on chain ${walletChainId}; the transfer is for ${transfer.network.caipNetworkId}`,
    })

  const transaction = {
    from: transfer.from,
    to: transfer.to,
    ...(transfer.data === undefined
      ? { value: toHex(transfer.value ?? 0n) }
      : { data: transfer.data }),
    chainId: toHex(transfer.chainId),
  }
  const raw = await ask(wallet, {
    connectorId,
    method: 'eth_sendTransaction',
    params: [transaction],
  })
  const hash = v.safeParse(hashSchema, raw)
  if (!hash.success)
    throw new InvalidWalletResponseError({
      details: `eth_sendTransaction returned ${describeValue(raw)}, expected a transaction hash`,
    })
  return { hash: hash.output }
}

/** The adapter maps its wallet's errors; anything that is still not the kit's is mapped here. */
async function ask(
  wallet: EvmTransferWallet,
  parameters: Parameters<EvmTransferWallet['request']>[0],
): Promise<unknown> {
  try {
    return await wallet.request(parameters)
  } catch (error) {
    throw error instanceof PorticoError ? error : mapWalletError(error, { context: 'request' })
  }
}
