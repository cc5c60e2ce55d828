import { ALERTS, openModal, showAlert } from '@portico/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../test/renderKit.tsx'

afterEach(cleanupKits)

async function openWithAlert(kit: Kit, alert: Parameters<typeof showAlert>[1]) {
  await act(() => openModal(kit.config))
  await kit.modal().findByRole('dialog', {}, { timeout: 10_000 })
  act(() => showAlert(kit.config, alert))
  return kit.modal().findByRole('alert')
}

describe('AlertBanner in the visitor language', () => {
  it("English: the spec's own words, title and details", async () => {
    const kit = await renderKit({ options: { locale: 'en' } })
    const banner = await openWithAlert(kit, ALERTS.ORIGIN_NOT_ALLOWED)
    expect(banner.querySelector('strong')?.textContent).toBe('Origin Not Allowed')
    expect(banner.querySelector('.alert-details')?.textContent).toBe(
      "This page's origin is not on the project's allowed origins.",
    )
    expect(kit.modal().getByRole('button', { name: 'Dismiss' })).toBeTruthy()
  })

  it('German: title, details and the dismiss button, no English left', async () => {
    const kit = await renderKit({ options: { locale: 'de' } })
    const banner = await openWithAlert(kit, ALERTS.ORIGIN_NOT_ALLOWED)
    expect(banner.querySelector('strong')?.textContent).toBe('Ursprung nicht erlaubt')
    expect(banner.querySelector('.alert-details')?.textContent).toBe(
      'Der Ursprung dieser Seite gehört nicht zu den erlaubten Ursprüngen des Projekts.',
    )
    expect(banner.textContent).not.toMatch(/origin|allowed/i)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Ausblenden' }))
    expect(kit.modal().queryByRole('alert')).toBeNull()
  })

  it('Arabic: right to left, in Arabic', async () => {
    const kit = await renderKit({ options: { locale: 'ar' } })
    const banner = await openWithAlert(kit, ALERTS.NETWORK_NOT_FOUND)
    expect(banner.closest('.portico')?.getAttribute('dir')).toBe('rtl')
    expect(banner.querySelector('strong')?.textContent).toBe('الشبكة غير موجودة')
    expect(banner.querySelector('.alert-details')?.textContent).toBe(
      'الشبكة المطلوبة ليست من الشبكات التي يدعمها هذا التطبيق.',
    )
    expect(banner.textContent).not.toMatch(/[A-Za-z]/)
    expect(kit.modal().getByRole('button', { name: 'إغلاق التنبيه' })).toBeTruthy()
  })

  it("'Server Error' keeps the server's own message under its translated title", async () => {
    const kit = await renderKit({ options: { locale: 'de' } })
    const banner = await openWithAlert(kit, {
      ...ALERTS.SERVER_ERROR,
      details: 'Database is unavailable',
    })
    expect(banner.querySelector('strong')?.textContent).toBe('Serverfehler')
    expect(banner.querySelector('.alert-details')?.textContent).toBe('Database is unavailable')
  })

  it("a dApp's own alert is shown as given", async () => {
    const kit = await renderKit({ options: { locale: 'de' } })
    const banner = await openWithAlert(kit, {
      variant: 'error',
      message: 'Maintenance tonight',
      details: 'Back at 6',
    })
    expect(banner.querySelector('strong')?.textContent).toBe('Maintenance tonight')
    expect(banner.querySelector('.alert-details')?.textContent).toBe('Back at 6')
  })
})
