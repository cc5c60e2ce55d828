/**
 * What `POST /v1/bundler/:chainId` forwards to the chain's bundler: the ERC-4337 bundler
 * methods a smart-account wallet needs (send, estimate, look up) and the gas price of the
 * bundler (Pimlico's alto). Anything else is -32601 'RPC method not allowed' (`debug_bundler_*`,
 * alto's other `pimlico_*` and every node method: those go to the RPC gateway).
 */
export const ALLOWED_BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'eth_chainId',
  'pimlico_getUserOperationGasPrice',
])

/** The methods whose second parameter is the EntryPoint: only the chain's is forwarded. */
export const ENTRY_POINT_METHODS: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
])

/**
 * Whether the bundler route forwards `method`.
 *
 * @example
 * isBundlerMethodAllowed('eth_sendUserOperation') // true
 * isBundlerMethodAllowed('debug_bundler_clearState') // false
 */
export function isBundlerMethodAllowed(method: string): boolean {
  return ALLOWED_BUNDLER_METHODS.has(method)
}
