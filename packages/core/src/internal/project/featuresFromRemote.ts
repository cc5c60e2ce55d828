import * as v from 'valibot'
import type { RemoteConfig } from '../../types/api.ts'
import type { EffectiveFeatures } from '../../types/state.ts'
import { DEFAULT_FEATURES } from './resolveFeatures.ts'

/** Features a project's remote config controls (the server's feature ids, spec §4, §7). */
export const REMOTE_FEATURE_IDS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
] as const

const socialsConfigSchema = v.nullish(v.array(v.string()))

/**
 * The features in effect once the project's remote config is fetched (spec §4): it replaces
 * the local values of the features it controls (a controlled feature it does not list gets its
 * default); the others (send, receive, analytics, allWallets, pay, legalCheckbox,
 * collapseWallets) stay local. Returns undefined when the config is malformed (a socials config
 * that is not a list of providers).
 *
 * @example
 * featuresFromRemote({ features: [{ id: 'email', isEnabled: false }] }, local)?.email // false
 */
export function featuresFromRemote(
  remote: RemoteConfig,
  local: EffectiveFeatures,
): EffectiveFeatures | undefined {
  const features: EffectiveFeatures = { ...local }
  for (const id of REMOTE_FEATURE_IDS) Object.assign(features, { [id]: DEFAULT_FEATURES[id] })
  for (const feature of remote.features) {
    if (feature.id === 'socials') {
      const providers = v.safeParse(socialsConfigSchema, feature.config)
      if (!providers.success) return undefined
      features.socials = feature.isEnabled ? (providers.output ?? DEFAULT_FEATURES.socials) : false
    } else if ((REMOTE_FEATURE_IDS as readonly string[]).includes(feature.id)) {
      Object.assign(features, { [feature.id]: feature.isEnabled })
    }
  }
  return features
}
