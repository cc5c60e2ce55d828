import type { Connector, Network } from '@portico/core'
import { createStore } from 'mipd'
import * as v from 'valibot'
import type { Eip1193Provider } from '../provider/Eip1193Provider.ts'
import { injectedProviderName } from './injectedProviderName.ts'
import { parseProviderDetail } from './providerDetailSchema.ts'
import { providerSchema } from './providerSchema.ts'

/** Connector id of `window.ethereum`. */
export const INJECTED_CONNECTOR_ID = 'injected'

const ANNOUNCE_EVENT = 'eip6963:announceProvider'
// Fired by wallets that inject `window.ethereum` after the page loaded.
const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'

/** A connector together with the live provider behind it (which never leaves the adapter). */
export interface DiscoveredConnector {
  connector: Connector
  provider: Eip1193Provider
}

export interface WatchEvmConnectorsParameters {
  /** Networks listed on each connector (injected wallets can use any EVM chain). */
  networks: readonly Network[]
  /** Include `window.ethereum` (default true). */
  injected?: boolean
  /** Called with the full list once at start and again whenever it changes. */
  onChange: (connectors: readonly DiscoveredConnector[]) => void
}

/**
 * Discovers EVM wallets: EIP-6963 announcements through mipd's store (type 'ANNOUNCED', id =
 * rdns) and `window.ethereum` (type 'INJECTED', id 'injected'), the latter skipped when it is
 * the same provider object as an announced one. Hostile announcements are dropped with a
 * warning before mipd sees them. Without `window` (server rendering) the list stays empty.
 * Returns a function that stops watching.
 *
 * @example
 * const stop = watchEvmConnectors({ networks, onChange: (list) => console.info(list.length) })
 */
export function watchEvmConnectors(parameters: WatchEvmConnectorsParameters): () => void {
  const { networks, injected = true, onChange } = parameters
  if (typeof window === 'undefined') {
    onChange([])
    return () => {}
  }

  // Registered before mipd's own listener so that stopImmediatePropagation keeps a malformed
  // detail out of its store (mipd reads `detail.info.uuid` unchecked and would throw on every
  // later announcement).
  const shield = (event: Event) => {
    const result = parseProviderDetail((event as CustomEvent<unknown>).detail)
    if (result.success) return
    event.stopImmediatePropagation()
    console.warn(`[portico/evm] Ignored an invalid EIP-6963 announcement: ${result.reason}`)
  }
  window.addEventListener(ANNOUNCE_EVENT, shield)

  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    console.warn(`[portico/evm] ${message}`)
  }

  const store = createStore()
  let previous: readonly DiscoveredConnector[] | undefined
  const update = () => {
    const next = collect()
    if (previous && sameConnectors(previous, next)) return
    previous = next
    onChange(next)
  }

  const collect = (): DiscoveredConnector[] => {
    const list: DiscoveredConnector[] = []
    for (const raw of store.getProviders()) {
      // Parsed again: the store holds the page's objects, and only parsed output is used.
      const result = parseProviderDetail(raw)
      if (!result.success) continue
      const { info, provider } = result.detail
      if (list.some((item) => item.connector.id === info.rdns)) {
        warnOnce(`Ignored a second EIP-6963 wallet announcing rdns '${info.rdns}' (${info.name}).`)
        continue
      }
      list.push({
        provider,
        connector: {
          id: info.rdns,
          name: info.name,
          type: 'ANNOUNCED',
          chain: 'eip155',
          chains: networks,
          imageUrl: info.icon,
          info: { rdns: info.rdns, icon: info.icon },
        },
      })
    }
    const provider = injected ? readWindowEthereum(warnOnce) : undefined
    if (provider && !list.some((item) => item.provider === provider)) {
      list.push({
        provider,
        connector: {
          id: INJECTED_CONNECTOR_ID,
          name: injectedProviderName(provider),
          type: 'INJECTED',
          chain: 'eip155',
          chains: networks,
        },
      })
    }
    return list
  }

  const unsubscribe = store.subscribe(update)
  window.addEventListener(ETHEREUM_INITIALIZED_EVENT, update)
  update()

  return () => {
    unsubscribe()
    store.destroy()
    window.removeEventListener(ETHEREUM_INITIALIZED_EVENT, update)
    window.removeEventListener(ANNOUNCE_EVENT, shield)
  }
}

function readWindowEthereum(warn: (message: string) => void): Eip1193Provider | undefined {
  let value: unknown
  try {
    value = (window as { ethereum?: unknown }).ethereum
  } catch {
    warn('Ignored window.ethereum: reading it threw.')
    return undefined
  }
  if (value === undefined || value === null) return undefined
  try {
    const result = v.safeParse(providerSchema, value)
    if (result.success) return result.output
  } catch {
    // A hostile object whose `request` getter throws is no provider either.
  }
  warn('Ignored window.ethereum: it is not an EIP-1193 provider.')
  return undefined
}

function sameConnectors(
  a: readonly DiscoveredConnector[],
  b: readonly DiscoveredConnector[],
): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index]
      return (
        other !== undefined &&
        item.provider === other.provider &&
        item.connector.id === other.connector.id &&
        item.connector.name === other.connector.name &&
        item.connector.imageUrl === other.connector.imageUrl
      )
    })
  )
}
