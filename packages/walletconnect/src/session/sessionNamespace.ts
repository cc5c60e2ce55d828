import type { ChainNamespace } from '@portico/core'
import type UniversalProvider from '@walletconnect/universal-provider'

/** A settled WalletConnect session, as the provider holds it. */
export type Session = NonNullable<UniversalProvider['session']>

/**
 * What the helpers below read of a session: its namespaces (a session update carries only them).
 * Loose on purpose: every list is checked before use.
 */
export interface SessionNamespaces {
  namespaces: Record<string, { accounts?: unknown; chains?: unknown; methods?: unknown }>
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The session entries of one namespace: its own key and chain-scoped keys (`solana:5eykt…`). */
function entriesOf(session: SessionNamespaces, namespace: ChainNamespace) {
  return Object.entries(session.namespaces)
    .filter(([key]) => key.split(':')[0] === namespace)
    .map(([, entry]) => entry)
}

/**
 * The CAIP-10 accounts (`namespace:reference:address`) a session grants in `namespace`.
 *
 * @example
 * getSessionAccounts(session, 'solana') // ['solana:5eykt…:7EcD…']
 */
export function getSessionAccounts(
  session: SessionNamespaces,
  namespace: ChainNamespace,
): string[] {
  return entriesOf(session, namespace).flatMap((entry) => strings(entry.accounts))
}

/**
 * The CAIP-2 chains a session grants in `namespace`: those it lists, and those of its accounts.
 *
 * @example
 * getSessionChains(session, 'bip122') // ['bip122:000000000019d6689c085ae165831e93']
 */
export function getSessionChains(session: SessionNamespaces, namespace: ChainNamespace): string[] {
  const listed = entriesOf(session, namespace).flatMap((entry) => strings(entry.chains))
  const fromAccounts = getSessionAccounts(session, namespace).map((account) =>
    account.split(':').slice(0, 2).join(':'),
  )
  return [...new Set([...listed, ...fromAccounts])]
}

/**
 * Whether the session lets the dApp call `method` in `namespace`.
 *
 * @example
 * allowsMethod(session, 'bip122', 'getAccountAddresses') // true when the wallet approved it
 */
export function allowsMethod(
  session: SessionNamespaces,
  namespace: ChainNamespace,
  method: string,
): boolean {
  return entriesOf(session, namespace).some((entry) => strings(entry.methods).includes(method))
}
