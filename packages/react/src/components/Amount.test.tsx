import type { Locale } from '@portico/core'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nContext } from '../i18n/I18nContext.ts'
import { Amount } from './Amount.tsx'

afterEach(cleanup)

/** Amount reads only the modal's locale: no catalogue needed. */
function inLocale(locale: Locale, children: ReactNode) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr'
  return (
    <I18nContext.Provider value={{ t: (id) => id, locale, dir }}>{children}</I18nContext.Provider>
  )
}

describe('Amount', () => {
  it('default: a rounded amount keeps the exact one in its title and for a screen reader', () => {
    render(
      inLocale(
        'en',
        <Amount value="0.0123" shown="0.012" symbol="ETH" sign="−" data-testid="amount" />,
      ),
    )
    const shown = screen.getByTestId('amount')
    expect(shown.textContent).toBe('−0.012 ETH')
    expect(shown.getAttribute('title')).toBe('−0.0123 ETH')
    // The screen reader reads the exact amount, not the rounded one beside it.
    expect(shown.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText('−0.0123 ETH').className).toBe('sr-only')
  })

  it('behavior: an amount the rounding did not change is plain text, with nothing hidden', () => {
    const { container } = render(inLocale('en', <Amount value="40" shown="40.000" symbol="PUSD" />))
    expect(container.innerHTML).toBe('<span dir="ltr">40.000 PUSD</span>')
  })

  it("behavior: both figures in the locale's separators, every digit of the exact one", () => {
    render(
      inLocale(
        'de',
        <Amount value="12345.6789" shown="12345.679" symbol="PUSD" data-testid="amount" />,
      ),
    )
    const shown = screen.getByTestId('amount')
    expect(shown.textContent).toBe('12345,679 PUSD')
    expect(shown.getAttribute('title')).toBe('12.345,6789 PUSD')
    expect(screen.getByText('12.345,6789 PUSD').className).toBe('sr-only')
  })

  it('behavior: isolated left to right, so Arabic keeps the sign before the figure', () => {
    render(inLocale('ar', <Amount value="0.5" shown="0.500" sign="+" symbol="ETH" />))
    expect(screen.getByText('+0.500 ETH').getAttribute('dir')).toBe('ltr')
  })
})
