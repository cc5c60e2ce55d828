import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { onrampQuoteSchema } from '../../schemas/onrampSchemas.ts'
import { onrampProviderFee } from './onrampProviderFee.ts'

const usd = (value: string) => ({ value, currency: 'USD' })
const quote = (total: string, subtotal: string, networkFee: string) => ({
  paymentTotal: usd(total),
  paymentSubtotal: usd(subtotal),
  networkFee: usd(networkFee),
})

describe('onrampProviderFee', () => {
  it('default: the fee the provider states is kept as it is', () => {
    expect(
      onrampProviderFee({ ...quote('20.00', '19.20', '0.50'), providerFee: usd('0.30') }),
    ).toEqual(usd('0.30'))
  })

  it.each([
    ['20.00', '19.20', '0.50', '0.30'],
    ['20', '19.2', '0', '0.80'],
    ['7500.00', '7387.00', '0.50', '112.50'],
    ['10.001', '9.5', '0.5', '0.001'],
  ])(
    'behavior: unstated, total %s − subtotal %s − network fee %s = %s',
    (total, subtotal, fee, expected) => {
      expect(onrampProviderFee(quote(total, subtotal, fee))).toEqual(usd(expected))
    },
  )

  it('behavior: nothing over, lines in other currencies, or not decimals → no fee line', () => {
    expect(onrampProviderFee(quote('20.00', '19.50', '0.50'))).toBeUndefined()
    expect(onrampProviderFee(quote('20.00', '19.80', '0.50'))).toBeUndefined()
    expect(
      onrampProviderFee({
        ...quote('20.00', '19.20', '0.50'),
        networkFee: { value: '0.50', currency: 'EUR' },
      }),
    ).toBeUndefined()
    expect(onrampProviderFee(quote('20,00', '19.20', '0.50'))).toBeUndefined()
  })

  it('behavior: the quote schema keeps a stated fee and fills in an unstated one', () => {
    const answer = {
      quoteId: 'q-1',
      ...quote('20.00', '19.20', '0.50'),
      purchaseAmount: { value: '19.2', currency: 'PUSD' },
    }
    expect(v.parse(onrampQuoteSchema, answer).providerFee).toEqual(usd('0.30'))
    expect(v.parse(onrampQuoteSchema, { ...answer, providerFee: usd('0.29') }).providerFee).toEqual(
      usd('0.29'),
    )
    expect(
      v.parse(onrampQuoteSchema, { ...answer, paymentSubtotal: usd('19.50') }),
    ).not.toHaveProperty('providerFee')
  })
})
