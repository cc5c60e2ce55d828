import type { OnrampQuote } from '@portico/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BuyQuoteDetails } from './BuyQuoteDetails.tsx'

afterEach(cleanup)

const usd = (value: string) => ({ value, currency: 'USD' })
/** The quote: 19.20 + 0.50 is not 20.00 without the provider's 0.30. */
const QUOTE: OnrampQuote = {
  quoteId: 'q-20',
  paymentSubtotal: usd('19.20'),
  networkFee: usd('0.50'),
  providerFee: usd('0.30'),
  paymentTotal: usd('20.00'),
  purchaseAmount: { value: '19.200000', currency: 'PUSD' },
}

const cents = (testId: string) =>
  Math.round(Number(screen.getByTestId(testId).textContent?.replace(/ USD$/, '')) * 100)

describe('BuyQuoteDetails', () => {
  it('default: subtotal, network fee and provider fee, in that order, add up to the total under them (issue #30)', () => {
    render(<BuyQuoteDetails quote={QUOTE} symbol="PUSD" />)
    expect(screen.getByTestId('buy-provider-fee').textContent).toBe('0.30 USD')
    expect(cents('buy-subtotal') + cents('buy-network-fee') + cents('buy-provider-fee')).toBe(
      cents('buy-total'),
    )
    const terms = [...screen.getByTestId('buy-quote').querySelectorAll('dt')].map(
      (term) => term.textContent,
    )
    expect(terms).toEqual(['Subtotal', 'Network fee', 'Provider fee', 'Total', 'You receive'])
  })

  it('behavior: a quote without a provider fee has no such line', () => {
    const { providerFee: _, ...withoutFee } = QUOTE
    render(<BuyQuoteDetails quote={withoutFee} symbol="PUSD" />)
    expect(screen.queryByTestId('buy-provider-fee')).toBeNull()
  })
})
