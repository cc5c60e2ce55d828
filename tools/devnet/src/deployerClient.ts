import { type Address, createWalletClient, defineChain, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { throwIfAborted, untilAborted } from './abort.ts'
import { DEPLOYER_ACCOUNT, type DevAccount } from './accounts.ts'
import type { TokenArtifact } from './compilePorticoToken.ts'
import { DeploymentError } from './errors.ts'

// Anvil mines each deploy at once; on a busy machine a receipt can still take seconds.
const RECEIPT_TIMEOUT_MS = 30_000

/**
 * Account 0 (or `account`) on one devnet chain, able to deploy and wait for receipts. `signal`
 * cancels every request it has in flight.
 */
export function createDeployerClient(
  chainId: number,
  rpcUrl: string,
  signal?: AbortSignal,
  account: DevAccount = DEPLOYER_ACCOUNT,
) {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain,
    transport: http(rpcUrl, { fetchOptions: { signal } }),
  }).extend(publicActions)
}

export type DeployerClient = ReturnType<typeof createDeployerClient>

/**
 * Deploys `artifact` from the client's account at `nonce` and checks it landed at `expected`. Fails when it
 * did not (the chain was not fresh), since other parts of the stack rely on the addresses; fails
 * with StackStartAbortedError as soon as `signal` aborts.
 *
 * @example
 * await deployAtExpectedAddress(client, { artifact, args, nonce: 0, expected, label: 'PUSD' })
 */
export async function deployAtExpectedAddress(
  client: DeployerClient,
  parameters: {
    artifact: TokenArtifact
    args: readonly unknown[]
    nonce: number
    expected: Address
    /** Names the contract in the error, e.g. 'PUSD'. */
    label: string
    signal?: AbortSignal
  },
): Promise<Hex> {
  const { signal } = parameters
  throwIfAborted(signal)
  const hash = await untilAborted(
    client.deployContract({
      abi: parameters.artifact.abi,
      bytecode: parameters.artifact.bytecode,
      args: parameters.args,
      nonce: parameters.nonce,
    }),
    signal,
  )
  const receipt = await waitForReceipt(client, hash, signal)
  if (
    receipt.status !== 'success' ||
    receipt.contractAddress?.toLowerCase() !== parameters.expected.toLowerCase()
  ) {
    throw new DeploymentError({
      chainId: client.chain.id,
      symbol: parameters.label,
      details: `status ${receipt.status}, address ${receipt.contractAddress}, expected ${parameters.expected}`,
    })
  }
  return hash
}

/**
 * The receipt of `hash`, asked every 50 ms for up to RECEIPT_TIMEOUT_MS; `signal` stops the
 * wait.
 *
 * @example
 * const receipt = await waitForReceipt(client, hash, signal)
 */
export function waitForReceipt(client: DeployerClient, hash: Hex, signal?: AbortSignal) {
  return untilAborted(
    client.waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
      timeout: RECEIPT_TIMEOUT_MS,
      signal,
    }),
    signal,
  )
}
