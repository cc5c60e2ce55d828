import { type Locale, localeDirection } from '@portico/core'
import { act, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext } from '../i18n/I18nContext.ts'
import { translatorFor } from '../i18n/translators.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { useCopyAddress } from './useCopyAddress.ts'

afterEach(() => {
  vi.restoreAllMocks()
  return cleanupKits()
})

function CopyButton() {
  const { copy } = useCopyAddress()
  return (
    <button type="button" onClick={() => copy('0x1234')}>
      copy
    </button>
  )
}

/** The modal's messages in `locale` around `children`, as the modal's shell gives them. */
async function inLocale(locale: Locale, children: ReactNode) {
  const t = await translatorFor(locale).load()
  return (
    <I18nContext.Provider value={{ t, locale, dir: localeDirection(locale) }}>
      {children}
    </I18nContext.Provider>
  )
}

describe('useCopyAddress', () => {
  it('says the address was copied in the modal language', async () => {
    const kit = await renderKit({ children: await inLocale('de', <CopyButton />) })
    await kit.user.click(screen.getByRole('button', { name: 'copy' }))
    expect(await navigator.clipboard.readText()).toBe('0x1234')
    expect(kit.config.stores.snackbar.getState().snackbar?.message).toBe('Adresse kopiert')
  })

  it('says, in the modal language, when the clipboard refuses', async () => {
    const kit = await renderKit({ children: await inLocale('ar', <CopyButton />) })
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await act(() => kit.user.click(screen.getByRole('button', { name: 'copy' })))
    expect(kit.config.stores.snackbar.getState().snackbar?.message).toBe('تعذّر نسخ العنوان')
  })
})
