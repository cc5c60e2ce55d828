import { showSnackbar } from '@portico/core'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { holdIdleMoment } from '../test/holdIdleMoment.ts'
import { cleanupKits, type Kit, renderKit } from '../test/renderKit.tsx'

afterEach(async () => {
  await cleanupKits()
  vi.unstubAllGlobals()
})

/** What rendering ahead must leave as it found it: the modal, its route and its messages. */
function modalState({ config: { stores } }: Kit) {
  return {
    open: stores.modal.getState().open,
    route: stores.router.getState(),
    snackbar: stores.snackbar.getState().snackbar,
    alert: stores.alerts.getState().alert,
  }
}

/** Mounts the closed modal at the page's first idle moment; returns its shadow root. */
async function closedModal(kit: Kit, moment: ReturnType<typeof holdIdleMoment>) {
  await waitFor(() => expect(moment.requested()).toBe(true))
  act(() => moment.idle())
  return waitFor(() => {
    const root = kit.host()?.shadowRoot
    expect(root).toBeTruthy()
    return root as ShadowRoot
  })
}

/** The dialog's wrapper in the shadow root, shown or not; null when nothing is rendered. */
function wrapper(shadow: ShadowRoot): HTMLElement | null {
  return shadow.querySelector<HTMLElement>('.portico')
}

/** The closed modal once it has built its dialog ahead (idle moments given until it has). */
async function modalBuiltAhead(kit: Kit, moment: ReturnType<typeof holdIdleMoment>) {
  const shadow = await closedModal(kit, moment)
  // Mounted closed at the page's idle moment, it builds nothing before an idle moment of its own.
  expect(wrapper(shadow)).toBeNull()
  await waitFor(() => {
    act(() => moment.idle())
    expect(wrapper(shadow)?.textContent).toContain('Portico Test Wallet')
  })
  return shadow
}

/** Lets idle moments come and go (the shell asks for one once its messages are there). */
async function passIdleMoments(moment: ReturnType<typeof holdIdleMoment>) {
  for (let moments = 0; moments < 5; moments++) {
    act(() => moment.idle())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

describe('useConnectPrerender', () => {
  it('behavior: at an idle moment the closed modal builds Connect hidden; the first open shows those same elements; a close keeps nothing', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const before = modalState(kit)
    const shadow = await modalBuiltAhead(kit, moment)
    const hidden = wrapper(shadow)!
    // Hidden twice over (a sheet's display rule would outrank `hidden`'s), so out of the
    // accessibility tree and out of the page's layout.
    expect(hidden.hidden).toBe(true)
    expect(hidden.style.display).toBe('none')
    expect(kit.modal().queryByRole('dialog')).toBeNull()
    expect(kit.dialog()).toBeNull()
    expect(modalState(kit)).toEqual(before)
    const list = shadow.querySelector('ul[aria-label="Wallets"]')
    expect(list).toBeTruthy()

    // The open reveals the tree built ahead: the same elements, not new ones.
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await kit.modal().findByRole('dialog')
    expect(wrapper(shadow)).toBe(hidden)
    expect(hidden.hidden).toBe(false)
    expect(hidden.style.display).toBe('')
    expect(kit.modal().getByRole('list', { name: 'Wallets' })).toBe(list)
    expect(kit.modal().getAllByRole('list', { name: 'Wallets' })).toHaveLength(1)
    expect(dialog.textContent).toContain('Portico Test Wallet')

    // Closed after its first open, the modal holds nothing, and builds nothing ahead again.
    await kit.user.keyboard('{Escape}')
    await waitFor(() => expect(wrapper(shadow)).toBeNull())
    await passIdleMoments(moment)
    expect(wrapper(shadow)).toBeNull()
  })

  it('behavior: hidden, it starts no snackbar timer (a message about another view stays for the open)', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    await modalBuiltAhead(kit, moment)
    // Shown, the modal ends a message about a view the visitor is not in at once.
    act(() =>
      showSnackbar(kit.config, { message: 'Address copied', variant: 'success', view: 'Receive' }),
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(kit.config.stores.snackbar.getState().snackbar?.message).toBe('Address copied')
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(kit.config.stores.snackbar.getState().snackbar).toBeUndefined())
  })

  it('behavior: a route other than Connect is not rendered hidden (its view might start a flow)', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const shadow = await modalBuiltAhead(kit, moment)
    // The QR view, whose mount starts a pairing, routed to while the modal is closed.
    const entry = { view: 'ConnectingWalletConnect' as const }
    act(() => kit.config.stores.router.setState({ view: entry.view, history: [entry] }))
    // The wrapper stays; nothing of a view inside it.
    expect(wrapper(shadow)?.childElementCount ?? 0).toBe(1)
    expect(shadow.querySelector('.body, .header')).toBeNull()
    expect(shadow.querySelector('[role="dialog"]')?.childElementCount ?? 0).toBe(0)
  })

  it('behavior: connected, a plain open shows Account, so nothing is built ahead', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    await connectTestWallet(kit.config)
    const shadow = await closedModal(kit, moment)
    await passIdleMoments(moment)
    expect(wrapper(shadow)).toBeNull()
  })

  it('behavior: opened before its idle moment, the modal builds nothing ahead after its close', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const shadow = await closedModal(kit, moment)
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('button', { name: /Portico Test Wallet/ })
    act(() => moment.idle())
    await kit.user.keyboard('{Escape}')
    await waitFor(() => expect(kit.dialog()).toBeNull())
    await passIdleMoments(moment)
    expect(wrapper(shadow)).toBeNull()
  })

  it('behavior: a Connect that throws as it is built ahead leaves the page standing (the error is logged), and the open tries it again', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const shadow = await closedModal(kit, moment)
    // A connector whose name cannot be read: Connect's list throws as it renders it.
    const [connector] = kit.config.stores.connectors.getState().connectors
    const hostile = Object.create(connector ?? {}, {
      name: {
        get() {
          throw new Error('hostile connector')
        },
      },
    })
    act(() => kit.config.stores.connectors.setState({ connectors: [hostile] }))
    await waitFor(() => {
      act(() => moment.idle())
      expect(failed).toHaveBeenCalledWith(
        '[portico] a modal view failed to render',
        expect.objectContaining({ message: 'hostile connector' }),
        expect.anything(),
      )
    })
    expect(wrapper(shadow)?.hidden).toBe(true)
    // The page's own tree is still there.
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    // The connector is sound again by the open: the visitor sees Connect, not the hidden error.
    act(() => kit.config.stores.connectors.setState({ connectors: connector ? [connector] : [] }))
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ })).toBeTruthy()
    expect(kit.modal().queryByRole('alert')).toBeNull()
    failed.mockRestore()
  })
})
