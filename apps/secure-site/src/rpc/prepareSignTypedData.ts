import * as v from 'valibot'
import { hashTypedData, type LocalAccount, type TypedDataDomain } from 'viem'
import { AddressMismatchError, InvalidRpcParamsError } from '../errors.ts'
import { toEvmChainId } from './chainState.ts'
import type { PreparedApproval } from './preparedApproval.ts'
import { evmAddressSchema, isSameAddress } from './rpcFields.ts'

const MAX_JSON_LENGTH = 256 * 1024

const typedDataSchema = v.object({
  types: v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/)),
    v.array(v.object({ name: v.string(), type: v.string() })),
  ),
  primaryType: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  domain: v.optional(
    v.object({
      name: v.optional(v.string()),
      version: v.optional(v.string()),
      chainId: v.optional(
        v.pipe(
          v.union([v.number(), v.string()]),
          v.transform((value) => toEvmChainId(value)),
        ),
      ),
      verifyingContract: v.optional(evmAddressSchema),
      salt: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))),
    }),
    {},
  ),
  message: v.record(v.string(), v.unknown()),
})

const paramsSchema = v.tuple([
  evmAddressSchema,
  v.union([v.pipe(v.string(), v.maxLength(MAX_JSON_LENGTH)), v.record(v.string(), v.unknown())]),
])

function readTypedData(value: string | Record<string, unknown>) {
  let json: unknown = value
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value)
    } catch (cause) {
      throw new InvalidRpcParamsError('eth_signTypedData_v4', { cause, details: 'not JSON' })
    }
  }
  try {
    const parsed = v.safeParse(typedDataSchema, json)
    if (!parsed.success) {
      throw new InvalidRpcParamsError('eth_signTypedData_v4', {
        details: v.summarize(parsed.issues),
      })
    }
    return parsed.output
  } catch (cause) {
    // toEvmChainId throws inside the schema for a domain chain id that is no EVM chain.
    if (cause instanceof InvalidRpcParamsError) throw cause
    throw new InvalidRpcParamsError('eth_signTypedData_v4', { cause })
  }
}

/** Who signs: the frame's own key, or the smart account it owns (ERC-7739 / ERC-6492). */
export type TypedDataSigner = Pick<LocalAccount, 'address' | 'signTypedData'>

/**
 * Checks an eth_signTypedData_v4 request (params `[address, typedData JSON]`): the address is
 * this wallet's, the typed data is EIP-712 valid, and a domain chain id names the chain in use
 * (a signature for another chain is refused, as wallets do). Prepares the signature.
 *
 * @example
 * const prepared = prepareSignTypedData([account.address, JSON.stringify(typedData)], account, 31337)
 * await prepared.run() // '0x…'
 */
export function prepareSignTypedData(
  params: unknown,
  account: TypedDataSigner,
  chainId: number,
): PreparedApproval {
  const parsed = v.safeParse(paramsSchema, params)
  if (!parsed.success) {
    throw new InvalidRpcParamsError('eth_signTypedData_v4', { details: v.summarize(parsed.issues) })
  }
  const [address, raw] = parsed.output
  if (!isSameAddress(address, account.address)) throw new AddressMismatchError()
  const typedData = readTypedData(raw)
  if (typedData.domain.chainId !== undefined && typedData.domain.chainId !== chainId) {
    throw new InvalidRpcParamsError('eth_signTypedData_v4', {
      details: `domain chainId ${typedData.domain.chainId} is not the current chain ${chainId}`,
    })
  }
  const request = {
    domain: typedData.domain as TypedDataDomain,
    types: typedData.types,
    primaryType: typedData.primaryType,
    message: typedData.message,
  }
  try {
    // Runs viem's EIP-712 checks (types, primary type, values) before the visitor is asked.
    hashTypedData(request)
  } catch (cause) {
    throw new InvalidRpcParamsError('eth_signTypedData_v4', { cause })
  }
  return {
    details: {
      kind: 'typed_data',
      address: account.address,
      domainName: typedData.domain.name,
      primaryType: typedData.primaryType,
      message: typedData.message,
    },
    run: () => account.signTypedData(request),
  }
}
