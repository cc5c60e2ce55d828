import type { InvalidAddressError } from '@portico/core'
import {
  ChainRpcError,
  type InvalidOptionError,
  type TransferFee,
  type TransferRequest,
  TransferWouldFailError,
  type UnsupportedNamespaceError,
} from '@portico/core'
import * as v from 'valibot'
import {
  BaseError,
  type Client,
  Eip1559FeesNotSupportedError,
  ExecutionRevertedError,
  HttpRequestError,
  hexToBigInt,
  InsufficientFundsError,
  TimeoutError,
  toHex,
} from 'viem'
import { estimateFeesPerGas, getGasPrice } from 'viem/actions'
import { describeValue } from '../provider/describeValue.ts'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
import { checkTransferRequest } from './checkTransferRequest.ts'
import { createTransferClient } from './createTransferClient.ts'

export type EstimateEvmTransferFeeReturnType = TransferFee

export type EstimateEvmTransferFeeErrorType =
  | ChainRpcError
  | TransferWouldFailError
  | InvalidAddressError
  | InvalidOptionError
  | UnsupportedNamespaceError

const quantitySchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * The network fee a transfer would cost now, read through the Portico gateway when `gateway` is
 * given, else (or when it fails) from the network's own RPC (never the wallet):
 * the gas it needs (`eth_estimateGas` of the value transfer, or of the token's
 * `transfer(to, amount)`, from the sender) times the fee per gas a wallet will likely offer
 * (EIP-1559 `maxFeePerGas`: the latest base fee × 1.2 plus the priority fee; else the legacy gas
 * price). In the native currency's smallest unit, with its decimals and symbol. An RPC that
 * fails or answers garbage is a `ChainRpcError`; a transfer the node says would revert, or that
 * the sender cannot pay, is a `TransferWouldFailError`.
 *
 * @example
 * const { value, symbol } = await estimateEvmTransferFee({ ...request, amount: 10n ** 18n })
 */
export async function estimateEvmTransferFee(
  request: TransferRequest,
  gateway?: EvmRpcGateway,
): Promise<EstimateEvmTransferFeeReturnType> {
  const transfer = checkTransferRequest(request)
  const { network } = transfer
  const client = createTransferClient({ network, gateway })
  let gas: bigint
  let feePerGas: bigint
  try {
    // eth_estimateGas straight on the transport: viem's estimateGas action would bring its
    // transaction preparation (and secp256k1) into the lazy chunk for nothing.
    const estimate = client.request({
      method: 'eth_estimateGas',
      params: [
        {
          from: transfer.from,
          to: transfer.to,
          ...(transfer.data === undefined
            ? { value: toHex(transfer.value ?? 0n) }
            : { data: transfer.data }),
        },
      ],
    })
    const [rawGas, fee] = await Promise.all([estimate, likelyFeePerGas(client)])
    const parsed = v.safeParse(quantitySchema, rawGas)
    if (!parsed.success)
      throw new ChainRpcError({
        details: `eth_estimateGas returned ${describeValue(rawGas)}, expected a hex quantity`,
      })
    gas = hexToBigInt(parsed.output as `0x${string}`)
    feePerGas = fee
  } catch (error) {
    if (error instanceof ChainRpcError) throw error
    if (isRefusal(error)) throw new TransferWouldFailError({ cause: error })
    throw new ChainRpcError({ cause: error })
  }
  if (gas === 0n || feePerGas < 0n)
    throw new ChainRpcError({
      details: `${network.caipNetworkId} answered gas ${gas} at ${feePerGas} per gas`,
    })
  return {
    value: gas * feePerGas,
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  }
}

/** EIP-1559 maxFeePerGas where the chain has a base fee, else the legacy gas price. */
async function likelyFeePerGas(client: Client): Promise<bigint> {
  try {
    return (await estimateFeesPerGas(client, { chain: undefined, type: 'eip1559' })).maxFeePerGas
  } catch (error) {
    if (!(error instanceof Eip1559FeesNotSupportedError)) throw error
    return await getGasPrice(client)
  }
}

/**
 * Whether the node refused the transfer itself (it would revert: JSON-RPC code 3 or 'execution
 * reverted'; or the sender cannot pay) rather than failed to answer.
 */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  if (error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError))
    return false
  return (
    error.walk(
      (cause) =>
        cause instanceof BaseError &&
        ((cause as { code?: unknown }).code === 3 ||
          ExecutionRevertedError.nodeMessage.test(cause.details) ||
          InsufficientFundsError.nodeMessage.test(cause.details)),
    ) !== null
  )
}
