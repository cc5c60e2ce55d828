import { WALLET_FEATURES_ORDER } from '../constants.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { EffectiveFeatures } from '../types/state.ts'

/** A wallet feature button of the Account view (spec §9 order: onramp, swaps, receive, send). */
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

export interface GetWalletFeaturesParameters {
  /** `stores.features.getState().features` */
  features?: EffectiveFeatures
  /** `stores.connection.getState().activeNamespace` */
  namespace?: ChainNamespace
}

export type GetWalletFeaturesReturnType = readonly WalletFeature[]

/** The features this version has built. */
const BUILT: ReadonlySet<WalletFeature> = new Set(['onramp', 'swaps', 'receive', 'send'])

/**
 * The wallet feature buttons the Account view shows, in spec §9 order (onramp, swaps, receive,
 * send): those whose feature switch is on (spec §6: local or remote features) and that this
 * version has. Buy shows on every family (the provider delivers on EVM and Solana, spec §9; the
 * Buy view says where nothing can be bought). Swaps show on EVM networks only (the Swap view says 'Network not supported for Swaps' where the service does not swap);
 * Send shows on every family: the Send view itself says 'Unsupported chain' where it cannot
 * send (spec §5).
 *
 * A pure read of the features store (or of the features passed in).
 *
 * @example
 * getWalletFeatures(config) // ['onramp', 'swaps', 'receive', 'send'] on an EVM network
 */
export function getWalletFeatures(
  config: PorticoConfig,
  parameters: GetWalletFeaturesParameters = {},
): GetWalletFeaturesReturnType {
  const features = parameters.features ?? config.stores.features.getState().features
  const namespace = parameters.namespace ?? config.stores.connection.getState().activeNamespace
  return WALLET_FEATURES_ORDER.filter(
    (feature) =>
      BUILT.has(feature) && features[feature] && (feature !== 'swaps' || namespace === 'eip155'),
  )
}
