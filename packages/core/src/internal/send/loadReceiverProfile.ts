import { IDENTITY_CACHE_MS } from '../../constants.ts'
import { fetchQuery } from '../../query/queryCache.ts'
import { queryKeys } from '../../query/queryKeys.ts'
import type { Identity } from '../../types/api.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { isNameInput } from '../names/isNameInput.ts'
import { getSendContext } from './getSendContext.ts'
import { parseReceiver } from './parseReceiver.ts'
import { resolveReceiverName } from './resolveReceiverName.ts'

/**
 * Loads what the Send receiver goes by (spec §3 Send state: receiver profile name and image;
 * spec §7, EVM only, spec §9 names) into the send store: for an address, its name and avatar
 * (identity), reused 5 minutes per address; for a name ('alice.portico.id'), the address it
 * resolves to (`receiverName`), reused 5 minutes per name. Applied only while the form still has
 * that receiver; an identity failure leaves it empty (the address is shown). It never throws.
 */
export async function loadReceiverProfile(config: PorticoConfig): Promise<void> {
  const { stores, internal } = config
  const context = getSendContext(config)
  if (context.namespace !== 'eip155') return
  const input = (stores.send.getState().receiverAddress ?? '').trim()
  const receiver = parseReceiver(config, context.namespace, input, context.network)
  if (!receiver) {
    if (isNameInput(input)) await resolveReceiverName(config).catch(() => undefined)
    return
  }
  const key = receiver.toLowerCase()
  const apply = (identity: Identity) => {
    const current = parseReceiver(
      config,
      'eip155',
      (stores.send.getState().receiverAddress ?? '').trim(),
      context.network,
    )
    if (current?.toLowerCase() !== key) return
    stores.send.setState({
      receiverProfileName: identity.name ?? undefined,
      receiverProfileImage: identity.avatar ?? undefined,
    })
  }
  try {
    const sender = context.from?.toLowerCase()
    apply(
      await fetchQuery(internal.queries, {
        key: queryKeys.identity(key),
        staleMs: IDENTITY_CACHE_MS,
        query: (signal) =>
          config.api.blockchain.getIdentity(key, sender ? { sender } : {}, { signal }),
      }),
    )
  } catch {
    // Silent by design, as fetchIdentity: the address is shown instead.
  }
}
