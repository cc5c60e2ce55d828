import { setLocale } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdIdleMoment } from '../test/holdIdleMoment.ts'
import { recordImages } from '../test/recordImages.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'

afterEach(async () => {
  await cleanupKits()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('preloadData', () => {
  // A fresh module graph (vitest.config.ts): no number format is made yet on this "page".
  it("behavior: the idle preload makes the locale's number format only once the wallet count or the locale needs one", async () => {
    const made = vi.spyOn(Intl, 'NumberFormat')
    // The wallet icons it asks for say that the idle preload has run.
    const images = recordImages()
    const moment = holdIdleMoment()
    const kit = await renderKit()
    const { stores } = kit.config
    await waitFor(() => expect(stores.wallets.getState().count).toBeGreaterThan(0))
    await waitFor(() => expect(moment.requested()).toBe(true))
    act(() => moment.idle())
    await waitFor(() => expect(images.length).toBeGreaterThan(0))

    // 95 wallets in English: Connect's label needs no number format, so none is made.
    const locale = stores.locale.getState().resolvedLocale
    expect(stores.wallets.getState().count).toBeLessThan(1000)
    expect(made).not.toHaveBeenCalledWith(locale)
    // A directory that grows past 1000, then Arabic: each makes its format ahead of a click.
    act(() => stores.wallets.setState({ count: 1722 }))
    expect(made).toHaveBeenCalledWith(locale)
    act(() => setLocale(kit.config, 'ar'))
    expect(made).toHaveBeenCalledWith('ar')
  })
})
