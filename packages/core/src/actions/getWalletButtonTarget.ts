import { findAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { getPairingAdapter } from '../internal/connection/getPairingAdapter.ts'
import { SOCIAL_LOGIN_PROVIDERS } from '../schemas/socialProviderSchema.ts'
import type { SocialProvider } from '../types/auth.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connector } from '../types/connector.ts'
import type { EffectiveFeatures } from '../types/state.ts'
import type { Wallet } from '../types/wallet.ts'
import { findConnectorForWallet } from '../utils/findConnectorForWallet.ts'
import { socialLoginProviders } from '../utils/socialLoginProviders.ts'

/**
 * What a wallet button names: `'walletConnect'` (the QR code), `'email'`, a social provider
 * (`'google'`, `'github'`, `'apple'`, `'facebook'`, `'x'`, `'discord'`), an installed wallet's
 * connector id or EIP-6963 rdns (`'io.metamask'`), or a wallet directory id.
 */
export type WalletButtonWallet = 'walletConnect' | 'email' | SocialProvider | (string & {})

/** The flow a wallet button starts, resolved from its `wallet`. */
export type WalletButtonTarget =
  /** An installed wallet (or an SDK wallet): connects directly, no modal. */
  | { kind: 'connector'; connector: Connector; wallet?: Wallet }
  /** A directory wallet that is not installed: the modal opens on its connecting view. */
  | { kind: 'wallet'; wallet: Wallet }
  /** The modal opens on the WalletConnect QR code. */
  | { kind: 'walletConnect'; connector: Connector }
  /** The modal opens on the e-mail sign-in. */
  | { kind: 'email' }
  /** The provider's sign-in window opens, with ConnectingSocial in the modal. */
  | { kind: 'social'; provider: SocialProvider }

export interface GetWalletButtonTargetParameters {
  wallet: WalletButtonWallet
  /** Default: `stores.connectors.getState().connectors`. */
  connectors?: readonly Connector[]
  /**
   * Directory wallets to look the id up in, besides the store's lists and `customWallets`
   * (e.g. the one `fetchWallet` loaded).
   */
  wallets?: readonly Wallet[]
  /** Default: the features in effect (`stores.features`). */
  features?: EffectiveFeatures
}

/** Connectors a visitor connects with directly: installed, announced or an SDK's own. */
const DIRECT_TYPES: readonly Connector['type'][] = [
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'MULTI_CHAIN',
]

/**
 * Resolves a wallet button's `wallet` to the flow it starts, or undefined while it cannot (yet):
 * no WalletConnect adapter for `'walletConnect'`; no embedded wallet, or e-mail or that provider
 * switched off (features in effect), for `'email'` and social providers; an installed wallet not
 * announced (yet); a directory id not loaded (see `fetchWallet`). An id or rdns that an
 * installed connector has wins over the directory; a directory wallet whose rdns is installed
 * resolves to that connector. A pure read of the stores, or of the slices passed in.
 *
 * @example
 * getWalletButtonTarget(config, { wallet: 'io.metamask' }) // { kind: 'connector', connector }
 * getWalletButtonTarget(config, { wallet: 'google' }) // { kind: 'social', provider: 'google' }
 */
export function getWalletButtonTarget(
  config: PorticoConfig,
  parameters: GetWalletButtonTargetParameters,
): WalletButtonTarget | undefined {
  const { wallet: id } = parameters
  const { stores, options } = config
  const connectors = parameters.connectors ?? stores.connectors.getState().connectors
  const features = parameters.features ?? stores.features.getState().features

  if (id === 'walletConnect') {
    const connector = getPairingAdapter(config)
      ? connectors.find((candidate) => candidate.type === 'WALLET_CONNECT')
      : undefined
    return connector ? { kind: 'walletConnect', connector } : undefined
  }
  if (id === 'email')
    return features.email && findAuthAdapter(config) ? { kind: 'email' } : undefined
  const provider = SOCIAL_LOGIN_PROVIDERS.find((candidate) => candidate === id)
  if (provider)
    return findAuthAdapter(config) && socialLoginProviders(features.socials).includes(provider)
      ? { kind: 'social', provider }
      : undefined

  const direct = connectors.filter((connector) => DIRECT_TYPES.includes(connector.type))
  // A wallet installed for several chain families: the active one's connector first.
  const { activeNamespace } = stores.connection.getState()
  const ordered = [
    ...direct.filter((connector) => connector.chain === activeNamespace),
    ...direct.filter((connector) => connector.chain !== activeNamespace),
  ]
  const installed = ordered.find(
    (connector) =>
      connector.id === id || (connector.info?.rdns !== undefined && connector.info.rdns === id),
  )
  if (installed) return { kind: 'connector', connector: installed }

  const { featured, recommended, list, recent, search } = stores.wallets.getState()
  const known = [
    ...(parameters.wallets ?? []),
    ...options.customWallets,
    ...featured,
    ...recommended,
    ...list,
    ...search.results,
    ...recent,
  ]
  const wallet =
    known.find((candidate) => candidate.id === id) ??
    known.find((candidate) => !!candidate.rdns && candidate.rdns === id)
  if (!wallet) return undefined
  const connector = findConnectorForWallet(ordered, wallet)
  return connector ? { kind: 'connector', connector, wallet } : { kind: 'wallet', wallet }
}
