import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdIdleMoment } from '../test/holdIdleMoment.ts'
import { recordImages } from '../test/recordImages.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { walletImageSrc } from '../utils/walletImageSrc.ts'
import { modalPortalChunk } from './modalChunk.ts'
import { viewChunk } from './viewRegistry.ts'

afterEach(async () => {
  // The kits stop their preloads with the browser functions they started them with.
  await cleanupKits()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'connection')
})

describe('preloadAhead', () => {
  // First: the chunks are module state, and the other case loads them for the whole file.
  it('behavior: a visitor who asked to save data gets nothing ahead of intent', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    })
    const images = recordImages()
    const kit = await renderKit()
    await waitFor(() =>
      expect(kit.config.stores.wallets.getState().recommended.length).toBeGreaterThan(0),
    )
    // Two idle timeouts later still nothing was asked for, nor added to the page.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(images).toEqual([])
    expect(modalPortalChunk.current()).toBeUndefined()
    expect(kit.host()).toBeNull()
  })

  it('behavior: the first pointer move on the page starts the modal code, before any frame or idle moment', async () => {
    // Neither the frame after the first paint nor an idle moment ever comes.
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const load = vi.spyOn(modalPortalChunk, 'load')
    await renderKit()
    expect(load).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pointermove'))
    expect(load).toHaveBeenCalledTimes(1)
    // Later intents do not ask again.
    window.dispatchEvent(new Event('keydown'))
    expect(load).toHaveBeenCalledTimes(1)
    load.mockRestore()
  })

  it('behavior: the modal code starts in the frame after the first paint, without intent or idle', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const load = vi.spyOn(modalPortalChunk, 'load')
    await renderKit()
    await waitFor(() => expect(load).toHaveBeenCalled())
    load.mockRestore()
  })

  it('behavior: the modal and the Connect view are fetched as the page becomes interactive, its wallet icons once it is idle, without a click', async () => {
    const images = recordImages()
    const kit = await renderKit()
    await waitFor(() => expect(modalPortalChunk.current()).toBeDefined(), { timeout: 10_000 })
    await waitFor(() => expect(viewChunk('Connect').current()).toBeDefined(), { timeout: 10_000 })
    expect(kit.dialog()).toBeNull()
    const recommended = () => kit.config.stores.wallets.getState().recommended
    await waitFor(() => expect(recommended().length).toBeGreaterThan(0))
    await waitFor(() =>
      expect(images).toEqual(
        expect.arrayContaining(recommended().map((wallet) => walletImageSrc(kit.config, wallet))),
      ),
    )
  })

  it('behavior: the closed modal mounts once the page is idle, not before; the first open renders its view into that host', async () => {
    const moment = holdIdleMoment()
    const kit = await renderKit()
    // The frame after the first paint loads the modal's code; the page stays as it was.
    await waitFor(() => expect(modalPortalChunk.current()).toBeDefined(), { timeout: 10_000 })
    expect(kit.host()).toBeNull()

    expect(moment.requested()).toBe(true)
    act(() => moment.idle())
    await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy())
    const host = kit.host()
    expect(kit.dialog()).toBeNull()
    const shadow = host?.shadowRoot
    const sheets =
      (shadow?.adoptedStyleSheets.length ?? 0) + (shadow?.querySelectorAll('style').length ?? 0)
    expect(sheets).toBeGreaterThan(0)

    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(await kit.modal().findByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
    expect(kit.host()).toBe(host)
  })
})
