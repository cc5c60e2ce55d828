import { sendCallsParamsSchema } from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import type { Address, Hex } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import type { CallDetails, FeeDetails, UserOperationFee } from '../approve/approvalDetails.ts'
import {
  AddressMismatchError,
  InvalidRpcParamsError,
  MethodNotSupportedError,
  TransactionWouldFailError,
} from '../errors.ts'
import type { CallsRegistry } from '../rpc/callsRegistry.ts'
import { describeTransactionCall } from '../rpc/describeTransactionCall.ts'
import type { EvmClients } from '../rpc/evmClients.ts'
import type { PreparedApproval } from '../rpc/preparedApproval.ts'
import { preparePersonalSign } from '../rpc/preparePersonalSign.ts'
import { callSchema, MAX_CALLS } from '../rpc/prepareSendCalls.ts'
import { prepareSignTypedData } from '../rpc/prepareSignTypedData.ts'
import { failureReason, HIGH_FEE_RATIO } from '../rpc/prepareTransactionFee.ts'
import { evmAddressSchema, hexDataSchema, isSameAddress, quantitySchema } from '../rpc/rpcFields.ts'
import type { RpcRequest } from '../rpc/rpcRequest.ts'
import { simulateBalanceChanges } from '../rpc/simulateBalanceChanges.ts'
import type { SmartAccountActive, SmartAccountRuntime } from './smartAccountTypes.ts'

export interface PrepareSmartAccountRequestParameters {
  request: RpcRequest
  active: SmartAccountActive
  runtime: SmartAccountRuntime
  clients: EvmClients
  calls: CallsRegistry
  /** The project's bundler route for the chain (wallet_getCallsStatus asks it later). */
  bundlerUrl: string
  /** The native currency's USD price, for the fee (see `fetchNativePriceUsd`). */
  nativePriceUsd?: Promise<number | undefined> | undefined
}

/** eth_sendTransaction's fields a user operation can carry; gas and nonce are the operation's. */
const transactionSchema = v.object({
  from: v.optional(evmAddressSchema),
  to: v.optional(v.nullable(evmAddressSchema)),
  value: v.optional(quantitySchema),
  data: v.optional(hexDataSchema),
  input: v.optional(hexDataSchema),
  chainId: v.optional(quantitySchema),
})

/** How long Approve waits for an eth_sendTransaction's user operation to be mined. */
const RECEIPT_TIMEOUT_MS = 120_000

/**
 * Checks and prepares a request for the active smart account (spec §6), always on the project's
 * gateway (`active.target`), whatever RPC URL the page gave:
 * - personal_sign, eth_signTypedData_v4: the account's signature (ERC-7739, wrapped in ERC-6492
 *   while it is not deployed);
 * - eth_sendTransaction: a one-call user operation; the answer is its transaction's hash;
 * - wallet_sendCalls: the calls as one user operation (`executeBatch`: all or none); the answer
 *   is `{ id: userOpHash }` for wallet_getCallsStatus.
 * Before the view the operation is prepared through the bundler (gas limits, fees, and the
 * paymaster's data on a sponsored network), the calls' balance changes are simulated from the
 * account's address, and the fee shown is the operation's gas limits × maxFeePerGas, or
 * "Sponsored". Approve signs exactly that operation and sends it.
 *
 * @example
 * const prepared = await prepareSmartAccountRequest({ request: { method: 'wallet_sendCalls', params }, active, runtime, clients, calls, bundlerUrl })
 * await prepared.run() // { id: '0x…' } (the user operation's hash)
 */
export async function prepareSmartAccountRequest(
  parameters: PrepareSmartAccountRequestParameters,
): Promise<PreparedApproval> {
  const { request, active, runtime } = parameters
  const chainId = active.target.chainId
  switch (request.method) {
    case 'personal_sign':
      return preparePersonalSign(request.params, runtime.account)
    case 'eth_signTypedData_v4':
      return prepareSignTypedData(request.params, runtime.account, chainId)
    case 'eth_sendTransaction': {
      const call = readTransaction(request.params, active)
      return prepareUserOperation(parameters, [call], 'transactionHash')
    }
    case 'wallet_sendCalls':
      return prepareUserOperation(parameters, readCalls(request.params, active), 'callsId')
    default:
      throw new MethodNotSupportedError()
  }
}

function readTransaction(params: unknown, active: SmartAccountActive): CallDetails {
  const parsed = v.safeParse(v.tuple([transactionSchema]), params)
  if (!parsed.success) {
    throw new InvalidRpcParamsError('eth_sendTransaction', { details: v.summarize(parsed.issues) })
  }
  const [transaction] = parsed.output
  if (transaction.from && !isSameAddress(transaction.from, active.address)) {
    throw new AddressMismatchError()
  }
  checkChainId('eth_sendTransaction', transaction.chainId, active.target.chainId)
  if (!transaction.to) {
    throw new InvalidRpcParamsError('eth_sendTransaction', {
      details: 'a smart account cannot deploy a contract with eth_sendTransaction',
    })
  }
  return {
    to: transaction.to,
    value: transaction.value ?? 0n,
    data: transaction.data ?? transaction.input,
  }
}

