import { type Address, getAddress, type Hex, isAddress } from 'viem'
import type { SponsoredUserOperation } from './verifyingPaymasterHash.ts'

/** A refusal answered as a JSON-RPC error object. */
export class JsonRpcRefusal extends Error {
  override name = 'JsonRpcRefusal'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** JSON-RPC 'Invalid params'. */
export const INVALID_PARAMS = -32602

/** The user operation of an ERC-7677 request, the gas fields not estimated yet optional. */
export type PaymasterRequestUserOperation = Omit<
  SponsoredUserOperation,
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'
  | 'paymasterVerificationGasLimit'
  | 'paymasterPostOpGasLimit'
> &
  Partial<SponsoredUserOperation>

/** `pm_getPaymasterStubData` / `pm_getPaymasterData` params: `[userOp, entryPoint, chainId, context]`. */
export interface PaymasterRequest {
  userOperation: PaymasterRequestUserOperation
  entryPoint: Address
  chainId: bigint
  context: unknown
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/
const UINT128_MAX = 2n ** 128n - 1n

/**
 * Checks the params of an ERC-7677 call for EntryPoint v0.8 (viem's `formatUserOperationRequest`
 * shape: quantities as hex); a `JsonRpcRefusal` -32602 naming the first bad field otherwise.
 *
 * @example
 * const { userOperation, entryPoint, chainId } = parsePaymasterRequest(call.params)
 */
export function parsePaymasterRequest(params: unknown): PaymasterRequest {
  if (!Array.isArray(params) || params.length < 3 || params.length > 4)
    throw invalid('params must be [userOperation, entryPoint, chainId, context]')
  const [rawUserOperation, rawEntryPoint, rawChainId, context] = params as unknown[]
  if (typeof rawUserOperation !== 'object' || rawUserOperation === null)
    throw invalid('userOperation must be an object')
  const op = rawUserOperation as Record<string, unknown>
  if (typeof rawEntryPoint !== 'string' || !isAddress(rawEntryPoint, { strict: false }))
    throw invalid('entryPoint must be an address')
  if (typeof rawChainId !== 'string' || !QUANTITY.test(rawChainId))
    throw invalid('chainId must be a hex quantity')
  if ('initCode' in op && op.initCode !== undefined)
    throw invalid('userOperation.initCode: EntryPoint v0.8 takes factory and factoryData')
  const factory =
    op.factory === undefined || op.factory === null ? undefined : address(op, 'factory')
  const userOperation: PaymasterRequestUserOperation = {
    sender: address(op, 'sender'),
    nonce: quantity(op, 'nonce', 2n ** 256n - 1n),
    factory,
    factoryData:
      factory === undefined ? undefined : (optionalData(op, 'factoryData') ?? ('0x' as Hex)),
    callData: data(op, 'callData'),
    callGasLimit: optionalQuantity(op, 'callGasLimit'),
    verificationGasLimit: optionalQuantity(op, 'verificationGasLimit'),
    preVerificationGas: optionalQuantity(op, 'preVerificationGas'),
    maxFeePerGas: optionalQuantity(op, 'maxFeePerGas'),
    maxPriorityFeePerGas: optionalQuantity(op, 'maxPriorityFeePerGas'),
    paymasterVerificationGasLimit: optionalQuantity(op, 'paymasterVerificationGasLimit'),
    paymasterPostOpGasLimit: optionalQuantity(op, 'paymasterPostOpGasLimit'),
  }
  return {
    userOperation,
    entryPoint: getAddress(rawEntryPoint),
    chainId: BigInt(rawChainId),
    context,
  }
}

/**
 * The user operation with every gas field `pm_getPaymasterData` signs for; a -32602 naming the
 * first missing one. The paymaster's own gas limits default to `defaults` (the stub's).
 */
export function completeUserOperation(
  userOperation: PaymasterRequestUserOperation,
  defaults: Pick<
    SponsoredUserOperation,
    'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'
  >,
): SponsoredUserOperation {
  const required = [
    'callGasLimit',
    'verificationGasLimit',
    'preVerificationGas',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
  ] as const
  for (const field of required)
    if (userOperation[field] === undefined)
      throw invalid(`userOperation.${field}: required (a hex quantity)`)
  return {
    ...userOperation,
    callGasLimit: userOperation.callGasLimit ?? 0n,
    verificationGasLimit: userOperation.verificationGasLimit ?? 0n,
    preVerificationGas: userOperation.preVerificationGas ?? 0n,
    maxFeePerGas: userOperation.maxFeePerGas ?? 0n,
    maxPriorityFeePerGas: userOperation.maxPriorityFeePerGas ?? 0n,
    paymasterVerificationGasLimit:
      userOperation.paymasterVerificationGasLimit ?? defaults.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit:
      userOperation.paymasterPostOpGasLimit ?? defaults.paymasterPostOpGasLimit,
  }
}

function invalid(message: string): JsonRpcRefusal {
  return new JsonRpcRefusal(INVALID_PARAMS, `Invalid params: ${message}`)
}

function address(op: Record<string, unknown>, field: string): Address {
  const value = op[field]
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalid(`userOperation.${field} must be an address`)
  return getAddress(value)
}

function quantity(op: Record<string, unknown>, field: string, max = UINT128_MAX): bigint {
  const value = op[field]
  if (typeof value !== 'string' || !QUANTITY.test(value))
    throw invalid(`userOperation.${field} must be a hex quantity`)
  const parsed = BigInt(value)
  if (parsed > max) throw invalid(`userOperation.${field} is too large`)
  return parsed
}

function optionalQuantity(op: Record<string, unknown>, field: string): bigint | undefined {
  return op[field] === undefined || op[field] === null ? undefined : quantity(op, field)
}

function data(op: Record<string, unknown>, field: string): Hex {
  const value = op[field]
  if (typeof value !== 'string' || !DATA.test(value))
    throw invalid(`userOperation.${field} must be hex bytes`)
  return value as Hex
}

function optionalData(op: Record<string, unknown>, field: string): Hex | undefined {
  return op[field] === undefined || op[field] === null ? undefined : data(op, field)
}
