import {
  type AdapterEvent,
  type ChainNamespace,
  type ConnectionAccount,
  InvalidChainIdError,
  InvalidWalletResponseError,
} from '@portico/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import * as v from 'valibot'
import { forgetBitcoinAccounts, toBitcoinAccount } from './bitcoinAccounts.ts'
import { isNamespaceAddress } from './isNamespaceAddress.ts'
import { parseNamespaceChainId } from './parseNamespaceChainId.ts'
import { parseSessionAccounts } from './parseSessionAccounts.ts'
import { getSessionAccounts, type SessionNamespaces } from './sessionNamespace.ts'
import type { SessionState } from './sessionState.ts'

export interface WatchSessionParameters {
  provider: UniversalProvider
  state: SessionState
  connectorId: string
  emit: (event: AdapterEvent) => void
}

const sessionEventSchema = v.object({
  topic: v.string(),
  params: v.object({
    chainId: v.string(),
    event: v.object({ name: v.string(), data: v.unknown() }),
  }),
})
const chainChangedSchema = v.object({ currentCaipChainId: v.string() })
const topicSchema = v.object({ topic: v.string() })
const sessionUpdateSchema = v.object({
  topic: v.string(),
  params: v.object({
    namespaces: v.record(
      v.string(),
      v.looseObject({ accounts: v.optional(v.unknown()), chains: v.optional(v.unknown()) }),
    ),
  }),
})

/** Events whose data is the namespace's new account list. */
const ACCOUNT_EVENTS: ReadonlySet<string> = new Set(['accountsChanged', 'bip122_addressesChanged'])

/**
 * Forwards what the wallet does in the adopted session to core, per namespace (spec §4), for the
 * namespaces core knows as connected through it: account lists (`accountsChanged`, Bitcoin's
 * `bip122_addressesChanged`), chain changes (the provider's `default_chain_changed`, which names
 * the namespace, unlike its `chainChanged`), session updates that drop a namespace or an account,
 * and the end of the session. A chain change alone keeps the accounts core has. Invalid values are warned about and ignored; an invalid chain is
 * undone in the provider so requests keep going to the last valid one.
 *
 * @example
 * watchSession({ provider, state, connectorId: 'walletConnect', emit })
 */
