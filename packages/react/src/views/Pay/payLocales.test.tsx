import { type Locale, pay } from '@portico/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT } from '../../test/openSendView.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

/** English words of the Pay view that a translated view must not show. */
const ENGLISH = /Connect a wallet|Full recipient|Network|Exactly|Pay\b|Exchanges are/

/** The page asks for 0.0123 of the local chain's ETH in `locale`: the modal opens on Pay. */
async function askForPayment(locale: Locale): Promise<Kit> {
  const kit = await renderKit({ options: { locale, features: { pay: true } } })
  act(() => {
    // Never settles in the test: the visitor does not pay.
    pay(kit.config, {
      recipient: RECIPIENT,
      amount: '0.0123456',
      asset: 'native',
      network: 'eip155:31337',
    }).catch(() => undefined)
  })
  await kit.modal().findByTestId('pay-amount', {}, CHUNK_TIMEOUT)
  return kit
}

describe('Pay in other languages', { timeout: 30_000 }, () => {
  it('Arabic: right to left, the request in Arabic, the address and amount left to right', async () => {
    const kit = await askForPayment('ar')
    const dialog = kit.modal()
    const view = dialog.getByRole('dialog')
    expect(view.closest('.portico')?.getAttribute('dir')).toBe('rtl')
    expect(await dialog.findByRole('button', { name: 'اربط محفظة للدفع' })).toBeTruthy()
    expect(dialog.getByText('إلى')).toBeTruthy()
    expect(dialog.getByText('الشبكة')).toBeTruthy()
    expect(dialog.getByText('عنوان المستلم كاملًا')).toBeTruthy()
    expect(dialog.getByTestId('pay-recipient').getAttribute('dir')).toBe('ltr')
    expect(dialog.getByTestId('pay-recipient-full').getAttribute('dir')).toBe('ltr')
    expect(dialog.getByTestId('pay-amount').getAttribute('dir')).toBe('ltr')
    expect(dialog.getByTestId('pay-amount').textContent).toBe('0.012 ETH')
    // The rounded amount keeps the exact one under it.
    expect(dialog.getByText('بالضبط 0.0123456 ETH')).toBeTruthy()
    expect(view.textContent).not.toMatch(ENGLISH)
  })

  it('German: the request in German, the amounts in German notation', async () => {
    const kit = await askForPayment('de')
    const dialog = kit.modal()
    expect(
      await dialog.findByRole('button', { name: 'Verbinden Sie eine Wallet, um zu bezahlen' }),
    ).toBeTruthy()
    expect(dialog.getByTestId('pay-amount').textContent).toBe('0,012 ETH')
    expect(dialog.getByText('Genau 0,0123456 ETH')).toBeTruthy()
    expect(dialog.getByText('Vollständige Empfängeradresse')).toBeTruthy()
    expect(dialog.getByRole('dialog').textContent).not.toMatch(ENGLISH)
  })
})
