import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../button/ConnectButton.tsx'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { PorticoModal } from './PorticoModal.tsx'

afterEach(cleanupKits)

function Page() {
  return (
    <main>
      <ConnectButton />
      <aside data-testid="slot">
        <PorticoModal />
      </aside>
    </main>
  )
}

describe('PorticoModal', () => {
  it('parameters: embedded, renders inline in the layout without opening', async () => {
    const kit = await renderKit({ options: { embedded: true }, children: <Page /> })
    const slot = screen.getByTestId('slot')

    await waitFor(() => expect(kit.host()?.shadowRoot?.querySelector('section')).toBeTruthy())
    expect(kit.host()?.parentElement).toBe(slot)
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
    expect(kit.config.stores.modal.getState().open).toBe(false)
    // Inline, it is a labelled region, not a modal dialog, and has no backdrop or close button.
    expect(kit.modal().queryByRole('dialog')).toBeNull()
    expect(await kit.modal().findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(kit.modal().queryByRole('button', { name: 'Close' })).toBeNull()
    expect(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ })).toBeTruthy()
  })

  it('parameters: embedded, shows Account after connecting', async () => {
    const kit = await renderKit({ options: { embedded: true }, children: <Page /> })
    await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))

    expect(await kit.modal().findByText('0xf3…b92266')).toBeTruthy()
    expect(kit.modal().getByRole('heading', { name: 'Account' })).toBeTruthy()
  })

  it('behavior: with the default options it renders nothing (the provider shows the modal)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = await renderKit({ children: <Page /> })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))

    await kit.modal().findByRole('dialog')
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
    expect(kit.host()?.parentElement).toBe(document.body)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('renders nothing'))
    warn.mockRestore()
  })

  it('parameters: append false, the page places the overlay itself', async () => {
    const kit = await renderKit({ options: { append: false }, children: <Page /> })
    const slot = screen.getByTestId('slot')
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))

    const dialog = await kit.modal().findByRole('dialog')
    expect(kit.host()?.parentElement).toBe(slot)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  })
})
