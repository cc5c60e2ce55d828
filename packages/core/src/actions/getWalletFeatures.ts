import { WALLET_FEATURES_ORDER } from '../constants.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { EffectiveFeatures } from '../types/state.ts'

/** A wallet feature button of the Account view (spec §9 order: onramp, swaps, receive, send). */
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

export interface GetWalletFeaturesParameters {
  /** `stores.features.getState().features` */
  features?: EffectiveFeatures
}

export type GetWalletFeaturesReturnType = readonly WalletFeature[]

/** The features this version has built; swaps and on-ramp come later. */
const BUILT: ReadonlySet<WalletFeature> = new Set(['receive', 'send'])

/**
 * The wallet feature buttons the Account view shows, in spec §9 order (onramp, swaps, receive,
 * send): those whose feature switch is on (spec §6: local or remote features) and that this
 * version has (receive and send; swaps and on-ramp are not built yet). Send shows on every
 * family: the Send view itself says 'Unsupported chain' where it cannot send (spec §5).
 *
 * A pure read of the features store (or of the features passed in).
 *
 * @example
 * getWalletFeatures(config) // ['receive', 'send']
 */
export function getWalletFeatures(
  config: PorticoConfig,
  parameters: GetWalletFeaturesParameters = {},
): GetWalletFeaturesReturnType {
  const features = parameters.features ?? config.stores.features.getState().features
  return WALLET_FEATURES_ORDER.filter((feature) => BUILT.has(feature) && features[feature])
}
