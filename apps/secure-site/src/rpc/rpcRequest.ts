import type { AppRequestPayload } from '@portico/embedded-wallet/protocol'

/**
 * An APP_RPC_REQUEST's payload (spec §7): the method, its params, and the optional chainId,
 * chainNamespace and rpcUrl. In a module of its own so that the smart account's lazy code can
 * name it without importing the request handler that loads it.
 */
export type RpcRequest = AppRequestPayload<'APP_RPC_REQUEST'>
