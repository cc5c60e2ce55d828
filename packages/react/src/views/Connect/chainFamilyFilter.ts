import type { ChainAdapter, ChainNamespace, Connector, PorticoConfig, Wallet } from '@portico/core'

/** Whether an adapter connects a namespace: its own, or one of its extra `namespaces`. */
function adapterServes(adapter: ChainAdapter, namespace: ChainNamespace): boolean {
  return adapter.namespace === namespace || (adapter.namespaces?.includes(namespace) ?? false)
}

/**
 * Whether Connect, scoped to one chain family, lists this connector: its own family, or
 * WalletConnect when its adapter spans that family.
 *
 * @example
 * connectors.filter((connector) => connectorServes(config, connector, 'solana'))
 */
export function connectorServes(
  config: PorticoConfig,
  connector: Connector,
  namespace: ChainNamespace,
): boolean {
  if (connector.type === 'WALLET_CONNECT')
    return config.adapters.some((adapter) => adapter.pairing && adapterServes(adapter, namespace))
  return connector.chain === namespace
}

/**
 * Whether a directory wallet may serve a chain family: its `chains` name one of that family,
 * or are unknown (the directory's lists are hints, not a capability matrix).
 *
 * @example
 * walletServes({ id: 'phantom', name: 'Phantom', chains: ['solana:5eykt…'] }, 'solana') // true
 */
export function walletServes(wallet: Wallet, namespace: ChainNamespace): boolean {
  if (!wallet.chains || wallet.chains.length === 0) return true
  return wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))
}

/**
 * Whether e-mail sign-in can give an account in this family: the embedded wallet's adapter
 * serves it.
 */
export function authServes(adapter: ChainAdapter | undefined, namespace: ChainNamespace): boolean {
  return adapter !== undefined && adapterServes(adapter, namespace)
}
