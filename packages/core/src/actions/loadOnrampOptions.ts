import { getOnrampContext } from '../internal/onramp/getOnrampContext.ts'
import { sampleOnrampOptions } from '../internal/onramp/onrampSampleData.ts'
import { updateOnrampForm } from '../internal/onramp/updateOnrampForm.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { fetchQuery, isFetching } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { OnrampOptions, OnrampState } from '../types/onramp.ts'
import { getBuyCurrencies } from './getBuyCurrencies.ts'

/**
 * Loads what can be bought and how (`GET /v1/onramp/options`) into the Buy state: providers,
 * purchase and payment currencies, and picks the defaults (the first provider, USD or the
 * first currency, card, the first currency offered on the active network). When the server
 * fails or answers something malformed, the built-in sample data of spec §9 are used and
 * `options.indicative` is true (the view says so). Calls made while a load is out share it.
 * It never throws.
 *
 * @example
 * await loadOnrampOptions(config)
 * config.stores.onramp.getState().options // { status: 'ready', indicative: false }
 */
export async function loadOnrampOptions(config: PorticoConfig): Promise<void> {
  const { internal, stores } = config
  const key = queryKeys.onrampOptions()
  if (!isFetching(internal.queries, key)) stores.onramp.setState({ options: { status: 'loading' } })
  // staleMs 0: each open of Buy asks again; calls meanwhile share the request.
  const { options, indicative } = await fetchQuery(internal.queries, {
    key,
    staleMs: 0,
    query: async (signal) => {
      try {
        return { options: await config.api.onramp.getOptions({ signal }), indicative: false }
      } catch (error) {
        // Spec §8: options that fail fall back to the built-in sample data.
        emitEvent(config, 'BUY_ERROR', {
          stage: 'options',
          message: error instanceof Error ? error.message : String(error),
        })
        return { options: sampleOnrampOptions(getOnrampContext(config).network), indicative: true }
      }
    },
  })
  applyOptions(config, options, indicative)
}

function applyOptions(config: PorticoConfig, options: OnrampOptions, indicative: boolean): void {
  const state = config.stores.onramp.getState()
  const keep = <T extends { id: string }>(list: readonly T[], current: T | undefined) =>
    list.find((item) => item.id === current?.id)
  const paymentCurrency =
    keep(options.paymentCurrencies, state.paymentCurrency) ??
    options.paymentCurrencies.find((item) => item.id === 'USD') ??
    options.paymentCurrencies[0]
  const methods = paymentCurrency?.payment_method_limits ?? []
  const paymentMethod = methods.some((limit) => limit.id === state.paymentMethod)
    ? state.paymentMethod
    : (methods[0]?.id ?? state.paymentMethod)
  const offered = getBuyCurrencies(config, { purchaseCurrencies: options.purchaseCurrencies })
  const patch: Partial<OnrampState> = {
    options: { status: 'ready', indicative },
    providers: options.providers,
    selectedProvider: keep(options.providers, state.selectedProvider) ?? options.providers[0],
    paymentCurrencies: options.paymentCurrencies,
    purchaseCurrencies: options.purchaseCurrencies,
    paymentCurrency,
    paymentMethod,
    purchaseCurrency: keep(offered, state.purchaseCurrency) ?? offered[0],
  }
  updateOnrampForm(config, patch)
}
