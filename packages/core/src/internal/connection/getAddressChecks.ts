import type { AddressChecks } from '../../types/addressChecks.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { servesNamespace } from './servesNamespace.ts'

/**
 * The address and hash checks of a namespace: its own adapter's (not one that merely pairs or
 * signs in to it), else those of the first other adapter serving it that offers them. Undefined
 * when none does: then nothing is an address or hash of it.
 */
export function getAddressChecks(
  config: PorticoConfig,
  namespace: ChainNamespace,
): AddressChecks | undefined {
  const offering = config.adapters.filter(
    (adapter) => servesNamespace(adapter, namespace) && adapter.addressChecks?.[namespace],
  )
  const own = offering.find(
    (adapter) => adapter.namespace === namespace && !adapter.pairing && !adapter.auth,
  )
  return (own ?? offering[0])?.addressChecks?.[namespace]
}
