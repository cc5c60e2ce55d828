import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type BuyKit, buyKit } from '../test/buyKit.ts'
import { fetchOnrampQuote } from './fetchOnrampQuote.ts'
import { loadOnrampOptions } from './loadOnrampOptions.ts'
import { setBuyAmount } from './setBuyAmount.ts'

describe('fetchOnrampQuote', () => {
  let kit: BuyKit
  beforeEach(async () => {
    kit = await buyKit()
    await loadOnrampOptions(kit.config)
  })
  afterEach(() => kit.stop())

  it('default: the server quote (fee, subtotal, total, amount received) for the form', async () => {
    setBuyAmount(kit.config, '100')
    const quote = await fetchOnrampQuote(kit.config)
    expect(quote).toEqual({
      quoteId: 'q-100',
      networkFee: { value: '0.50', currency: 'USD' },
      paymentSubtotal: { value: '97.50', currency: 'USD' },
      paymentTotal: { value: '100.00', currency: 'USD' },
      purchaseAmount: { value: '97.500000', currency: 'PUSD' },
      // Not stated by this provider: what the total holds beyond the other lines.
      providerFee: { value: '2.00', currency: 'USD' },
    })
    const state = kit.config.stores.onramp.getState()
    expect(state.quote).toMatchObject({ status: 'ready', indicative: false })
    expect(state.purchaseAmount).toBe('97.500000')
    expect(kit.quoteBodies.at(-1)).toEqual({
      purchaseCurrency: 'PUSD',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'eip155:31337',
      paymentMethod: 'card',
      provider: 'sandbox',
    })
    expect(kit.events.map((event) => event.name)).toContain('BUY_QUOTE_RECEIVED')
  })

  it('behavior: the quote answering 503 → sample figures (2% fee at $1 a PUSD), indicative', async () => {
    // A mocked fault: the stand-in answers 503.
    kit.modes.quote = 'down'
    setBuyAmount(kit.config, '100')
    const quote = await fetchOnrampQuote(kit.config)
    expect(quote?.purchaseAmount).toEqual({ value: '98', currency: 'PUSD' })
    expect(quote?.paymentTotal).toEqual({ value: '100.00', currency: 'USD' })
    // The sample's lines add up too: subtotal 98.00 + network fee 0.00 + provider fee 2.00.
    expect(quote?.paymentSubtotal).toEqual({ value: '98.00', currency: 'USD' })
    expect(quote?.providerFee).toEqual({ value: '2.00', currency: 'USD' })
    expect(kit.config.stores.onramp.getState().quote).toMatchObject({
      status: 'ready',
      indicative: true,
    })
  })

  it('behavior: a malformed quote is a failure → sample figures, indicative', async () => {
    kit.modes.quote = 'malformed'
    setBuyAmount(kit.config, '50')
    await fetchOnrampQuote(kit.config)
    expect(kit.config.stores.onramp.getState().quote).toMatchObject({
      status: 'ready',
      indicative: true,
    })
  })

  it('behavior: an answer for an amount the form no longer holds is dropped', async () => {
    let release: () => void = () => undefined
    kit.holdQuote = new Promise<void>((resolve) => {
      release = resolve
    })
    setBuyAmount(kit.config, '100')
    const first = fetchOnrampQuote(kit.config)
    await kit.quoteRequests(1)
    // The visitor types on while the first answer is out; the second is asked at once.
    setBuyAmount(kit.config, '200')
    const second = fetchOnrampQuote(kit.config)
    await kit.quoteRequests(2)
    release()
    kit.holdQuote = undefined
    expect(await first).toBeUndefined()
    expect((await second)?.quoteId).toBe('q-200')
    const state = kit.config.stores.onramp.getState()
    expect(state.quote).toMatchObject({ status: 'ready', quote: { quoteId: 'q-200' } })
    expect(state.purchaseAmount).toBe('195.500000')
  })
})
