import { setLocale } from '@portico/core'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { AccountButton } from './AccountButton.tsx'
import { PorticoButton } from './PorticoButton.tsx'

// Issue #30: the page's buttons write the balance in the modal's language.
afterEach(() => {
  cleanupKits()
  vi.restoreAllMocks()
})

describe('the balance on the page, in the visitor language', () => {
  it("AccountButton: the locale's decimal separator, and back to English when it changes", async () => {
    const kit = await renderKit({ options: { locale: 'de' }, children: <AccountButton /> })
    await connectTestWallet(kit.config)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /0xf3…b92266/ }).textContent).toContain(
        '10000,00 ETH',
      ),
    )
    act(() => setLocale(kit.config, 'en'))
    expect(screen.getByRole('button', { name: /0xf3…b92266/ }).textContent).toContain(
      '10000.00 ETH',
    )
  })

  it("PorticoButton: displayBalance in the browser's language", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ru-RU'])
    const kit = await renderKit({
      children: (
        <PorticoButton>
          {({ displayBalance }) => <output>{displayBalance ?? 'none'}</output>}
        </PorticoButton>
      ),
    })
    await connectTestWallet(kit.config)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('10000,00 ETH'))
  })
})
