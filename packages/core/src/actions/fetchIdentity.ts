import { IDENTITY_CACHE_MS } from '../constants.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { fetchQuery } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { Identity } from '../types/api.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface FetchIdentityParameters {
  /** Default: the active namespace. Only EVM accounts have identities in this version. */
  namespace?: ChainNamespace
}

/**
 * Loads the name and avatar the connected EVM account goes by (spec §7 identity) into the
 * account store's `profileName` / `profileImage`, reusing an answer for 5 minutes per address
 * (spec §9). A failure leaves them empty: the address is shown instead. It never throws.
 *
 * @example
 * await fetchIdentity(config)
 * config.stores.account.getState().namespaces.eip155?.profileName // 'alice.portico'
 */
export async function fetchIdentity(
  config: PorticoConfig,
  parameters: FetchIdentityParameters = {},
): Promise<void> {
  const { stores, internal } = config
  const namespace = parameters.namespace ?? stores.connection.getState().activeNamespace
  const address = stores.account.getState().namespaces[namespace]?.address
  if (namespace !== 'eip155' || !isConnected(config, namespace) || !address) return

  const apply = (identity: Identity) => {
    if (stores.account.getState().namespaces[namespace]?.address !== address) return
    updateNamespaceState(stores.account, namespace, {
      profileName: identity.name ?? undefined,
      profileImage: identity.avatar ?? undefined,
    })
  }
  try {
    // Lower case: any EVM address, whatever its checksum, names the same account.
    const key = address.toLowerCase()
    apply(
      await fetchQuery(internal.queries, {
        key: queryKeys.identity(key),
        staleMs: IDENTITY_CACHE_MS,
        query: (signal) => config.api.blockchain.getIdentity(key, { sender: key }, { signal }),
      }),
    )
  } catch {
    // Silent by design: the address is shown instead, and a name is not worth an alert.
  }
}
