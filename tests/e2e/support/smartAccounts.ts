import { type Address, concat, type Hash, parseAbi, parseEventLogs } from 'viem'
import { chainClient, stackInfo } from './stack.ts'

/** The chain on which the demo project enables smart accounts (and sponsors their gas). */
export const SMART_ACCOUNT_CHAIN = 31337
/** One of the stack's chains on which it does not. */
export const PLAIN_ACCOUNT_CHAIN = 31338

/** ERC-4337 on one of the stack's chains, as devnet.json lists it. */
export function accountAbstraction(chainId: number) {
  const entry = stackInfo().accountAbstraction.find((candidate) => candidate.chainId === chainId)
  if (!entry) throw new Error(`The test stack has no ERC-4337 on chain ${chainId}`)
  return entry
}

const factoryAbi = parseAbi(['function getAddress(bytes32 salt) view returns (address)'])

/**
 * The embedded wallet's smart account for `owner`, read from the factory on the chain: Solady's
 * factory takes a salt that starts with the owner (the frame's convention: owner ++ 12 zero bytes).
 */
export function expectedSmartAccount(chainId: number, owner: Address): Promise<Address> {
  return chainClient(chainId).readContract({
    abi: factoryAbi,
    address: accountAbstraction(chainId).accountFactory,
    functionName: 'getAddress',
    args: [concat([owner, '0x000000000000000000000000'])],
  })
}

/** Whether `address` holds code on `chainId` (a smart account is deployed). */
export async function isDeployed(chainId: number, address: Address): Promise<boolean> {
  const code = await chainClient(chainId).getCode({ address })
  return code !== undefined && code !== '0x'
}

const userOperationEvent = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
])

/** The user operations (EntryPoint's UserOperationEvent) a mined transaction carried. */
export async function userOperationsIn(chainId: number, hash: Hash) {
  const receipt = await chainClient(chainId).waitForTransactionReceipt({ hash })
  return parseEventLogs({ abi: userOperationEvent, logs: receipt.logs }).map((log) => log.args)
}

/** The bundler's receipt of a user operation (`eth_getUserOperationReceipt`), once mined. */
export async function bundlerReceipt(
  userOperationHash: Hash,
  chainId = 31337,
): Promise<{ success: boolean; receipt: { transactionHash: Hash } }> {
  const response = await fetch(accountAbstraction(chainId).bundlerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getUserOperationReceipt',
      params: [userOperationHash],
    }),
  })
  const { result } = (await response.json()) as {
    result: { success: boolean; receipt: { transactionHash: Hash } } | null
  }
  if (!result) throw new Error(`The bundler has no receipt for ${userOperationHash}`)
  return result
}

/** The user operations `sender` (a smart account) had mined on `chainId` after block `after`. */
export async function userOperationsSince(chainId: number, sender: Address, after: bigint) {
  const logs = await chainClient(chainId).getLogs({
    address: accountAbstraction(chainId).entryPoint,
    event: userOperationEvent[0],
    args: { sender },
    fromBlock: after + 1n,
  })
  return logs.map((log) => log.args)
}
