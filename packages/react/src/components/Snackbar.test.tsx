import {
  BALANCE_UNAVAILABLE_MESSAGE,
  openModal,
  SiwxSignError,
  showSnackbar,
  TRANSACTIONS_FAILED_MESSAGE,
} from '@portico/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../test/renderKit.tsx'

afterEach(cleanupKits)

async function showInModal(kit: Kit, message: string) {
  await act(() => openModal(kit.config))
  await kit.modal().findByRole('dialog', {}, { timeout: 10_000 })
  act(() => showSnackbar(kit.config, { message, variant: 'error' }))
}

/** The snackbar's text, found by what it should say. */
const snackbar = (kit: Kit, text: string) =>
  kit.modal().findByText(text, { selector: '.snackbar span' })

describe("core's snackbars in the visitor language", () => {
  it.each([
    ['en', BALANCE_UNAVAILABLE_MESSAGE, 'Token Balance Unavailable'],
    ['de', BALANCE_UNAVAILABLE_MESSAGE, 'Token-Guthaben nicht verfügbar'],
    ['de', TRANSACTIONS_FAILED_MESSAGE, 'Transaktionen konnten nicht abgerufen werden'],
    ['de', new SiwxSignError().message, 'Fehler beim Signieren der Nachricht'],
    ['ar', BALANCE_UNAVAILABLE_MESSAGE, 'رصيد الرموز غير متاح'],
    // The count in Arabic's own figures where the platform's Intl writes them.
    [
      'ar',
      'Please try again after 18 seconds',
      `يُرجى المحاولة مرة أخرى بعد ${new Intl.NumberFormat('ar').format(18)} ثانية`,
    ],
  ] as const)('%s: %s', async (locale, message, shown) => {
    const kit = await renderKit({ options: { locale } })
    await showInModal(kit, message)
    expect((await snackbar(kit, shown)).textContent).toBe(shown)
  })

  it('Arabic: the snackbar is in the right-to-left modal', async () => {
    const kit = await renderKit({ options: { locale: 'ar' } })
    await showInModal(kit, TRANSACTIONS_FAILED_MESSAGE)
    const text = await snackbar(kit, 'تعذّر جلب المعاملات')
    expect(text.closest('.portico')?.getAttribute('dir')).toBe('rtl')
  })

  it("a dApp's own message is shown as given", async () => {
    const kit = await renderKit({ options: { locale: 'de' } })
    await showInModal(kit, 'Saved to your list')
    expect(await snackbar(kit, 'Saved to your list')).toBeTruthy()
  })
})
