import {
  ChainRpcError,
  InvalidOptionError,
  type Network,
  type TokenDescription,
} from '@portico/core'
import { type Address, erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import { describeValue } from '../provider/describeValue.ts'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
import { createTransferClient } from './createTransferClient.ts'

export type ReadEvmTokenReturnType = TokenDescription

/**
 * Reads an ERC-20 contract's symbol, name and decimals on the network's RPC (through the
 * Portico gateway first when given), never through the wallet: what a dApp asks to be paid in
 * is described by the chain itself. An address that is not an EVM address is an
 * `InvalidOptionError`; a call that fails (no contract there, the RPC down) a `ChainRpcError`.
 *
 * @example
 * await readEvmToken({ network, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' })
 * // { symbol: 'PUSD', name: 'Portico USD', decimals: 6 }
 */
export async function readEvmToken(
  parameters: { network: Network; address: string },
  gateway?: EvmRpcGateway,
): Promise<ReadEvmTokenReturnType> {
  const { network, address } = parameters
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new InvalidOptionError('address', {
      details: `${describeValue(address)} is not an EVM address`,
    })
  const client = createTransferClient({ network, gateway })
  const read = <name extends 'symbol' | 'name' | 'decimals'>(functionName: name) =>
    readContract(client, { abi: erc20Abi, address: address as Address, functionName })
  try {
    const [symbol, name, decimals] = await Promise.all([
      read('symbol'),
      read('name'),
      read('decimals'),
    ])
    return { symbol, name, decimals }
  } catch (error) {
    throw new ChainRpcError({ cause: error })
  }
}
