/**
 * Spec §6 safe methods: run without the approve view. Read-only chain queries, capability and
 * status lookups, and sending an already signed transaction.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

/** Spec §6 methods that are not safe: each waits for the visitor's Approve in the frame. */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number]
export type RpcMethodClass = 'safe' | 'approve' | 'refused'

const safe = new Set<string>(SAFE_RPC_METHODS)
const approval = new Set<string>(APPROVAL_RPC_METHODS)

/**
 * How the embedded wallet treats an RPC method (spec §6): run it, ask the visitor first, or refuse.
 *
 * @example
 * rpcMethodClass('eth_call') // 'safe'
 * rpcMethodClass('personal_sign') // 'approve'
 * rpcMethodClass('eth_sign') // 'refused'
 */
export function rpcMethodClass(method: string): RpcMethodClass {
  if (safe.has(method)) return 'safe'
  if (approval.has(method)) return 'approve'
  return 'refused'
}
