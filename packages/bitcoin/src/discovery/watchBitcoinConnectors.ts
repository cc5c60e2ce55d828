import type { Connector, Network } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { type BitcoinWalletInfo, parseBitcoinWallet } from './parseBitcoinWallet.ts'

/** Connector ids of Wallet Standard Bitcoin wallets: stable across reloads (the wallet's name). */
export const BITCOIN_CONNECTOR_ID_PREFIX = 'ws:bip122:'

/** A connector together with the live wallet behind it (which never leaves the adapter). */
export interface DiscoveredBitcoinWallet {
  connector: Connector
  wallet: Wallet
  info: BitcoinWalletInfo
}

export interface WatchBitcoinConnectorsParameters {
  /** The dApp's Bitcoin networks; each connector lists those its wallet supports. */
  networks: readonly Network[]
  /** Called with the full list once at start and again whenever it changes. */
  onChange: (wallets: readonly DiscoveredBitcoinWallet[]) => void
}

/**
 * Discovers Bitcoin wallets through the Wallet Standard (`getWallets()`): every registered
 * wallet with `bitcoin:connect` becomes an 'ANNOUNCED' connector `ws:bip122:<name>`; later
 * registrations and unregistrations update the list. Wallets with a bad icon or name are
 * dropped with a warning; a second wallet with a name already listed is ignored. Without
 * `window` (server rendering) the list stays empty. Returns a function that stops watching.
 *
 * @example
 * const stop = watchBitcoinConnectors({ networks, onChange: (list) => console.info(list.length) })
 */
export function watchBitcoinConnectors(parameters: WatchBitcoinConnectorsParameters): () => void {
  const { networks, onChange } = parameters
  if (typeof window === 'undefined') {
    onChange([])
    return () => {}
  }

  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    console.warn(`[portico/bitcoin] ${message}`)
  }

  const wallets = getWallets()
  let previous: readonly DiscoveredBitcoinWallet[] | undefined
  const update = () => {
    const next = collect()
    if (previous && sameWallets(previous, next)) return
    previous = next
    onChange(next)
  }

  const collect = (): DiscoveredBitcoinWallet[] => {
    const list: DiscoveredBitcoinWallet[] = []
    for (const wallet of wallets.get()) {
      const result = parseBitcoinWallet(wallet)
      if (result.status === 'not-bitcoin') continue
      if (result.status === 'invalid') {
        warnOnce(`Ignored a Wallet Standard wallet: ${result.reason}`)
        continue
      }
      const { info } = result
      const id = `${BITCOIN_CONNECTOR_ID_PREFIX}${info.name}`
      if (list.some((item) => item.connector.id === id)) {
        warnOnce(`Ignored a second Wallet Standard wallet named '${info.name}'.`)
        continue
      }
      list.push({
        wallet,
        info,
        connector: {
          id,
          name: info.name,
          type: 'ANNOUNCED',
          chain: 'bip122',
          chains: networks.filter((network) =>
            info.chains.some((chain) => chain.caipNetworkId === network.caipNetworkId),
          ),
          imageUrl: info.icon,
          info: { icon: info.icon },
        },
      })
    }
    return list
  }

  const offRegister = wallets.on('register', update)
  const offUnregister = wallets.on('unregister', update)
  update()

  return () => {
    offRegister()
    offUnregister()
  }
}

function sameWallets(
  a: readonly DiscoveredBitcoinWallet[],
  b: readonly DiscoveredBitcoinWallet[],
): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index]
      return (
        other !== undefined &&
        item.wallet === other.wallet &&
        item.connector.id === other.connector.id &&
        item.connector.imageUrl === other.connector.imageUrl &&
        item.connector.chains?.length === other.connector.chains?.length
      )
    })
  )
}