export function watchSession(parameters: WatchSessionParameters): void {
  const { provider, state, connectorId, emit } = parameters
  const isAdopted = (topic: string | undefined) =>
    topic !== undefined && topic === state.adopted?.topic
  const reportedOf = (namespace: string) => state.reported.get(namespace as ChainNamespace)

  const reportAccounts = (namespace: ChainNamespace, accounts: readonly ConnectionAccount[]) => {
    const reported = state.reported.get(namespace)
    if (!reported) return
    state.reported.set(namespace, { ...reported, addresses: accounts.map((a) => a.address) })
    emit({ type: 'accountsChanged', connectorId, namespace, accounts })
  }

  const onAccounts = (namespace: ChainNamespace, data: unknown) => {
    if (!Array.isArray(data)) {
      console.warn(`WalletConnect: ignored a ${namespace} account event without a list`)
      return
    }
    const accounts = data.flatMap((entry) => {
      const account = toAccount(namespace, entry)
      return account ? [account] : []
    })
    if (accounts.length !== data.length)
      console.warn(`WalletConnect: ignored invalid ${namespace} accounts`)
    // Garbage only is ignored; an empty list means the wallet let go (spec §4).
    if (data.length > 0 && accounts.length === 0) return
    const unique = accounts.filter(
      (account, index) => accounts.findIndex((a) => a.address === account.address) === index,
    )
    reportAccounts(namespace, unique)
  }

  const onChain = (caipChainId: string) => {
    const [namespace, reference] = caipChainId.split(':') as [ChainNamespace, string | undefined]
    const reported = reportedOf(namespace)
    if (!reported || !isAdopted(provider.session?.topic)) return
    let chainId: number | string
    try {
      chainId = parseNamespaceChainId(namespace, reference)
    } catch (error) {
      if (!(error instanceof InvalidChainIdError)) throw error
      console.warn('WalletConnect: ignored a chain change to an invalid chain id', error.details)
      // Back to the last valid chain; its event is the one already reported, so it is quiet.
      provider.setDefaultChain(`${namespace}:${reported.chainId}`)
      return
    }
    if (chainId === reported.chainId) return
    state.reported.set(namespace, { ...reported, chainId })
    emit({ type: 'chainChanged', connectorId, namespace, chainId })
  }

  const onUpdate = (session: SessionNamespaces) => {
    for (const [namespace, reported] of [...state.reported]) {
      const accounts = readAccounts(session, namespace, reported.chainId)
      if (!accounts) {
        state.reported.delete(namespace)
        emit({ type: 'disconnect', connectorId, namespace })
      } else if (!reported.addresses.every((a) => accounts.some((b) => b.address === a)))
        reportAccounts(namespace, accounts)
    }
  }

  const onEnd = (payload: unknown) => {
    const parsed = v.safeParse(topicSchema, payload)
    if (!parsed.success || !isAdopted(parsed.output.topic)) return
    const namespaces = [...state.reported.keys()]
    state.reported.clear()
    state.adopted = undefined
    void forgetBitcoinAccounts(provider, parsed.output.topic)
    for (const namespace of namespaces) emit({ type: 'disconnect', connectorId, namespace })
  }

  /** The namespace's valid accounts in the session, on `chainId` first; undefined for none. */
  const readAccounts = (
    session: SessionNamespaces,
    namespace: ChainNamespace,
    chainId: number | string,
  ) => {
    try {
      return parseSessionAccounts(getSessionAccounts(session, namespace), namespace, chainId)
    } catch (error) {
      if (error instanceof InvalidWalletResponseError) return undefined
      throw error
    }
  }

  provider.on('session_event', (payload: unknown) => {
    const parsed = v.safeParse(sessionEventSchema, payload)
    if (!parsed.success || !isAdopted(parsed.output.topic)) return
    const { chainId, event } = parsed.output.params
    const namespace = chainId.split(':')[0] as ChainNamespace
    if (ACCOUNT_EVENTS.has(event.name) && reportedOf(namespace)) onAccounts(namespace, event.data)
  })
  provider.on('default_chain_changed', (payload: unknown) => {
    const parsed = v.safeParse(chainChangedSchema, payload)
    if (parsed.success) onChain(parsed.output.currentCaipChainId)
  })
  // Ahead of the provider's own handler: universal-provider 2.25 updates every namespace provider
  // it has from the new namespaces and throws on one the update dropped, which ends the event
  // there. Those providers go first, so that it does not.
  provider.client.events.prependListener('session_update', (payload: unknown) => {
    const parsed = v.safeParse(sessionUpdateSchema, payload)
    if (!parsed.success || !isAdopted(parsed.output.topic)) return
    const session: SessionNamespaces = parsed.output.params
    const kept = new Set(Object.keys(session.namespaces).map((key) => key.split(':')[0]))
    for (const key of Object.keys(provider.rpcProviders))
      if (!kept.has(key)) delete provider.rpcProviders[key]
    onUpdate(session)
  })
  // From the sign client itself: the provider only reports the end of its current session.
  provider.client.on('session_delete', onEnd)
  provider.client.on('session_expire', onEnd)
}

/** One entry of an account event: a CAIP-10 id, a bare address, or a Bitcoin address entry. */
function toAccount(namespace: ChainNamespace, entry: unknown): ConnectionAccount | undefined {
  if (typeof entry === 'string') {
    const parts = entry.split(':')
    const address = parts.length === 3 && parts[0] === namespace ? parts[2] : entry
    return isNamespaceAddress(namespace, address) ? { address, namespace } : undefined
  }
  return namespace === 'bip122' ? toBitcoinAccount(entry) : undefined
}
