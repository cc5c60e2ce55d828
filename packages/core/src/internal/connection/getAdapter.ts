import { UnsupportedNamespaceError } from '../../errors/connection.ts'
import type { ChainAdapter } from '../../types/adapter.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { servesNamespace } from './servesNamespace.ts'

/**
 * The adapter that handles a namespace, or `UnsupportedNamespaceError` when none was
 * configured. Several adapters may serve one namespace (the EVM adapter and WalletConnect):
 * with a `connectorId` the one that lists that connector answers; otherwise the namespace's
 * own adapter, ahead of one that merely pairs into it.
 */
export function getAdapter(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connectorId?: string,
): ChainAdapter {
  const candidates = config.adapters.filter((adapter) => servesNamespace(adapter, namespace))
  const owner =
    connectorId === undefined
      ? undefined
      : candidates.find((adapter) =>
          adapter.getConnectors().some((connector) => connector.id === connectorId),
        )
  const adapter =
    owner ??
    candidates.find(
      (candidate) => candidate.namespace === namespace && !candidate.pairing && !candidate.auth,
    ) ??
    candidates[0]
  if (!adapter) throw new UnsupportedNamespaceError({ details: `No adapter for '${namespace}'` })
  return adapter
}
