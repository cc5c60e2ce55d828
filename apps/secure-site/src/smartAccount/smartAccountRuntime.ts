/**
 * The smart-account code proper: viem's Solady account, bundler and paymaster clients. Imported
 * only through `loadSmartAccountRuntime` (a chunk of its own), so that the frame's first load
 * and an EOA's requests never fetch it.
 */
import { type Address, http, type PrivateKeyAccount, type PublicClient } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  toSoladySmartAccount,
} from 'viem/account-abstraction'
import { smartAccountSalt } from './smartAccountSalt.ts'
import type { SmartAccountNetwork } from './smartAccountServices.ts'
import type { SmartAccountRuntime } from './smartAccountTypes.ts'

export { prepareSmartAccountRequest } from './prepareSmartAccountRequest.ts'
export type { SmartAccountRuntime }

export interface CreateSmartAccountRuntimeParameters {
  /** The session's key: the smart account's owner. */
  owner: PrivateKeyAccount
  /** The account's address, as the factory gave it (`readSmartAccountAddress`). */
  address: Address
  network: SmartAccountNetwork
  /** The trusted public client of the chain: the project's gateway, never the page's RPC. */
  client: PublicClient
  bundlerUrl: string
  paymasterUrl: string
}

/**
 * The owner's Solady smart account on a network (`toSoladySmartAccount`: ERC-7739 signatures,
 * ERC-6492 before deployment) with a bundler client over the server's bundler route and, where
 * the network is sponsored, the server's ERC-7677 paymaster.
 *
 * @example
 * const runtime = await createSmartAccountRuntime({ owner, address, network, client, bundlerUrl, paymasterUrl })
 * await runtime.bundler.sendUserOperation({ calls: [{ to, value: 1n }] })
 */
export async function createSmartAccountRuntime(
  parameters: CreateSmartAccountRuntimeParameters,
): Promise<SmartAccountRuntime> {
  const { owner, network, client } = parameters
  const account = await toSoladySmartAccount({
    client,
    owner,
    address: parameters.address,
    factoryAddress: network.accountFactory,
    entryPoint: { abi: entryPoint08Abi, address: network.entryPoint, version: '0.8' },
    salt: smartAccountSalt(owner.address),
  })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(parameters.bundlerUrl),
    ...(network.sponsored
      ? { paymaster: createPaymasterClient({ transport: http(parameters.paymasterUrl) }) }
      : {}),
  })
  return { account, bundler, network }
}
