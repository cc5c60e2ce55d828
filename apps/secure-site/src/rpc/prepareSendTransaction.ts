import * as v from 'valibot'
import type { PrivateKeyAccount } from 'viem'
import type { SimulationOutcome } from '../approve/approvalDetails.ts'
import {
  AddressMismatchError,
  InvalidRpcParamsError,
  TransactionWouldFailError,
} from '../errors.ts'
import type { ApprovalTarget } from './chainTrust.ts'
import { describeTransactionCall } from './describeTransactionCall.ts'
import type { EvmClients } from './evmClients.ts'
import type { PreparedApproval } from './preparedApproval.ts'
import { prepareTransactionFee } from './prepareTransactionFee.ts'
import { evmAddressSchema, hexDataSchema, isSameAddress, quantitySchema } from './rpcFields.ts'
import { simulateBalanceChanges } from './simulateBalanceChanges.ts'

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
  /** The native currency's USD price, for the fee (trusted chains only; see `fetchNativePriceUsd`). */
  nativePriceUsd?: Promise<number | undefined> | undefined
}

/**
 * Checks an eth_sendTransaction request (params `[transaction]`: `from`, when given, is this
 * wallet's; a `chainId`, when given, is the chain in use) and prepares it from the chain that
 * `target` names (the project's gateway for a network its server knows: `chooseApprovalTarget`):
 * - the gas limit and fees it will be signed with, and the most they can cost
 *   (`prepareTransactionFee`: the page's own gas and price are kept, and shown as they are);
 * - a transfer (plain, or ERC-20 `transfer`), an ERC-20 `approve` or a Uniswap V2 trade in words,
 *   with each token's symbol and decimals read from its contract (`readTokenMetadata`) on a
 *   trusted chain only: on the page's chain, amounts stay raw beside the contract;
 * - its balance changes, simulated after the view is shown (`simulateBalanceChanges`; trusted
 *   chains only).
 * On Approve it is signed with exactly the gas and fees shown (the nonce read then, unless the
 * page chose one) and sent through the same RPC; the answer is the transaction hash.
 *
 * @example
 * const prepared = await prepareSendTransaction([{ from, to, value: '0xde0b6b3a7640000' }], account, target, clients)
 * await prepared.run() // '0x…' (transaction hash)
 */
export async function prepareSendTransaction(
  params: unknown,
  account: PrivateKeyAccount,
  target: ApprovalTarget,
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
  const client = clients.publicClient(target)
  // On the page's chain a token's own words are the page's: never read, the amount stays raw.
  const reader = target.trusted ? client : undefined
  const [{ transfer, contractCall }, prepared, nativePriceUsd] = await Promise.all([
    describeTransactionCall(reader, { to, value, data }),
    prepareTransactionFee(client, {
      account: account.address,
      to,
      value,
      data,
      gas: tx.gas,
      gasPrice: tx.gasPrice,
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    }),
    target.trusted ? options.nativePriceUsd : undefined,
  ])
  const simulation: Promise<SimulationOutcome> = target.trusted
    ? simulateBalanceChanges(client, { account: account.address, calls: [{ to, value, data }] })
    : Promise.resolve({ status: 'unavailable', reason: 'untrusted' })
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
      reading: target.trusted ? 'wallet' : 'site',
      fee: prepared.ok ? { ...prepared.fee, nativePriceUsd } : undefined,
      failure: prepared.failure,
      simulation: { status: 'pending' },
    },
    simulation,
    run: async () => {
      if (!prepared.ok) throw new TransactionWouldFailError({ details: prepared.failure })
      const wallet = clients.walletClient(target, account)
      const { type: _type, ...fees } = prepared.fields
      // With the client's chain, viem checks the node's chain id before it sends.
      return wallet.sendTransaction({
        account,
        chain: wallet.chain,
        to,
        value,
        data,
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        ...fees,
      })
    },
  }
}
