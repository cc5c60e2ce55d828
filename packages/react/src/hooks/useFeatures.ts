import type { EffectiveFeatures } from '@portico/core'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

/**
 * The feature switches in effect (spec §4): the project's remote config when it was fetched,
 * else the local options with their defaults. Views read these, not `options.features`.
 *
 * @example
 * const { activity } = useFeatures()
 */
export function useFeatures(): EffectiveFeatures {
  const config = usePorticoConfig()
  return useStoreState(config.stores.features, (state) => state.features)
}
