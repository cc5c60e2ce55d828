import { type Address, concat, createTestClient, type Hex, http, parseEther } from 'viem'
import { untilAborted } from './abort.ts'
import {
  DETERMINISTIC_DEPLOYER,
  DEVNET_ACCOUNT_ABSTRACTION,
  deterministicAddress,
  factoryInitCode,
} from './accountAbstraction.ts'
import { loadAccountAbstractionArtifacts } from './accountAbstractionArtifacts.ts'
import { BUNDLER_EXECUTOR_ACCOUNT, BUNDLER_UTILITY_ACCOUNT } from './accounts.ts'
import { createDeployerClient, type DeployerClient, waitForReceipt } from './deployerClient.ts'
import { DeploymentError } from './errors.ts'

/** What the bundler's two accounts are given (anvil funds only its first ten). */
export const BUNDLER_ACCOUNT_BALANCE = parseEther('10000')

export interface DeployAccountAbstractionParameters {
  chainId: number
  rpcUrl: string
  /** Aborting cancels the request in flight and rejects with StackStartAbortedError. */
  signal?: AbortSignal
}

export interface DeployAccountAbstractionReturnType {
  chainId: number
  entryPoint: Address
  entryPointVersion: '0.8'
  factory: Address
}

/**
 * Puts ERC-4337 on an anvil chain: gives the bundler's executor and utility accounts 10,000 ETH
 * each (`anvil_setBalance`), then, from the utility account through the deterministic deployer,
 * creates EntryPoint v0.8 and its SimpleAccountFactory from the artifacts of
 * `@account-abstraction/contracts@0.8.0` at their canonical addresses
 * ({@link DEVNET_ACCOUNT_ABSTRACTION}). A contract already there is left as it is (a CREATE2
 * address holds only that code). Fails with DeploymentError if the chain has no deterministic
 * deployer or a contract does not land where expected. Accounts 0–9 are untouched.
 *
 * @example
 * const { entryPoint, factory } = await deployAccountAbstraction({ chainId: 31337, rpcUrl })
 */
export async function deployAccountAbstraction(
  parameters: DeployAccountAbstractionParameters,
): Promise<DeployAccountAbstractionReturnType> {
  const { chainId, rpcUrl, signal } = parameters
  const artifacts = await loadAccountAbstractionArtifacts()
  const testClient = createTestClient({
    mode: 'anvil',
    transport: http(rpcUrl, { fetchOptions: { signal } }),
  })
  for (const account of [BUNDLER_EXECUTOR_ACCOUNT, BUNDLER_UTILITY_ACCOUNT])
    await untilAborted(
      testClient.setBalance({ address: account.address, value: BUNDLER_ACCOUNT_BALANCE }),
      signal,
    )
  const client = createDeployerClient(chainId, rpcUrl, signal, BUNDLER_UTILITY_ACCOUNT)
  if (!(await hasCode(client, DETERMINISTIC_DEPLOYER, signal)))
    throw new DeploymentError({
      chainId,
      symbol: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.label,
      details: `the chain has no deterministic deployer at ${DETERMINISTIC_DEPLOYER} (anvil has it unless started with --disable-default-create2-deployer)`,
    })
  const { entryPoint, factory } = DEVNET_ACCOUNT_ABSTRACTION
  // The factory's constructor reads the EntryPoint's sender creator: the EntryPoint first.
  await deployDeterministic(client, {
    ...entryPoint,
    initCode: artifacts.entryPoint.bytecode,
    signal,
  })
  await deployDeterministic(client, {
    ...factory,
    initCode: factoryInitCode(artifacts.factory, entryPoint.address),
    signal,
  })
  return {
    chainId,
    entryPoint: entryPoint.address,
    entryPointVersion: DEVNET_ACCOUNT_ABSTRACTION.entryPointVersion,
    factory: factory.address,
  }
}

async function hasCode(
  client: DeployerClient,
  address: Address,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const code = await untilAborted(client.getCode({ address }), signal)
  return code !== undefined && code !== '0x'
}

// Creates `initCode` under `salt` through the deterministic deployer, unless its address already
// holds code, and checks that it landed at `address`.
async function deployDeterministic(
  client: DeployerClient,
  {
    address,
    salt,
    label,
    initCode,
    signal,
  }: { address: Address; salt: Hex; label: string; initCode: Hex; signal: AbortSignal | undefined },
): Promise<void> {
  const chainId = client.chain.id
  const predicted = deterministicAddress({ bytecode: initCode, salt })
  if (predicted.toLowerCase() !== address.toLowerCase())
    throw new DeploymentError({
      chainId,
      symbol: label,
      details: `its artifact would land at ${predicted}, not ${address} (another version of @account-abstraction/contracts?)`,
    })
  if (await hasCode(client, address, signal)) return
  const hash = await untilAborted(
    client.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]) }),
    signal,
  )
  const receipt = await waitForReceipt(client, hash, signal)
  if (receipt.status !== 'success' || !(await hasCode(client, address, signal)))
    throw new DeploymentError({
      chainId,
      symbol: label,
      details: `status ${receipt.status}, no code at ${address}`,
    })
}
