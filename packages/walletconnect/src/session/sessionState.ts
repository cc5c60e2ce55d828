import type { ChainNamespace } from '@portico/core'
import type UniversalProvider from '@walletconnect/universal-provider'

/** What core was last told about one namespace of the adopted session. */
export interface ReportedNamespace {
  chainId: number | string
  addresses: readonly string[]
}

/**
 * The session the adapter stands behind, and the provider state that goes with it, so that a
 * stray approval the provider took over can be undone.
 */
export interface AdoptedSession {
  topic: string
  namespaces: UniversalProvider['namespaces']
  rpcProviders: UniversalProvider['rpcProviders']
}

/** The adapter's view of its one WalletConnect session. */
export interface SessionState {
  adopted: AdoptedSession | undefined
  /** The namespaces core was told are connected through the adopted session. */
  reported: Map<ChainNamespace, ReportedNamespace>
}

/**
 * Records the provider's current session as the adopted one.
 *
 * @example
 * state.adopted = captureAdopted(provider)
 */
export function captureAdopted(provider: UniversalProvider): AdoptedSession | undefined {
  const topic = provider.session?.topic
  if (!topic) return undefined
  return { topic, namespaces: provider.namespaces, rpcProviders: { ...provider.rpcProviders } }
}

/**
 * Puts the adopted session back into the provider (or none), after the provider took over a
 * session the adapter does not want. Only public provider fields are touched.
 *
 * @example
 * restoreAdopted(provider, state.adopted)
 */
export function restoreAdopted(provider: UniversalProvider, adopted: AdoptedSession | undefined) {
  const live = adopted && provider.client.session.keys.includes(adopted.topic)
  provider.session = live ? provider.client.session.get(adopted.topic) : undefined
  provider.namespaces = live ? adopted.namespaces : undefined
  for (const key of Object.keys(provider.rpcProviders)) delete provider.rpcProviders[key]
  if (live) Object.assign(provider.rpcProviders, adopted.rpcProviders)
}
