import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { BadRequestError } from '../../errors/apiErrors.ts'

/** The largest `callData` the gateway reads: a `resolve` call for a long name fits many times. */
export const MAX_GATEWAY_DATA_BYTES = 4096

/** An ERC-3668 gateway request: the resolver that asks, and its `callData`. */
export interface GatewayRequest {
  sender: Address
  data: Hex
}

/**
 * The request of ERC-3668's GET form, from the path after the gateway's route:
 * `{sender}/{data}.json`. Anything else is a 400.
 *
 * @example
 * parseGatewayPath('0x5fbdb2315678afecb367f032d93f642f64180aa3/0x9061b923….json')
 */
export function parseGatewayPath(path: string): GatewayRequest {
  const parts = path.split('/')
  const [sender, file] = parts
  if (parts.length !== 2 || sender === undefined || file === undefined)
    throw new BadRequestError('path: must be {sender}/{data}.json')
  if (!file.endsWith('.json')) throw new BadRequestError('path: must end in .json')
  return checkGatewayRequest({ sender, data: file.slice(0, -'.json'.length) })
}

/**
 * The request of ERC-3668's POST form, a JSON body `{ "sender": "0x…", "data": "0x…" }`.
 * Anything else is a 400.
 *
 * @example
 * parseGatewayBody({ sender: '0x5fbdb2315678afecb367f032d93f642f64180aa3', data: '0x9061b923…' })
 */
export function parseGatewayBody(body: unknown): GatewayRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError('body: must be a JSON object { sender, data }')
  const { sender, data } = body as Record<string, unknown>
  return checkGatewayRequest({ sender, data })
}

function checkGatewayRequest({ sender, data }: { sender: unknown; data: unknown }): GatewayRequest {
  if (typeof sender !== 'string' || !isAddress(sender, { strict: false }))
    throw new BadRequestError('sender: must be an address (0x and 40 hex digits)')
  if (typeof data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(data))
    throw new BadRequestError('data: must be 0x and an even number of hex digits')
  if (data.length > 2 + 2 * MAX_GATEWAY_DATA_BYTES)
    throw new BadRequestError(`data: must be at most ${MAX_GATEWAY_DATA_BYTES} bytes`)
  return { sender: getAddress(sender), data: data.toLowerCase() as Hex }
}
