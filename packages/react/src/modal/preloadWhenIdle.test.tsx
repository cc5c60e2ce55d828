import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { walletImageSrc } from '../utils/walletImageSrc.ts'
import { modalPortalChunk, viewChunk } from './viewRegistry.ts'

/** Records the images the kit asks the browser to fetch (happy-dom's would go unobserved). */
function recordImages(): string[] {
  const requested: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto'
      set src(value: string) {
        requested.push(value)
      }
    },
  )
  return requested
}

afterEach(async () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'connection')
  await cleanupKits()
})

describe('preloadWhenIdle', () => {
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
    // Two idle timeouts later still nothing was asked for.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(images).toEqual([])
    expect(modalPortalChunk.current()).toBeUndefined()
  })

  it('behavior: once the page is idle, the modal, the Connect view and its wallet icons are fetched without a click', async () => {
    const images = recordImages()
    const kit = await renderKit()
    await waitFor(() => expect(modalPortalChunk.current()).toBeDefined(), { timeout: 10_000 })
    await waitFor(() => expect(viewChunk('Connect').current()).toBeDefined(), { timeout: 10_000 })
    expect(kit.host()).toBeNull()
    const { recommended } = kit.config.stores.wallets.getState()
    await waitFor(() => expect(recommended.length).toBeGreaterThan(0))
    expect(images).toEqual(
      expect.arrayContaining(recommended.map((wallet) => walletImageSrc(kit.config, wallet))),
    )
  })
})
