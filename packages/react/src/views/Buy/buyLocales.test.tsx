import { type Locale, navigate } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT, openAccountWithTransfers } from '../../test/openSendView.ts'
import { cleanupKits, type Kit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** English words of the Buy view that a translated view must not show. */
const ENGLISH =
  /Pay in|Payment method|Card|Bank account|Amount|Subtotal|Network fee|Total|You receive|Continue to checkout/

/** Account in `locale`, then Buy (by the router: Account's buttons are another part's). */
async function openBuyIn(locale: Locale): Promise<Kit> {
  const kit = await openAccountWithTransfers({ options: { locale } })
  act(() => navigate(kit.config, 'Buy'))
  await kit.modal().findByTestId('buy-continue', {}, CHUNK_TIMEOUT)
  return kit
}

describe('Buy in other languages', { timeout: 30_000 }, () => {
  it('German: the form and its limits in German, a decimal comma understood', async () => {
    const kit = await openBuyIn('de')
    const dialog = kit.modal()
    const form = dialog.getByRole('form', { name: 'Krypto kaufen' })
    expect((dialog.getByLabelText('Kaufen') as HTMLSelectElement).value).toBe('ETH')
    expect(dialog.getByLabelText('Bezahlen in')).toBeTruthy()
    expect(dialog.getByRole('group', { name: 'Zahlungsmethode' })).toBeTruthy()
    expect(dialog.getByRole('radio', { name: 'Karte' })).toBeTruthy()
    expect(dialog.getByRole('radio', { name: 'Bankkonto' })).toBeTruthy()
    expect(dialog.getByTestId('buy-limits').textContent).toBe('Karte: 10 bis 7.500 USD')

    const amount = dialog.getByLabelText('Betrag (USD)') as HTMLInputElement
    expect(amount.placeholder).toBe('0,00')
    await kit.user.type(amount, '25,5')
    expect(kit.config.stores.onramp.getState().amountInput).toBe('25.5')
    expect(amount.value).toBe('25,5')
    await waitFor(() =>
      expect(dialog.getByTestId('buy-continue').textContent).toBe('Weiter zur Kasse'),
    )
    expect(form.textContent).not.toMatch(ENGLISH)
  })

  it('Arabic: right to left, the form in Arabic', async () => {
    const kit = await openBuyIn('ar')
    const dialog = kit.modal()
    expect(dialog.getByRole('dialog').closest('.portico')?.getAttribute('dir')).toBe('rtl')
    const form = dialog.getByRole('form', { name: 'شراء العملات المشفرة' })
    expect(dialog.getByRole('radio', { name: 'بطاقة' })).toBeTruthy()
    expect(dialog.getByTestId('buy-limits').textContent).toBe('بطاقة: من 10 إلى 7,500 USD')
    expect(dialog.getByLabelText('المبلغ (USD)')).toBeTruthy()
    expect(form.textContent).not.toMatch(ENGLISH)

    // The checkout followed in its window: its buttons in Arabic too.
    act(() => kit.config.stores.onramp.setState({ checkout: { status: 'waiting' } }))
    expect(await dialog.findByRole('button', { name: 'إعادة الفتح' })).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeTruthy()
    expect(dialog.getByRole('status', { name: 'في انتظار صفحة الدفع' })).toBeTruthy()
  })
})
