import { SOCIAL_PROVIDERS } from '../../constants.ts'
import type { Features } from '../../types/options.ts'
import type { EffectiveFeatures } from '../../types/state.ts'

/** Feature values when neither the developer nor the project sets them (spec §6, §9). */
export const DEFAULT_FEATURES: EffectiveFeatures = {
  // spec §9: on by default.
  allWallets: true,
  send: true,
  receive: true,
  analytics: true,
  // spec §6: can be disabled, so on unless disabled.
  email: true,
  socials: SOCIAL_PROVIDERS,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  // spec §6, §9: off by default.
  multiWallet: false,
  pay: false,
  legalCheckbox: false,
  collapseWallets: false,
}

/**
 * The developer's features over the defaults (a feature left undefined keeps its default).
 *
 * @example
 * resolveFeatures({ email: false }).email // false; .swaps // true
 */
export function resolveFeatures(local: Features): EffectiveFeatures {
  const features = { ...DEFAULT_FEATURES }
  for (const [key, value] of Object.entries(local)) {
    if (value !== undefined && key in DEFAULT_FEATURES) Object.assign(features, { [key]: value })
  }
  return features
}
