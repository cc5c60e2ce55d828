import type { Network } from '@portico/core'

/**
 * Methods a dApp asks EVM wallets to allow in a WalletConnect session (spec §7). Wallets approve
 * the subset they implement.
 */
export const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sign',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
] as const

/** Events an EVM wallet may emit on a session. */
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** Methods of a Solana WalletConnect session. */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
] as const

/** Methods of a Bitcoin (`bip122`) WalletConnect session. */
export const BITCOIN_METHODS = [
  'sendTransfer',
  'signMessage',
  'signPsbt',
  'getAccountAddresses',
] as const

/** Events of Bitcoin and Solana sessions. */
export const NON_EVM_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** The `eip155` entry of a session proposal's `optionalNamespaces`. */
export interface Eip155Namespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain reference → RPC URL: reads go to the dApp's own endpoints, never to a hosted RPC. */
  rpcMap: Record<string, string>
}

/**
 * The `eip155` namespace asking for every configured EVM network with {@link EIP155_METHODS}
 * and {@link EIP155_EVENTS}.
 *
 * @example
 * buildEip155Namespace([anvil]).chains // ['eip155:31337']
 */
export function buildEip155Namespace(networks: readonly Network[]): Eip155Namespace {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  const rpcMap: Record<string, string> = {}
  for (const network of evm) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[String(network.id)] = url
  }
  return {
    chains: evm.map((network) => network.caipNetworkId),
    methods: [...EIP155_METHODS],
    events: [...EIP155_EVENTS],
    rpcMap,
  }
}
