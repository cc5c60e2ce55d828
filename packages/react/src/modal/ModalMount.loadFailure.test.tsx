import { openModal } from '@portico/core'
import { memorySiwx } from '@portico/test-utils/memorySiwx'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { holdIdleMoment } from '../test/holdIdleMoment.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { modalPortalChunk } from './modalChunk.ts'

// Mocked: a lazy chunk that fails to load (the page went offline, a deploy removed it) cannot be
// caused otherwise in a unit test. Failed loads are retried, so every test here sees it fail.
vi.mock('./modalBundle.ts', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

afterEach(async () => {
  await cleanupKits()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('ModalMount: the modal cannot be loaded', () => {
  it('default: reported, and the modal closes instead of staying open unseen', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { config } = await renderKit()
    await act(() => openModal(config))
    await waitFor(() => expect(config.stores.modal.getState().open).toBe(false))
    expect(error).toHaveBeenCalledWith('[portico] the modal could not be loaded', expect.any(Error))
  })

  it('behavior: a required sign-in it was to ask for ends as its Cancel: disconnected, closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const siwx = memorySiwx({ required: true })
    const { config } = await renderKit({ options: { siwx } })
    await connectTestWallet(config)
    await waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).not.toBe('connected'),
    )
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.siwx.getState().prompt).toBeUndefined()
    expect(siwx.count('addSession')).toBe(0)
  })

  it('behavior: the closed modal that fails to mount at idle reports nothing and closes nothing; opening tries again', async () => {
    const moment = holdIdleMoment()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { config } = await renderKit()
    // closeModal resets the router: nothing may have called it.
    const routed = vi.fn()
    config.stores.router.subscribe(routed)
    await waitFor(() => expect(moment.requested()).toBe(true))
    await act(async () => {
      moment.idle()
      // The mount's own load fails with this one (a failed load is shared, then retried).
      await modalPortalChunk.load().catch(() => undefined)
    })
    expect(error).not.toHaveBeenCalled()
    expect(routed).not.toHaveBeenCalled()

    await act(() => openModal(config))
    await waitFor(() => expect(config.stores.modal.getState().open).toBe(false))
    expect(error).toHaveBeenCalledWith('[portico] the modal could not be loaded', expect.any(Error))
  })
})
