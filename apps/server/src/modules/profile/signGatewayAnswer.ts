import { type Address, encodeAbiParameters, encodePacked, type Hex, keccak256 } from 'viem'
import { sign } from 'viem/accounts'

export interface SignGatewayAnswerParameters {
  /** The resolver the answer is for (the ERC-3668 `sender`). */
  sender: Address
  /** The ERC-3668 `callData` the gateway was sent. */
  request: Hex
  /** The ABI-encoded answer (`answerResolveCall`). */
  result: Hex
  /** Unix seconds after which the resolver refuses the answer. */
  expires: bigint
  privateKey: Hex
}

/**
 * The gateway's signed answer, `abi.encode(bytes result, uint64 expires, bytes signature)`, the
 * signature (65 bytes r, s, v) over `keccak256(0x1900 ‖ sender ‖ expires (8 bytes) ‖
 * keccak256(request) ‖ keccak256(result))`: the format PorticoOffchainResolver checks, the same
 * as ENS's offchain-resolver reference gateway, so either resolver accepts it.
 *
 * @example
 * const data = await signGatewayAnswer({ sender, request, result, expires: 1_800_000_000n, privateKey })
 */
export async function signGatewayAnswer(parameters: SignGatewayAnswerParameters): Promise<Hex> {
  const digest = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      [
        '0x1900',
        parameters.sender,
        parameters.expires,
        keccak256(parameters.request),
        keccak256(parameters.result),
      ],
    ),
  )
  const signature = await sign({ hash: digest, privateKey: parameters.privateKey, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [parameters.result, parameters.expires, signature],
  )
}
