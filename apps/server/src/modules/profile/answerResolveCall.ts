import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  hexToBytes,
  namehash,
  size,
  slice,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { BadRequestError } from '../../errors/apiErrors.ts'
import { decodeDnsName } from './decodeDnsName.ts'
import { answeredResolverAbi, extendedResolverAbi } from './ensResolverAbi.ts'
import { nameAnswersCoinType } from './nameAnswersCoinType.ts'
import type { NameDirectory, NameRecord } from './nameDirectory.ts'
import { ETH_COIN_TYPE, parseReverseName } from './parseReverseName.ts'

// The selectors of the calls answered (`answeredResolverAbi`).
const ANSWERED_SELECTORS = new Set(
  answeredResolverAbi.map((item) => toFunctionSelector(item) as Hex),
)

export interface AnswerResolveCallParameters {
  /** ERC-3668 `callData`: `resolve(bytes name, bytes data)` as an offchain resolver sends it. */
  data: Hex
  directory: NameDirectory
  /** The zones served (lower case); names elsewhere get the empty answer. */
  zones: readonly string[]
}

/**
 * The ABI-encoded answer to a resolver call for a name, read from the registered names:
 * - `addr(node)` and `addr(node, coinType)`: the name's address when it answers that coin type
 *   (`nameAnswersCoinType`), else the zero address / empty bytes;
 * - `name(node)` of an ENSIP-19 reverse name: the address's oldest name in the served zones that
 *   answers the coin type, else '' (the universal resolver then checks it forward);
 * - `text(node, key)`: '' (no text records yet);
 * - any other resolver function (contenthash, pubkey…): empty bytes, `0x` (no such record).
 * A name that is not registered, or not in a served zone, gets those empty answers. Calldata that
 * is not `resolve(bytes,bytes)`, a malformed name, a resolver call shorter than a selector or one
 * of the four with malformed arguments, or a node that is not the name's namehash is a 400
 * (`BadRequestError`).
 *
 * @example
 * const result = await answerResolveCall({ data, directory, zones: ['portico.id'] })
 */
export async function answerResolveCall(parameters: AnswerResolveCallParameters): Promise<Hex> {
  const { name, call } = decodeResolveCall(parameters.data)
  // A record this gateway does not keep: the empty answer.
  if (call === undefined) return '0x'
  const node = call.args[0]
  if (node.toLowerCase() !== namehash(name))
    throw new BadRequestError("data: the call's node is not the namehash of the name")
  const zones = parameters.zones
  switch (call.functionName) {
    case 'addr': {
      const coinType = call.args.length === 2 ? call.args[1] : ETH_COIN_TYPE
      const record = await findServedName(parameters.directory, zones, name)
      const address = record && nameAnswersCoinType(record, coinType) ? record.address : undefined
      // Encoded by hand: encodeFunctionResult takes the first `addr`, whatever the overload.
      return call.args.length === 1
        ? encodeAbiParameters([{ type: 'address' }], [address ?? zeroAddress])
        : encodeAbiParameters([{ type: 'bytes' }], [address ?? '0x'])
    }
    case 'name':
      return encodeFunctionResult({
        abi: answeredResolverAbi,
        functionName: 'name',
        result: (await findPrimaryName(parameters.directory, zones, name)) ?? '',
      })
    case 'text':
      return encodeFunctionResult({ abi: answeredResolverAbi, functionName: 'text', result: '' })
  }
}

function decodeResolveCall(data: Hex) {
  let inner: Hex
  let nameBytes: Hex
  try {
    const decoded = decodeFunctionData({ abi: extendedResolverAbi, data })
    ;[nameBytes, inner] = decoded.args
  } catch {
    throw new BadRequestError('data: must be the calldata of resolve(bytes name, bytes data)')
  }
  const name = decodeDnsName(hexToBytes(nameBytes))
  if (size(inner) < 4)
    throw new BadRequestError('data: the resolver call is shorter than a function selector')
  try {
    return { name, call: decodeFunctionData({ abi: answeredResolverAbi, data: inner }) }
  } catch {
    // Another resolver function (contenthash, pubkey, ABI…), or one of ours with bad arguments.
    if (ANSWERED_SELECTORS.has(slice(inner, 0, 4)))
      throw new BadRequestError(`data: malformed arguments to ${slice(inner, 0, 4)}`)
    return { name, call: undefined }
  }
}

async function findServedName(
  directory: NameDirectory,
  zones: readonly string[],
  name: string,
): Promise<NameRecord | undefined> {
  const record = await directory.findByName(name)
  return record && zones.includes(record.zone.toLowerCase()) ? record : undefined
}

// The oldest name of the reverse name's address, in the served zones, for its coin type.
async function findPrimaryName(
  directory: NameDirectory,
  zones: readonly string[],
  reverseName: string,
): Promise<string | undefined> {
  const reverse = parseReverseName(reverseName)
  if (!reverse) return undefined
  const records = (
    await Promise.all(zones.map((zone) => directory.findByAddress(reverse.address, zone)))
  ).flat()
  const answering = records
    .filter((record) => nameAnswersCoinType(record, reverse.coinType))
    .sort((a, b) => a.registeredAt - b.registeredAt)
  return answering[0]?.name
}
