import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type BuyKit, buyKit } from '../test/buyKit.ts'
import { getBuyCurrencies } from './getBuyCurrencies.ts'
import { loadOnrampOptions } from './loadOnrampOptions.ts'

describe('loadOnrampOptions', () => {
  let kit: BuyKit
  beforeEach(async () => {
    kit = await buyKit()
  })
  afterEach(() => kit.stop())

  it('default: the server options, the first currency of the network, USD by card', async () => {
    await loadOnrampOptions(kit.config)
    const state = kit.config.stores.onramp.getState()
    expect(state.options).toEqual({ status: 'ready', indicative: false })
    expect(state.selectedProvider?.id).toBe('sandbox')
    expect(state.purchaseCurrency?.id).toBe('PUSD')
    expect(state.paymentCurrency?.id).toBe('USD')
    expect(state.paymentMethod).toBe('card')
    expect(getBuyCurrencies(kit.config).map((currency) => currency.id)).toEqual(['PUSD', 'ETH'])
  })

  it('behavior: options answering 503 → the sample data of spec §9, indicative', async () => {
    // A mocked fault: the stand-in answers 503.
    kit.modes.options = 'down'
    await loadOnrampOptions(kit.config)
    const state = kit.config.stores.onramp.getState()
    expect(state.options).toEqual({ status: 'ready', indicative: true })
    expect(state.providers).toEqual([
      { id: 'default', name: 'Default provider', feeRange: '1-2%', chains: ['eip155', 'solana'] },
    ])
    expect(state.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'ach_bank_account', min: '10', max: '25000' },
    ])
    // USDC on Ethereum and Polygon, plus the active network's native currency to buy here.
    const usdc = state.purchaseCurrencies.find((currency) => currency.id === 'USDC')
    expect(usdc?.networks.map((network) => network.chain_id)).toEqual(['eip155:1', 'eip155:137'])
    expect(getBuyCurrencies(kit.config).map((currency) => currency.id)).toEqual(['ETH'])
    expect(state.purchaseCurrency?.id).toBe('ETH')
    expect(kit.events.map((event) => [event.name, event.properties.stage])).toEqual([
      ['BUY_ERROR', 'options'],
    ])
  })

  it('behavior: a malformed answer is a failure → the sample data, indicative', async () => {
    kit.modes.options = 'malformed'
    await loadOnrampOptions(kit.config)
    expect(kit.config.stores.onramp.getState().options).toEqual({
      status: 'ready',
      indicative: true,
    })
  })
})
