import {
  type Address,
  concat,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { untilAborted } from './abort.ts'
import {
  DETERMINISTIC_DEPLOYER,
  DEVNET_ACCOUNT_ABSTRACTION,
  deterministicAddress,
  factoryInitCode,
  porticoAccountAbstractionInitCodes,
} from './accountAbstraction.ts'
import { loadAccountAbstractionArtifacts } from './accountAbstractionArtifacts.ts'
import {
  BUNDLER_EXECUTOR_ACCOUNT,
  BUNDLER_UTILITY_ACCOUNT,
  PAYMASTER_SIGNER_ACCOUNT,
} from './accounts.ts'
import {
  type CompileAccountAbstractionContractsReturnType,
  compileAccountAbstractionContracts,
} from './compileAccountAbstractionContracts.ts'
import { createDeployerClient, type DeployerClient, waitForReceipt } from './deployerClient.ts'
import { DeploymentError } from './errors.ts'

/** What the bundler's two accounts are given (anvil funds only its first ten). */
export const BUNDLER_ACCOUNT_BALANCE = parseEther('10000')

export interface DeployAccountAbstractionParameters {
  chainId: number
  rpcUrl: string
  /**
   * Portico's account, factory and paymaster, compiled (the stack compiles them in its 'compile'
   * phase); compiled here, through the cache, when absent.
   */
  compiled?: CompileAccountAbstractionContractsReturnType
  /** Aborting cancels the request in flight and rejects with StackStartAbortedError. */
  signal?: AbortSignal
}

export interface DeployAccountAbstractionReturnType {
  chainId: number
  entryPoint: Address
  entryPointVersion: '0.8'
  factory: Address
  accountFactory: Address
  accountImplementation: Address
  paymaster: Address
  paymasterSigner: Address
}

const entryPointDepositAbi = parseAbi([
  'function depositTo(address account) payable',
  'function balanceOf(address account) view returns (uint256)',
])

/**
 * Puts ERC-4337 on an anvil chain: gives the bundler's executor and utility accounts 10,000 ETH
 * each (`anvil_setBalance`), then, from the utility account through the deterministic deployer,
 * creates EntryPoint v0.8 and its SimpleAccountFactory from the artifacts of
 * `@account-abstraction/contracts@0.8.0` at their canonical addresses, then Portico's smart
 * account implementation, its factory and the verifying paymaster (signer
 * PAYMASTER_SIGNER_ACCOUNT) at theirs ({@link DEVNET_ACCOUNT_ABSTRACTION}), and tops the
 * paymaster's deposit at the EntryPoint up to 1,000 ETH (from the utility account). A contract
 * already there is left as it is (a CREATE2 address holds only that code). Fails with
 * DeploymentError if the chain has no deterministic deployer or a contract does not land where
 * expected. Accounts 0–9 are untouched.
 *
 * @example
 * const { entryPoint, accountFactory, paymaster } = await deployAccountAbstraction({ chainId: 31337, rpcUrl })
 */
export async function deployAccountAbstraction(
  parameters: DeployAccountAbstractionParameters,
): Promise<DeployAccountAbstractionReturnType> {
  const { chainId, rpcUrl, signal } = parameters
  const artifacts = await loadAccountAbstractionArtifacts()
  const compiled = parameters.compiled ?? (await compileAccountAbstractionContracts({ signal }))
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
  // The implementation before its factory (whose constructor takes its address); the paymaster
  // after the EntryPoint (its constructor checks the EntryPoint's interface).
  const initCodes = porticoAccountAbstractionInitCodes({
    accountImplementation: compiled.accountImplementation.artifact,
    accountFactory: compiled.accountFactory.artifact,
    paymaster: compiled.paymaster.artifact,
  })
  const { accountImplementation, accountFactory, paymaster, paymasterDeposit } =
    DEVNET_ACCOUNT_ABSTRACTION
  for (const [contract, initCode] of [
    [accountImplementation, initCodes.accountImplementation],
    [accountFactory, initCodes.accountFactory],
    [paymaster, initCodes.paymaster],
  ] as const)
    await deployDeterministic(client, { ...contract, initCode, signal })
  await topUpDeposit(client, {
    account: paymaster.address,
    label: paymaster.label,
    target: paymasterDeposit,
    signal,
  })
  return {
    chainId,
    entryPoint: entryPoint.address,
    entryPointVersion: DEVNET_ACCOUNT_ABSTRACTION.entryPointVersion,
    factory: factory.address,
    accountFactory: accountFactory.address,
    accountImplementation: accountImplementation.address,
    paymaster: paymaster.address,
    paymasterSigner: PAYMASTER_SIGNER_ACCOUNT.address,
  }
}

// Deposits at the EntryPoint what `account` lacks of `target`.
async function topUpDeposit(
  client: DeployerClient,
  {
    account,
    label,
    target,
    signal,
  }: { account: Address; label: string; target: bigint; signal: AbortSignal | undefined },
): Promise<void> {
  const entryPoint = DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address
  const deposited = await untilAborted(
    client.readContract({
      address: entryPoint,
      abi: entryPointDepositAbi,
      functionName: 'balanceOf',
      args: [account],
    }),
    signal,
  )
  if (deposited >= target) return
  const hash = await untilAborted(
    client.sendTransaction({
      to: entryPoint,
      value: target - deposited,
      data: encodeFunctionData({
        abi: entryPointDepositAbi,
        functionName: 'depositTo',
        args: [account],
      }),
    }),
    signal,
  )
  const receipt = await waitForReceipt(client, hash, signal)
  if (receipt.status !== 'success')
    throw new DeploymentError({
      chainId: client.chain.id,
      symbol: label,
      details: `its deposit at the EntryPoint failed (status ${receipt.status})`,
    })
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
      details: `its init code would land at ${predicted}, not ${address} (another version of @account-abstraction/contracts or solady, or a changed source under contracts/accountAbstraction/: update DEVNET_ACCOUNT_ABSTRACTION)`,
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
