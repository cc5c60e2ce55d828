import type { Connector, Network } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { parseSolanaWallet, type SolanaWalletInfo } from './parseSolanaWallet.ts'

/**
 * Connector ids of Wallet Standard Solana wallets: stable across reloads (the wallet's name).
 *
 * @example
 * `${SOLANA_CONNECTOR_ID_PREFIX}Phantom` // 'ws:solana:Phantom'
 */
export const SOLANA_CONNECTOR_ID_PREFIX = 'ws:solana:'

/** A connector together with the live wallet behind it (which never leaves the adapter). */
export interface DiscoveredSolanaWallet {
  connector: Connector
  wallet: Wallet
  info: SolanaWalletInfo
}

export interface WatchSolanaConnectorsParameters {
  /** The dApp's Solana networks; each connector lists those its wallet supports. */
  networks: readonly Network[]
  /** Called with the full list once at start and again whenever it changes. */
  onChange: (wallets: readonly DiscoveredSolanaWallet[]) => void
}

/**
 * Discovers Solana wallets through the Wallet Standard (`getWallets()`): every registered wallet
 * with a `solana:` chain, `standard:connect` and `standard:events` becomes an 'ANNOUNCED'
 * connector `ws:solana:<name>`; later registrations and unregistrations update the list. Wallets
 * with a bad icon or name are dropped with a warning; a second wallet with a name already listed
 * is ignored. Without `window` (server rendering) the list stays empty. Returns a function that
 * stops watching.
 *
 * @example
 * const stop = watchSolanaConnectors({ networks, onChange: (list) => console.info(list.length) })
 */
export function watchSolanaConnectors(parameters: WatchSolanaConnectorsParameters): () => void {
  const { networks, onChange } = parameters
  if (typeof window === 'undefined') {
    onChange([])
    return () => {}
  }

  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    console.warn(`[portico/solana] ${message}`)
  }

  const wallets = getWallets()
  let previous: readonly DiscoveredSolanaWallet[] | undefined
  const update = () => {
    const next = collect()
    if (previous && sameWallets(previous, next)) return
    previous = next
    onChange(next)
  }

  const collect = (): DiscoveredSolanaWallet[] => {
    const list: DiscoveredSolanaWallet[] = []
    for (const wallet of wallets.get()) {
      const result = parseSolanaWallet(wallet)
      if (result.status === 'not-solana') continue
      if (result.status === 'invalid') {
        warnOnce(`Ignored a Wallet Standard wallet: ${result.reason}`)
        continue
      }
      const { info } = result
      const id = `${SOLANA_CONNECTOR_ID_PREFIX}${info.name}`
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
          chain: 'solana',
          chains: networks.filter((network) => info.chains.includes(network.caipNetworkId)),
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
  a: readonly DiscoveredSolanaWallet[],
  b: readonly DiscoveredSolanaWallet[],
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
