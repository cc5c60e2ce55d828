import type { AdapterConnection, ChainNamespace } from '@portico/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { parseNamespaceChainId } from './parseNamespaceChainId.ts'
import { parseSessionAccounts } from './parseSessionAccounts.ts'
import { getSessionAccounts } from './sessionNamespace.ts'

/**
 * The connection the provider's session gives `namespace`: its accounts on the namespace's
 * current chain, and that chain (a number for EVM, the CAIP-2 reference otherwise). Undefined
 * when the session grants nothing in the namespace; `InvalidWalletResponseError` /
 * `InvalidChainIdError` when what it grants is not usable.
 *
 * @example
 * readNamespaceConnection(provider, 'solana', 'walletConnect')
 * // { connectorId: 'walletConnect', accounts: [{ address: '7EcD…', namespace: 'solana' }], chainId: '5eykt…' }
 */
export function readNamespaceConnection(
  provider: UniversalProvider,
  namespace: ChainNamespace,
  connectorId: string,
): AdapterConnection | undefined {
  const session = provider.session
  if (!session) return undefined
  const caipAccounts = getSessionAccounts(session, namespace)
  if (caipAccounts.length === 0) return undefined
  const chain = provider.rpcProviders[namespace]?.getDefaultChain()
  const chainId = parseNamespaceChainId(namespace, chain)
  return { connectorId, accounts: parseSessionAccounts(caipAccounts, namespace, chainId), chainId }
}
