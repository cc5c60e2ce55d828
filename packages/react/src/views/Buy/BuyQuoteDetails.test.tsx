import type { OnrampProvider, OnrampQuote } from '@portico/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { I18n } from '../../i18n/I18nContext.ts'
import { i18nForTest, WithI18n } from '../../test/i18nForTest.tsx'
import { BuyQuoteDetails } from './BuyQuoteDetails.tsx'

afterEach(cleanup)

let english: I18n
beforeAll(async () => {
  english = await i18nForTest('en')
})

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

const SANDBOX: OnrampProvider = { id: 'sandbox', name: 'Sandbox', feeRange: '1-2%', chains: [] }

const cents = (testId: string) =>
  Math.round(Number(screen.getByTestId(testId).textContent?.replace(/ USD$/, '')) * 100)

describe('BuyQuoteDetails', () => {
  it('default: subtotal, network fee and provider fee, in that order, add up to the total under them (issue #30)', () => {
    render(
      <WithI18n i18n={english}>
        <BuyQuoteDetails quote={QUOTE} symbol="PUSD" />
      </WithI18n>,
    )
    expect(screen.getByTestId('buy-provider-fee').textContent).toBe('0.30 USD')
    expect(cents('buy-subtotal') + cents('buy-network-fee') + cents('buy-provider-fee')).toBe(
      cents('buy-total'),
    )
    const terms = [...screen.getByTestId('buy-quote').querySelectorAll('dt')].map(
      (term) => term.textContent,
    )
    expect(terms).toEqual(['Subtotal', 'Network fee', 'Provider fee', 'Total', 'You receive'])
  })

  it('behavior: in German: its terms, and the figures in German notation (issue #30)', async () => {
    render(
      <WithI18n i18n={await i18nForTest('de')}>
        <BuyQuoteDetails quote={QUOTE} symbol="PUSD" provider={SANDBOX} />
      </WithI18n>,
    )
    const terms = [...screen.getByTestId('buy-quote').querySelectorAll('dt')].map(
      (term) => term.textContent,
    )
    expect(terms).toEqual([
      'Zwischensumme',
      'Netzwerkgebühr',
      'Anbietergebühr',
      'Gesamt',
      'Sie erhalten',
      'Anbieter',
    ])
    expect(screen.getByTestId('buy-total').textContent).toBe('20,00 USD')
    expect(screen.getByTestId('buy-receive').textContent).toBe('19,2 PUSD')
    // The provider's range stays left to right inside the sentence.
    const range = screen.getByTestId('buy-quote').querySelector('small')
    expect(range?.textContent).toBe('Gebühr 1-2%')
    expect(range?.querySelector('bdi')?.getAttribute('dir')).toBe('ltr')
  })

  it('behavior: a quote without a provider fee has no such line', () => {
    const { providerFee: _, ...withoutFee } = QUOTE
    render(
      <WithI18n i18n={english}>
        <BuyQuoteDetails quote={withoutFee} symbol="PUSD" />
      </WithI18n>,
    )
    expect(screen.queryByTestId('buy-provider-fee')).toBeNull()
  })
})
