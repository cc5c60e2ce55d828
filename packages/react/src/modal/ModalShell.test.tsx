import { shakeModal } from '@portico/core'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { getDeepActiveElement } from './getDeepActiveElement.ts'

afterEach(cleanupKits)

/** The text of every sheet the shadow root adopted, in order. */
const adoptedCss = (root: ShadowRoot | null | undefined) =>
  (root?.adoptedStyleSheets ?? [])
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n')

describe('modal shell', () => {
  it('behavior: renders into the open shadow root of one <portico-modal> element', async () => {
    const kit = await renderKit()
    const headStyles = document.head.querySelectorAll('style, link').length
    expect(kit.dialog()).toBeNull()

    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await kit.modal().findByRole('dialog')

    const hosts = document.querySelectorAll('portico-modal')
    expect(hosts).toHaveLength(1)
    expect(hosts[0]?.parentElement).toBe(document.body)
    expect(hosts[0]?.shadowRoot?.mode).toBe('open')
    expect(dialog.getRootNode()).toBe(hosts[0]?.shadowRoot)
    // The dialog is not in the page's own DOM, and the kit added no stylesheet to the page.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(adoptedCss(hosts[0]?.shadowRoot)).toContain('.dialog')
    expect(document.head.querySelectorAll('style, link')).toHaveLength(headStyles)

    await kit.user.keyboard('{Escape}')
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('dialog')
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  })

  it('behavior: the dialog is modal and labelled by its title', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await kit.modal().findByRole('dialog')

    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const titleId = dialog.getAttribute('aria-labelledby') ?? ''
    const title = kit.host()?.shadowRoot?.getElementById(titleId)
    expect(title?.textContent).toBe('Connect Wallet')
    expect(title?.tagName).toBe('H2')
  })

  it('behavior: Escape closes and focus returns to the button', async () => {
    const kit = await renderKit()
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await kit.user.click(button)
    const dialog = await kit.modal().findByRole('dialog')
    expect(getDeepActiveElement()).toBe(dialog)

    await kit.user.keyboard('{Escape}')
    await waitFor(() => expect(kit.modal().queryByRole('dialog')).toBeNull())
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('behavior: the close button closes and focus returns to the button', async () => {
    const kit = await renderKit()
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await kit.user.click(button)
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Close' }))

    expect(kit.modal().queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('behavior: a click on the backdrop closes', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('dialog')
    const backdrop = kit.host()?.shadowRoot?.querySelector<HTMLElement>('.backdrop')
    if (!backdrop) throw new Error('no backdrop')

    await kit.user.click(backdrop)
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: Tab and Shift+Tab stay inside the dialog', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('button', { name: /All Wallets/ })
    const close = kit.modal().getByRole('button', { name: 'Close' })
    const allWallets = kit.modal().getByRole('button', { name: /All Wallets/ })

    await kit.user.tab()
    expect(getDeepActiveElement()).toBe(close)
    // From the first element, Shift+Tab wraps to the last one.
    await kit.user.tab({ shift: true })
    expect(getDeepActiveElement()).toBe(allWallets)
    // From the last element, Tab wraps to the first one.
    await kit.user.tab()
    expect(getDeepActiveElement()).toBe(close)

    for (let step = 0; step < 12; step++) {
      await kit.user.tab()
      expect(kit.host()?.contains(getDeepActiveElement())).toBe(false)
      expect(kit.host()?.shadowRoot?.contains(getDeepActiveElement())).toBe(true)
    }
  })

  it('behavior: focus on a control the next view removes stays in the dialog', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await kit.modal().findByRole('dialog')
    await kit.user.click(await kit.modal().findByRole('button', { name: /All Wallets/ }))
    // Back, pressed from the keyboard, leads to the first view, which has no Back button.
    const back = await kit.modal().findByRole('button', { name: 'Back' })
    back.focus()
    await kit.user.keyboard('{Enter}')
    await kit.modal().findByRole('button', { name: /All Wallets/ })
    expect(back.isConnected).toBe(false)

    await waitFor(() => expect(getDeepActiveElement()).toBe(dialog))
    await kit.user.tab()
    expect(getDeepActiveElement()).toBe(kit.modal().getByRole('button', { name: 'Close' }))
  })

  it('behavior: the shake animates the dialog for 500 ms', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await kit.modal().findByRole('dialog')

    act(() => shakeModal(kit.config))
    expect(dialog.classList.contains('shake')).toBe(true)
    await waitFor(() => expect(dialog.classList.contains('shake')).toBe(false), { timeout: 1500 })
  })

  it('parameters: themeMode dark and themeVariables', async () => {
    const kit = await renderKit({
      options: { themeMode: 'dark', themeVariables: { '--portico-accent': '#ff5a1f' } },
    })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('dialog')
    const root = kit.host()?.shadowRoot?.querySelector<HTMLElement>('.portico')

    expect(root?.dataset.theme).toBe('dark')
    expect(root?.style.getPropertyValue('--portico-accent')).toBe('#ff5a1f')
    expect(root?.style.getPropertyValue('--portico-bg')).toBe('#17191e')
  })

  it('parameters: append false, nothing is added to the page', async () => {
    const kit = await renderKit({ options: { append: false } })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))

    expect(kit.config.stores.modal.getState().open).toBe(true)
    // Give a lazily loaded modal every chance to appear before asserting that none did.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelector('portico-modal')).toBeNull()
  })
})
