import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { holdIdleMoment } from '../test/holdIdleMoment.ts'
import { cleanupKits, type Kit, renderKit } from '../test/renderKit.tsx'
import { connectStyles } from '../views/Connect/connectStyles.ts'

afterEach(async () => {
  await cleanupKits()
  vi.unstubAllGlobals()
})

/** Whether Connect's stylesheet is in the modal's shadow root (only Connect adds it). */
function hasConnectSheet(shadow: ShadowRoot): boolean {
  const { constructed, cssText } = connectStyles
  return (
    (constructed !== undefined && shadow.adoptedStyleSheets.includes(constructed)) ||
    [...shadow.querySelectorAll('style')].some((style) => style.textContent === cssText)
  )
}

/** What a rehearsal must leave as it found it: the modal, its route and its messages. */
function modalState({ config: { stores } }: Kit) {
  return {
    open: stores.modal.getState().open,
    route: stores.router.getState(),
    snackbar: stores.snackbar.getState().snackbar,
    alert: stores.alerts.getState().alert,
  }
}

/**
 * Mounts the closed modal at the page's idle moment and records each rehearsal the shadow root
 * is given: whether it was hidden, and its text.
 */
async function closedModal(kit: Kit, moment: ReturnType<typeof holdIdleMoment>) {
  await waitFor(() => expect(moment.requested()).toBe(true))
  act(() => moment.idle())
  const shadow = await waitFor(() => {
    const root = kit.host()?.shadowRoot
    expect(root).toBeTruthy()
    return root as ShadowRoot
  })
  const rehearsals: { hidden: boolean; text: string }[] = []
  const record = (records: MutationRecord[]) => {
    for (const { addedNodes } of records)
      for (const node of addedNodes)
        if (node instanceof HTMLElement && node.matches('[data-portico-rehearsal]'))
          rehearsals.push({
            hidden: node.hidden && node.style.display === 'none',
            text: node.textContent ?? '',
          })
  }
  const observer = new MutationObserver(record)
  observer.observe(shadow, { childList: true, subtree: true })
  // What the observer has not delivered yet counts too.
  const stop = () => {
    record(observer.takeRecords())
    observer.disconnect()
  }
  return { shadow, rehearsals, stop }
}

describe('ConnectRehearsal', () => {
  it('behavior: at an idle moment the closed modal renders Connect once, hidden, then removes it, and nothing else changes', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const { shadow, rehearsals, stop } = await closedModal(kit, moment)
    const before = modalState(kit)
    expect(hasConnectSheet(shadow)).toBe(false)

    // The shell asks for its idle moment once its messages are there.
    await waitFor(() => {
      act(() => moment.idle())
      expect(rehearsals).toHaveLength(1)
    })
    stop()
    expect(rehearsals[0]?.hidden).toBe(true)
    expect(rehearsals[0]?.text).toContain('Portico Test Wallet')
    // It is gone at once, leaving Connect's parsed sheet behind for the first open.
    await waitFor(() => expect(shadow.querySelector('[data-portico-rehearsal]')).toBeNull())
    expect(hasConnectSheet(shadow)).toBe(true)
    expect(kit.dialog()).toBeNull()
    expect(modalState(kit)).toEqual(before)

    // Only once: later idle moments render nothing, and the first open shows the real view.
    act(() => moment.idle())
    expect(shadow.querySelector('[data-portico-rehearsal]')).toBeNull()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ })).toBeTruthy()
    expect(kit.modal().getAllByRole('list', { name: 'Wallets' })).toHaveLength(1)
  })

  it('behavior: connected, a plain open shows Account, so Connect is not rehearsed', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    await connectTestWallet(kit.config)
    const { shadow, rehearsals, stop } = await closedModal(kit, moment)
    // Idle moments come and go (the shell's among them): nothing is rendered.
    for (let moments = 0; moments < 5; moments++) {
      act(() => moment.idle())
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
    stop()
    expect(rehearsals).toEqual([])
    expect(hasConnectSheet(shadow)).toBe(false)
  })

  it('behavior: opened before its idle moment, the modal is not rehearsed behind the open view', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const { rehearsals, stop } = await closedModal(kit, moment)
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('button', { name: /Portico Test Wallet/ })
    act(() => moment.idle())
    await kit.user.keyboard('{Escape}')
    await waitFor(() => expect(kit.dialog()).toBeNull())
    act(() => moment.idle())
    stop()
    expect(rehearsals).toEqual([])
  })

  it('behavior: a Connect that throws as it is rehearsed leaves the page standing (the error is logged)', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const { shadow, rehearsals, stop } = await closedModal(kit, moment)
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
      expect(rehearsals).toHaveLength(1)
    })
    stop()
    await waitFor(() => expect(shadow.querySelector('[data-portico-rehearsal]')).toBeNull())
    expect(failed).toHaveBeenCalledWith(
      '[portico] a modal view failed to render',
      expect.objectContaining({ message: 'hostile connector' }),
      expect.anything(),
    )
    // The page's own tree is still there.
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    failed.mockRestore()
  })
})
