import { updateOnrampForm } from '../internal/onramp/updateOnrampForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Picks the on-ramp provider, by its id among `providers`; an id not offered is ignored. The
 * quote is asked again of that provider.
 *
 * @example
 * setBuyProvider(config, 'sandbox')
 */
export function setBuyProvider(config: PorticoConfig, id: string): void {
  const provider = config.stores.onramp.getState().providers.find((item) => item.id === id)
  if (provider) updateOnrampForm(config, { selectedProvider: provider })
}
