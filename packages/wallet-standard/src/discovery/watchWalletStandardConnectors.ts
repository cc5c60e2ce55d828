import type { ChainNamespace, Connector, Network } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ParseWalletStandardWalletResult } from './parseWalletStandardWallet.ts'

/** A connector together with the live wallet behind it (which never leaves the adapter). */
export interface DiscoveredWallet<Info extends { name: string; icon: string }> {
  connector: Connector
  wallet: Wallet
  info: Info
}

export interface WatchWalletStandardConnectorsParameters<
  Info extends { name: string; icon: string },
> {
  /** The family's namespace, set on every connector. */
  namespace: ChainNamespace
  /** Connector ids are this prefix + the wallet's name, e.g. `'ws:solana:'`. */
  connectorIdPrefix: string
  /** Starts every warning, e.g. `'[portico/solana]'`. */
  logPrefix: string
  /** Reads a registered wallet as one of the family's (see `parseWalletStandardWallet`). */
  parseWallet: (wallet: Wallet) => ParseWalletStandardWalletResult<Info>
  /** Whether a checked wallet supports one of the dApp's networks. */
  supportsNetwork: (info: Info, network: Network) => boolean
  /** The dApp's networks of the family; each connector lists those its wallet supports. */
  networks: readonly Network[]
  /** Called with the full list once at start and again whenever it changes. */
  onChange: (wallets: readonly DiscoveredWallet<Info>[]) => void
}

/**
 * Discovers a family's wallets through the Wallet Standard (`getWallets()`): every registered
 * wallet `parseWallet` accepts becomes an 'ANNOUNCED' connector `<connectorIdPrefix><name>`;
 * later registrations and unregistrations update the list. Wallets with a bad icon or name are
 * dropped with a warning; a second wallet with a name already listed is ignored. Without
 * `window` (server rendering) the list stays empty. Returns a function that stops watching.
 *
 * @example
 * const stop = watchWalletStandardConnectors({
 *   namespace: 'solana',
 *   connectorIdPrefix: 'ws:solana:',
 *   logPrefix: '[portico/solana]',
 *   parseWallet,
 *   supportsNetwork: (info, network) => info.chains.includes(network.caipNetworkId),
 *   networks,
 *   onChange: (list) => console.info(list.length),
 * })
 */
export function watchWalletStandardConnectors<Info extends { name: string; icon: string }>(
  parameters: WatchWalletStandardConnectorsParameters<Info>,
): () => void {
  const { namespace, connectorIdPrefix, logPrefix, parseWallet, supportsNetwork } = parameters
  const { networks, onChange } = parameters
  if (typeof window === 'undefined') {
    onChange([])
    return () => {}
  }

  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    console.warn(`${logPrefix} ${message}`)
  }

  const wallets = getWallets()
  let previous: readonly DiscoveredWallet<Info>[] | undefined
  const update = () => {
    const next = collect()
    if (previous && sameWallets(previous, next)) return
    previous = next
    onChange(next)
  }

  const collect = (): DiscoveredWallet<Info>[] => {
    const list: DiscoveredWallet<Info>[] = []
    for (const wallet of wallets.get()) {
      const result = parseWallet(wallet)
      if (result.status === 'other-family') continue
      if (result.status === 'invalid') {
        warnOnce(`Ignored a Wallet Standard wallet: ${result.reason}`)
        continue
      }
      const { info } = result
      const id = `${connectorIdPrefix}${info.name}`
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
          chain: namespace,
          chains: networks.filter((network) => supportsNetwork(info, network)),
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

function sameWallets<Info extends { name: string; icon: string }>(
  a: readonly DiscoveredWallet<Info>[],
  b: readonly DiscoveredWallet<Info>[],
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
