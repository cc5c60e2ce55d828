import { SNACKBAR_DISPLAY_MS, showSnackbar } from '@portico/core'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../test/renderKit.tsx'

afterEach(async () => {
  vi.useRealTimers()
  await cleanupKits()
})

async function openModal(kit: Kit) {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.modal().findByRole('dialog')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
}

describe('snackbar', () => {
  it(`behavior: a success snackbar shows in the modal and hides after ${SNACKBAR_DISPLAY_MS} ms`, async () => {
    const kit = await renderKit()
    await openModal(kit)

    act(() => showSnackbar(kit.config, { message: 'Address copied', variant: 'success' }))
    const status = kit.modal().getByText('Address copied').closest('[role="status"]')
    expect(status?.getAttribute('aria-live')).toBe('polite')

    act(() => vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS - 1))
    expect(kit.modal().queryByText('Address copied')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(kit.modal().queryByText('Address copied')).toBeNull()
  })

  it('behavior: a loading snackbar stays', async () => {
    const kit = await renderKit()
    await openModal(kit)

    act(() => showSnackbar(kit.config, { message: 'Waiting for the wallet', variant: 'loading' }))
    act(() => vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS * 3))
    expect(kit.modal().queryByText('Waiting for the wallet')).not.toBeNull()
  })
})
