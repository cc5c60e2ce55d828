import { openModal, setLocale } from '@portico/core'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../button/ConnectButton.tsx'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { translatorFor } from './translators.ts'

afterEach(() => {
  cleanupKits()
  vi.restoreAllMocks()
})

describe('the modal in the visitor language', () => {
  it('speaks the locale option: header, close button, direction and lang', async () => {
    const kit = await renderKit({ options: { locale: 'de' } })
    await act(() => openModal(kit.config))
    const dialog = await kit.modal().findByRole(
      'dialog',
      { name: 'Wallet verbinden' },
      {
        timeout: 10_000,
      },
    )
    expect(kit.modal().getByRole('button', { name: 'Schließen' })).toBeTruthy()
    const root = dialog.closest('.portico')
    expect(root?.getAttribute('lang')).toBe('de')
    expect(root?.getAttribute('dir')).toBe('ltr')
  })

  it("follows the browser's languages when no locale is set, and writes Arabic right to left", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en'])
    const kit = await renderKit()
    await act(() => openModal(kit.config))
    const dialog = await kit.modal().findByRole(
      'dialog',
      { name: 'ربط المحفظة' },
      {
        timeout: 10_000,
      },
    )
    expect(dialog.closest('.portico')?.getAttribute('dir')).toBe('rtl')
  })

  it('changes language while open, keeping the last one on screen until the next has loaded', async () => {
    const kit = await renderKit({ options: { locale: 'en' } })
    await act(() => openModal(kit.config))
    await kit.modal().findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
    act(() => setLocale(kit.config, 'ja'))
    // Never blank: English until Japanese is there.
    expect(kit.modal().getByRole('dialog')).toBeTruthy()
    await kit.modal().findByRole('dialog', { name: 'ウォレットを接続' }, { timeout: 10_000 })
  })
})

describe('the buttons', () => {
  it('read English at once, then the locale once its messages are loaded, without the modal', async () => {
    await renderKit({ options: { locale: 'fr' } })
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    await screen.findByRole('button', { name: 'Connecter un portefeuille' }, { timeout: 10_000 })
  })

  it("keep the page's own label in any language", async () => {
    await renderKit({ options: { locale: 'ko' }, children: <ConnectButton label="Sign in" /> })
    await act(() => translatorFor('ko').load())
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })
})
