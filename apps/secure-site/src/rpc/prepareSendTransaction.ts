import * as v from 'valibot'
import type { PrivateKeyAccount } from 'viem'
import type { TransferDetails } from '../approve/approvalDetails.ts'
import { decodeContractCall } from '../approve/decodeContractCall.ts'
import { decodeTransferCall } from '../approve/decodeTransferCall.ts'
import { AddressMismatchError, InvalidRpcParamsError } from '../errors.ts'
import type { ChainTarget, EvmClients } from './evmClients.ts'
import type { PreparedApproval } from './preparedApproval.ts'
import { readContractCallTokens } from './readContractCallTokens.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'
import { evmAddressSchema, hexDataSchema, isSameAddress, quantitySchema } from './rpcFields.ts'

const transactionSchema = v.object({
  from: v.optional(evmAddressSchema),
  to: v.optional(v.nullable(evmAddressSchema)),
  value: v.optional(quantitySchema),
  data: v.optional(hexDataSchema),
  input: v.optional(hexDataSchema),
  gas: v.optional(quantitySchema),
  gasPrice: v.optional(quantitySchema),
  maxFeePerGas: v.optional(quantitySchema),
  maxPriorityFeePerGas: v.optional(quantitySchema),
  nonce: v.optional(quantitySchema),
  chainId: v.optional(quantitySchema),
})

const paramsSchema = v.tuple([transactionSchema])

export interface PrepareSendTransactionOptions {
  /** The network's native symbol as the app gave it (APP_RPC_REQUEST `nativeSymbol`). */
  nativeSymbol?: string | undefined
}

/**
 * Checks an eth_sendTransaction request (params `[transaction]`: `from`, when given, is this
 * wallet's; a `chainId`, when given, is the chain in use) and prepares it: on Approve, viem
 * fills nonce, gas and fees from the chain, signs with the local key and sends it; the answer is
 * the transaction hash. A transfer (a plain value transfer, or an ERC-20 `transfer(to, amount)`)
 * is decoded for the approve view, with the token's symbol and decimals read from its contract
 * over the chain's RPC first (`readTokenMetadata`: at most 5 s, else shown unread); so are an
 * ERC-20 `approve` and a Uniswap V2 router's exact-input trades (`decodeContractCall`).
 *
 * @example
 * const prepared = await prepareSendTransaction([{ from, to, value: '0xde0b6b3a7640000' }], account, target, clients)
 * await prepared.run() // '0x…' (transaction hash)
 */
export async function prepareSendTransaction(
  params: unknown,
  account: PrivateKeyAccount,
  target: ChainTarget,
  clients: EvmClients,
  options: PrepareSendTransactionOptions = {},
): Promise<PreparedApproval> {
  const parsed = v.safeParse(paramsSchema, params)
  if (!parsed.success) {
    throw new InvalidRpcParamsError('eth_sendTransaction', { details: v.summarize(parsed.issues) })
  }
  const [tx] = parsed.output
  if (tx.from && !isSameAddress(tx.from, account.address)) throw new AddressMismatchError()
  if (tx.chainId !== undefined && tx.chainId !== BigInt(target.chainId)) {
    throw new InvalidRpcParamsError('eth_sendTransaction', {
      details: `chainId ${tx.chainId} is not the current chain ${target.chainId}`,
    })
  }
  if (tx.data && tx.input && tx.data !== tx.input) {
    throw new InvalidRpcParamsError('eth_sendTransaction', { details: 'data and input differ' })
  }
  const data = tx.data ?? tx.input
  const to = tx.to ?? undefined
  const value = tx.value ?? 0n
  const fees =
    tx.gasPrice !== undefined
      ? { gasPrice: tx.gasPrice }
      : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
  const decoded = decodeTransferCall({ to, value, data })
  const transfer: TransferDetails | undefined =
    decoded?.kind === 'token'
      ? {
          ...decoded,
          metadata: await readTokenMetadata(clients.publicClient(target), decoded.token),
        }
      : decoded
  // Not a transfer: an ERC-20 allowance or a router trade (the Swap view's calls) is said in words too.
  const call = transfer ? undefined : decodeContractCall({ to, value, data })
  const contractCall = call && (await readContractCallTokens(clients.publicClient(target), call))
  return {
    details: {
      kind: 'transaction',
      chainId: target.chainId,
      from: account.address,
      ...(options.nativeSymbol === undefined ? {} : { nativeSymbol: options.nativeSymbol }),
      ...(transfer ? { transfer } : {}),
      ...(contractCall ? { contractCall } : {}),
      to,
      value,
      data,
    },
    run: () => {
      const wallet = clients.walletClient(target, account)
      // With the client's chain, viem checks the node's chain id before it sends.
      return wallet.sendTransaction({
        account,
        chain: wallet.chain,
        to,
        value,
        data,
        gas: tx.gas,
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        ...fees,
      })
    },
  }
}
