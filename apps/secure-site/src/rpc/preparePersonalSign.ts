import * as v from 'valibot'
import { type Address, type Hex, isHex, type SignableMessage } from 'viem'
import { decodePersonalMessage } from '../approve/decodePersonalMessage.ts'
import { AddressMismatchError, InvalidRpcParamsError } from '../errors.ts'
import type { PreparedApproval } from './preparedApproval.ts'
import { evmAddressSchema, isSameAddress } from './rpcFields.ts'

/** [message, address]; the message is hex bytes or, as some dApps send it, plain text. */
const paramsSchema = v.tuple([v.pipe(v.string(), v.maxLength(64 * 1024)), evmAddressSchema])

/** Who signs: the frame's own key, or the smart account it owns (ERC-7739 / ERC-6492). */
export interface MessageSigner {
  address: Address
  signMessage(parameters: { message: SignableMessage }): Promise<Hex>
}

/**
 * Checks a personal_sign request (params `[message, address]`, the address must be this
 * wallet's) and prepares its EIP-191 signature.
 *
 * @example
 * const prepared = preparePersonalSign(['0x48656c6c6f', account.address], account)
 * prepared.details // { kind: 'personal_sign', message: { text: 'Hello', encoding: 'utf8' }, … }
 * await prepared.run() // '0x…' (65-byte signature)
 */
export function preparePersonalSign(params: unknown, account: MessageSigner): PreparedApproval {
  const parsed = v.safeParse(paramsSchema, params)
  if (!parsed.success) {
    throw new InvalidRpcParamsError('personal_sign', { details: v.summarize(parsed.issues) })
  }
  const [message, address] = parsed.output
  if (!isSameAddress(address, account.address)) throw new AddressMismatchError()
  return {
    details: {
      kind: 'personal_sign',
      address: account.address,
      message: decodePersonalMessage(message),
    },
    run: () => account.signMessage({ message: isHex(message) ? { raw: message } : message }),
  }
}
