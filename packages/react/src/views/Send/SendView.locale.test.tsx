import { connect, openModal } from '@portico/core'
import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { englishLeft } from '../../test/englishLeft.ts'
import { CHUNK_TIMEOUT, openAccountWithTransfers } from '../../test/openSendView.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

// Issue #30: Send, its review and Receive in the visitor's language, amounts through Intl with
// every digit, Arabic right to left with addresses and amounts left to right; no message of the
// send catalogue left in English. (Core's validation messages are the feedback part's.)
afterEach(cleanupKits)

const shadow = (kit: Kit) => kit.host()?.shadowRoot

/** Account in `locale`, then its Send button (named in that language). */
async function openSend(locale: 'de' | 'ar', sendLabel: string): Promise<Kit> {
  const kit = await openAccountWithTransfers({ options: { locale } })
  await kit.user.click(kit.modal().getByRole('button', { name: sendLabel }))
  await kit.modal().findByTestId('send-token-balance', {}, CHUNK_TIMEOUT)
  return kit
}

describe('Send in another language', { timeout: 30_000 }, () => {
  it('German: the form, the token picker, the review and the confirmed transfer', async () => {
    const kit = await openSend('de', 'Senden')
    const modal = kit.modal()

    expect(modal.getByRole('form', { name: 'Senden' })).toBeTruthy()
    await waitFor(() =>
      expect(modal.getByTestId('send-token-balance').textContent).toBe('Guthaben: 10000,00 ETH'),
    )
    expect(
      modal.getByRole('button', { name: 'Max.: das gesamte ETH-Guthaben senden' }),
    ).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Adresse einfügen' })).toBeTruthy()
    expect(modal.getByLabelText('An').getAttribute('placeholder')).toBe('EVM-Adresse')
    expect(englishLeft(shadow(kit), 'de', ['send'])).toEqual([])

    await kit.user.click(modal.getByTestId('send-token'))
    await modal.findByRole('heading', { name: 'Token wählen' }, CHUNK_TIMEOUT)
    const search = modal.getByRole('searchbox', { name: 'Token suchen' })
    await kit.user.type(search, 'doge')
    expect(modal.getByText('Kein Token passt zu „doge“')).toBeTruthy()
    expect(englishLeft(shadow(kit), 'de', ['send'])).toEqual([])
    await kit.user.click(modal.getByRole('button', { name: 'Zurück' }))

    // Typed with the German decimal comma, read as 1.5 and shown back as typed.
    const amount = (await modal.findByLabelText('Betrag', {}, CHUNK_TIMEOUT)) as HTMLInputElement
    await kit.user.type(amount, '1,5')
    expect(amount.value).toBe('1,5')
    expect(kit.config.stores.send.getState().amountInput).toBe('1.5')
    await kit.user.type(modal.getByLabelText('An'), OTHER_ADDRESS)
    await kit.user.click(modal.getByRole('button', { name: 'Prüfen' }))
    await modal.findByRole('heading', { name: 'Senden prüfen' }, CHUNK_TIMEOUT)
    expect(modal.getByText('Sie senden')).toBeTruthy()
    expect(modal.getByTestId('send-preview-amount').textContent).toBe('1,5 ETH')
    // The mock wallet's fee: 21 000 gwei, in German digits.
    await waitFor(() =>
      expect(modal.getByTestId('send-preview-fee').textContent).toBe('0,000021 ETH'),
    )
    expect(modal.getByText('Netzwerkgebühr')).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Bearbeiten' })).toBeTruthy()
    expect(englishLeft(shadow(kit), 'de', ['send'])).toEqual([])

    await kit.user.click(modal.getByRole('button', { name: 'Senden' }))
    await waitFor(() =>
      expect(modal.getByTestId('send-status').textContent).toContain('Überweisung bestätigt'),
    )
    expect(modal.getByText('Sie haben gesendet')).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Fertig' })).toBeTruthy()
    expect(englishLeft(shadow(kit), 'de', ['send'])).toEqual([])
  })

  it('Arabic: right to left, the amount and the receiver left to right', async () => {
    const kit = await openSend('ar', 'إرسال')
    const modal = kit.modal()

    const form = modal.getByRole('form', { name: 'إرسال' })
    expect(form.closest('.portico')?.getAttribute('dir')).toBe('rtl')
    const receiver = modal.getByLabelText('إلى')
    expect(receiver.getAttribute('dir')).toBe('ltr')
    expect(receiver.getAttribute('placeholder')).toBe('عنوان EVM')
    expect(englishLeft(shadow(kit), 'ar', ['send'])).toEqual([])

    await kit.user.type(modal.getByLabelText('المبلغ'), '0.25')
    await kit.user.type(receiver, OTHER_ADDRESS)
    await kit.user.click(modal.getByRole('button', { name: 'مراجعة' }))
    await modal.findByRole('heading', { name: 'مراجعة الإرسال' }, CHUNK_TIMEOUT)
    const amount = modal.getByTestId('send-preview-amount')
    expect(amount.textContent).toBe('0.25 ETH')
    expect(amount.getAttribute('dir')).toBe('ltr')
    expect(modal.getByText('0x70…dc79C8').getAttribute('dir')).toBe('ltr')
    expect(englishLeft(shadow(kit), 'ar', ['send'])).toEqual([])
  })
})

describe('Receive in another language', { timeout: 30_000 }, () => {
  it('Arabic: the copy button, the networks and the note in Arabic, the address left to right', async () => {
    const kit = await renderKit({ options: { locale: 'ar' } })
    await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
    await act(() => openModal(kit.config, { view: 'Receive' }))
    const modal = kit.modal()
    await modal.findByRole('heading', { name: 'استلام' }, CHUNK_TIMEOUT)
    const address = await modal.findByTestId('receive-address', {}, CHUNK_TIMEOUT)

    expect(address.textContent).toBe(TEST_ADDRESS)
    expect(address.getAttribute('dir')).toBe('ltr')
    expect(modal.getByRole('img', { name: 'رمز QR لعنوانك على Portico Local' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'نسخ العنوان' })).toBeTruthy()
    // Both local EVM networks.
    expect(modal.getByRole('heading', { name: 'صالح على هذه الشبكات' })).toBeTruthy()
    expect(modal.getByText(/^أرسل إلى هذا العنوان أصول شبكة EVM فقط/)).toBeTruthy()
    expect(englishLeft(shadow(kit), 'ar', ['send'])).toEqual([])
  })
})