function readCalls(params: unknown, active: SmartAccountActive): CallDetails[] {
  const parsed = v.safeParse(sendCallsParamsSchema, params)
  if (!parsed.success) {
    throw new InvalidRpcParamsError('wallet_sendCalls', { details: v.summarize(parsed.issues) })
  }
  const [request] = parsed.output
  if (request.from && !isSameAddress(request.from, active.address)) {
    throw new AddressMismatchError()
  }
  checkChainId(
    'wallet_sendCalls',
    request.chainId === undefined ? undefined : BigInt(request.chainId),
    active.target.chainId,
  )
  const checked = v.safeParse(v.pipe(v.array(callSchema), v.maxLength(MAX_CALLS)), request.calls)
  if (!checked.success) {
    throw new InvalidRpcParamsError('wallet_sendCalls', { details: v.summarize(checked.issues) })
  }
  if (checked.output.length === 0) {
    throw new InvalidRpcParamsError('wallet_sendCalls', { details: 'no calls' })
  }
  return checked.output.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data }))
}

function checkChainId(method: string, requested: bigint | undefined, chainId: number) {
  if (requested !== undefined && requested !== BigInt(chainId)) {
    throw new InvalidRpcParamsError(method, {
      details: `chainId ${requested} is not the current chain ${chainId}`,
    })
  }
}

async function prepareUserOperation(
  parameters: PrepareSmartAccountRequestParameters,
  calls: CallDetails[],
  answer: 'transactionHash' | 'callsId',
): Promise<PreparedApproval> {
  const { active, runtime, clients, request } = parameters
  const client = clients.publicClient(active.target)
  const withTo = calls.map((call) => ({ ...call, to: call.to as Address }))
  let userOperation: UserOperation<'0.8'>
  try {
    userOperation = (await runtime.bundler.prepareUserOperation({
      account: runtime.account,
      calls: withTo,
    })) as UserOperation<'0.8'>
  } catch (cause) {
    // The bundler's estimate runs the calls: one that reverts stops here, with its reason.
    throw new TransactionWouldFailError({ cause, details: failureReason(cause) })
  }
  const [fee, described] = await Promise.all([
    runtime.network.sponsored
      ? ({ sponsored: true } as const)
      : userOperationFee(userOperation, client, parameters.nativePriceUsd).then(
          (fee): UserOperationFee => ({ sponsored: false, fee }),
        ),
    // One transaction (eth_sendTransaction) reads as the plain account's would: in words.
    answer === 'transactionHash' && calls[0]
      ? describeTransactionCall(client, calls[0])
      : undefined,
  ])
  const common = {
    chainId: active.target.chainId,
    from: active.address,
    ...(request.nativeSymbol === undefined ? {} : { nativeSymbol: request.nativeSymbol }),
    reading: 'wallet',
    simulation: { status: 'pending' },
    userOperation: fee,
  } as const

  return {
    details:
      described && calls[0]
        ? {
            kind: 'transaction',
            ...common,
            ...calls[0],
            ...described,
            fee: undefined,
            failure: undefined,
          }
        : { kind: 'calls', ...common, calls },
    // The batch's balance changes for the smart account, the calls in order on one state.
    simulation: simulateBalanceChanges(client, { account: active.address, calls }),
    async run() {
      const signature = await runtime.account.signUserOperation(userOperation)
      const hash = (await runtime.bundler.request({
        method: 'eth_sendUserOperation',
        params: [
          formatUserOperationRequest({ ...userOperation, signature }),
          runtime.account.entryPoint.address,
        ],
      })) as Hex
      if (answer === 'callsId') {
        parameters.calls.add(hash, {
          kind: 'userOperation',
          target: { chainId: active.target.chainId, rpcUrl: active.target.rpcUrl },
          bundlerUrl: parameters.bundlerUrl,
        })
        return { id: hash }
      }
      const receipt = await runtime.bundler.waitForUserOperationReceipt({
        hash,
        timeout: RECEIPT_TIMEOUT_MS,
      })
      return receipt.receipt.transactionHash
    },
  }
}

/** The most the operation can cost: all its gas limits × maxFeePerGas (what the account pays). */
async function userOperationFee(
  userOperation: UserOperation<'0.8'>,
  client: ReturnType<EvmClients['publicClient']>,
  nativePriceUsd: Promise<number | undefined> | undefined,
): Promise<FeeDetails> {
  const gasLimit =
    userOperation.callGasLimit +
    userOperation.verificationGasLimit +
    userOperation.preVerificationGas +
    (userOperation.paymasterVerificationGasLimit ?? 0n) +
    (userOperation.paymasterPostOpGasLimit ?? 0n)
  const [block, priority, price] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.estimateMaxPriorityFeePerGas().catch(() => 0n),
    nativePriceUsd?.catch(() => undefined),
  ])
  const networkFeePerGas =
    block.baseFeePerGas === null ? await client.getGasPrice() : block.baseFeePerGas + priority
  const maxFee = gasLimit * userOperation.maxFeePerGas
  return {
    gasLimit,
    maxFeePerGas: userOperation.maxFeePerGas,
    maxFee,
    networkFeePerGas,
    high: userOperation.maxFeePerGas > HIGH_FEE_RATIO * networkFeePerGas,
    ...(price === undefined ? {} : { nativePriceUsd: price }),
  }
}
