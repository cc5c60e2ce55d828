import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type BuyKit, buyKit } from '../test/buyKit.ts'
import { loadOnrampOptions } from './loadOnrampOptions.ts'
import { setBuyAmount } from './setBuyAmount.ts'
import { setBuyPaymentMethod } from './setBuyPaymentMethod.ts'
import { setBuyPurchaseCurrency } from './setBuyPurchaseCurrency.ts'

describe('setBuyAmount', () => {
  let kit: BuyKit
  beforeEach(async () => {
    kit = await buyKit()
    await loadOnrampOptions(kit.config)
    setBuyPurchaseCurrency(kit.config, 'PUSD')
  })
  afterEach(() => kit.stop())

  const validation = () => kit.config.stores.onramp.getState().validation

  it('behavior: card limits at the edges (10 to 7,500 USD), said in clear words', () => {
    setBuyAmount(kit.config, '9.99')
    expect(validation()).toEqual({
      code: 'BELOW_MINIMUM',
      message: 'Amount must be at least 10 USD',
    })
    setBuyAmount(kit.config, '10')
    expect(validation()).toBeUndefined()
    setBuyAmount(kit.config, '7500')
    expect(validation()).toBeUndefined()
    setBuyAmount(kit.config, '7500.01')
    expect(validation()).toEqual({
      code: 'ABOVE_MAXIMUM',
      message: 'Amount must be at most 7,500 USD for card',
    })
  })

  it('behavior: bank account limits at the edges (10 to 25,000 USD)', () => {
    setBuyPaymentMethod(kit.config, 'ach_bank_account')
    setBuyAmount(kit.config, '9.99')
    expect(validation()?.message).toBe('Amount must be at least 10 USD')
    setBuyAmount(kit.config, '7500.01')
    expect(validation()).toBeUndefined()
    setBuyAmount(kit.config, '25000')
    expect(validation()).toBeUndefined()
    setBuyAmount(kit.config, '25000.01')
    expect(validation()?.message).toBe('Amount must be at most 25,000 USD for bank account')
    // Back to card: the same amount is now above the card's limit.
    setBuyPaymentMethod(kit.config, 'card')
    expect(validation()?.message).toBe('Amount must be at most 7,500 USD for card')
  })

  it('behavior: not a number, or more than cents, is said; nothing typed asks for an amount', () => {
    setBuyAmount(kit.config, '1e3')
    expect(validation()?.message).toBe('Not a valid amount')
    setBuyAmount(kit.config, '10.001')
    expect(validation()?.message).toBe('USD amounts have at most 2 decimals')
    setBuyAmount(kit.config, '')
    expect(validation()?.message).toBe('Enter an amount')
  })

  it('behavior: an amount out of limits is never quoted; one within is, once', async () => {
    setBuyAmount(kit.config, '5')
    setBuyAmount(kit.config, '8000')
    expect(kit.config.stores.onramp.getState().quote.status).toBe('idle')
    expect(kit.config.internal.onramp.quoteTimer).toBeUndefined()
    setBuyAmount(kit.config, '100')
    expect(kit.config.stores.onramp.getState().quote.status).toBe('loading')
    const { untilBuy } = await import('../test/buyKit.ts')
    await untilBuy(kit.config, (state) => state.quote.status === 'ready')
    expect(kit.quoteBodies.map((body) => body.amount)).toEqual(['100'])
  })
})
