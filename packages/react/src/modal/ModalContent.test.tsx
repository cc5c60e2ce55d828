import { ALERTS, openModal, showAlert, type ViewName } from '@portico/core'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'

afterEach(cleanupKits)

describe('modal content', () => {
  it('behavior: an error alert shows as a banner and can be dismissed', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('dialog')

    act(() => showAlert(kit.config, ALERTS.RATE_LIMITED))
    const banner = await kit.modal().findByRole('alert')
    expect(banner.textContent).toContain(ALERTS.RATE_LIMITED.message)

    await kit.user.click(kit.modal().getByRole('button', { name: 'Dismiss' }))
    expect(kit.modal().queryByRole('alert')).toBeNull()
    expect(kit.config.stores.alerts.getState().alert).toBeUndefined()
  })

  it('behavior: an info alert is a polite status, not an interruption', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('dialog')

    act(() => showAlert(kit.config, { variant: 'info', message: 'Multi-wallet not enabled' }))
    expect(kit.modal().queryByRole('alert')).toBeNull()
    expect(
      kit.modal().getByText('Multi-wallet not enabled').closest('[role="status"]'),
    ).toBeTruthy()
  })

  it('behavior: a view this version does not ship says so, and Back closes', async () => {
    const kit = await renderKit()
    // Every spec §2 view ships now (ConnectingFarcaster was the last, issue #34): a name from a
    // newer core stands for one this version lacks.
    await act(() => openModal(kit.config, { view: 'NewerView' as ViewName }))

    expect(await kit.modal().findByText('Not available yet')).toBeTruthy()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
  })

  it('behavior: RegisterAccountName is a view of its own (issue #32), lazily loaded', async () => {
    const kit = await renderKit()
    await act(() => openModal(kit.config, { view: 'RegisterAccountName' }))
    expect(await kit.modal().findByLabelText('Name', {}, { timeout: 10_000 })).toBeTruthy()
    expect(kit.modal().queryByText('Not available yet')).toBeNull()
  })
})
