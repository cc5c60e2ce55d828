import { createConfig, memoryStorage } from '@portico/core'
import { localNetwork } from '@portico/test-utils/networks'
import { waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../button/ConnectButton.tsx'
import { PorticoProvider } from '../provider/PorticoProvider.tsx'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { walletImageSrc } from '../utils/walletImageSrc.ts'
import { modalPortalChunk } from './modalChunk.ts'
import { viewChunk } from './viewRegistry.ts'

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
    // Two idle timeouts later still nothing was asked for.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(images).toEqual([])
    expect(modalPortalChunk.current()).toBeUndefined()
  })

  it('behavior: the modal code is asked for as the kit first renders, before any effect, frame, idle moment or intent', async () => {
    // Neither a frame nor an idle moment ever comes; server rendering runs no effect.
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const load = vi.spyOn(modalPortalChunk, 'load')
    const config = createConfig({
      projectId: '',
      networks: [localNetwork],
      adapters: [createTestAdapter()],
      storage: memoryStorage(),
    })
    renderToString(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
    expect(load).toHaveBeenCalledTimes(1)
    load.mockRestore()
  })

  it('behavior: the modal and the Connect view are fetched as the kit renders, its wallet icons once the page is idle, without a click', async () => {
    const images = recordImages()
    const kit = await renderKit()
    await waitFor(() => expect(modalPortalChunk.current()).toBeDefined(), { timeout: 10_000 })
    await waitFor(() => expect(viewChunk('Connect').current()).toBeDefined(), { timeout: 10_000 })
    expect(kit.host()).toBeNull()
    const recommended = () => kit.config.stores.wallets.getState().recommended
    await waitFor(() => expect(recommended().length).toBeGreaterThan(0))
    await waitFor(() =>
      expect(images).toEqual(
        expect.arrayContaining(recommended().map((wallet) => walletImageSrc(kit.config, wallet))),
      ),
    )
  })
})
