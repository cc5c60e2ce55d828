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

/** Events of a Bitcoin session: the common two, and the one Bitcoin wallets send. */
export const BITCOIN_EVENTS = [...NON_EVM_EVENTS, 'bip122_addressesChanged'] as const

/** The namespaces one WalletConnect session can span here, in the order they are asked for. */
export const WALLET_CONNECT_NAMESPACES = ['eip155', 'solana', 'bip122'] as const

export type WalletConnectNamespace = (typeof WALLET_CONNECT_NAMESPACES)[number]

/** One entry of a session proposal's `optionalNamespaces`. */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain reference → RPC URL: reads go to the dApp's own endpoints, never to a hosted RPC. */
  rpcMap: Record<string, string>
}

/** The `eip155` entry of a session proposal's `optionalNamespaces`. */
export type Eip155Namespace = ProposalNamespace

const METHODS: Record<WalletConnectNamespace, readonly string[]> = {
  eip155: EIP155_METHODS,
  solana: SOLANA_METHODS,
  bip122: BITCOIN_METHODS,
}

const EVENTS: Record<WalletConnectNamespace, readonly string[]> = {
  eip155: EIP155_EVENTS,
  solana: NON_EVM_EVENTS,
  bip122: BITCOIN_EVENTS,
}

/**
 * The proposal entry of one namespace: every configured network of it, with that namespace's
 * methods and events.
 *
 * @example
 * buildNamespace([solanaMainnet], 'solana').chains // ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
 */
export function buildNamespace(
  networks: readonly Network[],
  namespace: WalletConnectNamespace,
): ProposalNamespace {
  const own = networks.filter((network) => network.chainNamespace === namespace)
  const rpcMap: Record<string, string> = {}
  for (const network of own) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[String(network.id)] = url
  }
  return {
    chains: own.map((network) => network.caipNetworkId),
    methods: [...METHODS[namespace]],
    events: [...EVENTS[namespace]],
    rpcMap,
  }
}

/**
 * The `eip155` namespace asking for every configured EVM network with {@link EIP155_METHODS}
 * and {@link EIP155_EVENTS}.
 *
 * @example
 * buildEip155Namespace([anvil]).chains // ['eip155:31337']
 */
export function buildEip155Namespace(networks: readonly Network[]): Eip155Namespace {
  return buildNamespace(networks, 'eip155')
}

/**
 * A session proposal's `optionalNamespaces`: one entry per namespace asked for that has at
 * least one configured network (a wallet cannot approve a namespace without chains).
 *
 * @example
 * buildOptionalNamespaces([anvil, solanaMainnet], ['eip155', 'solana', 'bip122'])
 * // { eip155: { chains: ['eip155:31337'], … }, solana: { chains: ['solana:5eykt…'], … } }
 */
export function buildOptionalNamespaces(
  networks: readonly Network[],
  namespaces: readonly WalletConnectNamespace[],
): Record<string, ProposalNamespace> {
  const optional: Record<string, ProposalNamespace> = {}
  for (const namespace of namespaces) {
    const entry = buildNamespace(networks, namespace)
    if (entry.chains.length > 0) optional[namespace] = entry
  }
  return optional
}
