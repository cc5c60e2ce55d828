/** The spec §5 text for a method the gateway does not forward. */
export const RPC_METHOD_NOT_ALLOWED = 'RPC method not allowed'

/**
 * What the gateway forwards: reads of public chain state (simulations included), and `eth_sendRawTransaction` (already
 * signed, so the gateway holds no key and signs nothing). Refused, among others: anything that
 * signs or uses the node's accounts (`eth_sendTransaction`, `eth_sign*`, `personal_*`,
 * `eth_accounts`), node control (`anvil_*`, `hardhat_*`, `debug_*`, `admin_*`, `txpool_*`),
 * wallet methods (`wallet_*`), and filters (`eth_newFilter`…: their ids live on one upstream,
 * which the fallback may not ask next).
 */
export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  // Runs calls on a copy of the chain's state (the embedded wallet's balance-change preview).
  'eth_simulateV1',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockReceipts',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getProof',
  'eth_syncing',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'eth_sendRawTransaction',
])

/**
 * Whether the gateway forwards `method` (see `ALLOWED_RPC_METHODS`).
 *
 * @example
 * isRpcMethodAllowed('eth_call') // true
 * isRpcMethodAllowed('eth_sendTransaction') // false
 */
export function isRpcMethodAllowed(method: string): boolean {
  return ALLOWED_RPC_METHODS.has(method)
}

/**
 * What the gateway forwards on a Solana network: reads of public state, simulation, and
 * `sendTransaction` (already signed). Refused, among others: `requestAirdrop` and anything a
 * node would do for its operator.
 */
export const ALLOWED_SOLANA_RPC_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

/**
 * Whether the gateway forwards `method` on a Solana network (see `ALLOWED_SOLANA_RPC_METHODS`).
 *
 * @example
 * isSolanaRpcMethodAllowed('simulateTransaction') // true
 * isSolanaRpcMethodAllowed('requestAirdrop') // false
 */
export function isSolanaRpcMethodAllowed(method: string): boolean {
  return ALLOWED_SOLANA_RPC_METHODS.has(method)
}
