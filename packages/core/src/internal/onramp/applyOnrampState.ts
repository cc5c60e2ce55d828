import { getBuyCurrencies } from '../../actions/getBuyCurrencies.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { OnrampState } from '../../types/onramp.ts'
import { getOnrampContext } from './getOnrampContext.ts'
import { validateOnramp } from './validateOnramp.ts'

/** Writes the Buy state with `patch` applied and `validation` worked out again; returns it. */
export function applyOnrampState(config: PorticoConfig, patch: Partial<OnrampState>): OnrampState {
  const next: OnrampState = { ...config.stores.onramp.getState(), ...patch }
  const context = getOnrampContext(config)
  const offered = getBuyCurrencies(config, {
    purchaseCurrencies: next.purchaseCurrencies,
    network: context.network,
  }).length
  const validation = validateOnramp(next, context, offered)
  const written: OnrampState = { ...next, validation }
  if (!validation) delete written.validation
  config.stores.onramp.setState(written, true)
  return written
}
