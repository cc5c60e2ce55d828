import { connect } from '@portico/core'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { type MemorySiwx, memorySiwx } from '@portico/test-utils/memorySiwx'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../../test/connectTestWallet.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const APP_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyIDIiLz4='

/** Connected to the test wallet; the sign view is up (no session yet). */
async function signView(required = false): Promise<{ kit: Kit; siwx: MemorySiwx }> {
  const siwx = memorySiwx({ required })
  const kit = await renderKit({
    options: { siwx, metadata: { name: 'Acme Market', icons: [APP_ICON] } },
  })
  await connectTestWallet(kit.config)
  await kit.modal().findByRole('heading', { name: 'Sign In' })
  await kit.modal().findByRole('button', { name: 'Sign' })
  return { kit, siwx }
}
const connectionStatus = (kit: Kit) =>
  kit.config.stores.connection.getState().namespaces.eip155?.status

describe('SIWXSignMessage view', () => {
  it('default: the dApp and wallet, the ask, Cancel and Sign; focus on Sign; no axe violations', async () => {
    const { kit } = await signView()
    const modal = kit.modal()
    expect(modal.getByText('Acme Market needs to connect to your wallet')).toBeTruthy()
    expect(modal.getByText(/Sign this message in Portico Test Wallet/)).toBeTruthy()
    const images = modal.getByTestId('siwx-sign-message').querySelectorAll('img')
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      APP_ICON,
      expect.stringMatching(/^data:image\/svg\+xml/),
    ])
    const sign = modal.getByRole('button', { name: 'Sign' })
    expect(modal.getByRole('button', { name: 'Cancel' }).tagName).toBe('BUTTON')
    await waitFor(() => expect(kit.host()?.shadowRoot?.activeElement).toBe(sign))
    // Optional sign-in: the header's close button stays.
    expect(modal.getByRole('button', { name: 'Close' })).toBeTruthy()

    const dialog = await modal.findByRole('dialog')
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  it('behavior: Sign → "Signing…" with both buttons disabled → signed in, the modal closes', async () => {
    const { kit, siwx } = await signView()
    const held = siwx.hold('addSession')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Sign' }))

    const signing = await kit.modal().findByRole('button', { name: 'Signing…' })
    expect(signing.hasAttribute('disabled')).toBe(true)
    expect(signing.getAttribute('aria-busy')).toBe('true')
    expect(kit.modal().getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true)

    held.release()
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
    expect(siwx.sessions).toHaveLength(1)
    expect(kit.adapter.state.calls.signMessage).toBe(1)
    expect(kit.config.stores.siwx.getState().namespaces.eip155?.status).toBe('signedIn')
  })

  it('behavior: the wallet rejects → the error shows, Sign works again', async () => {
    const { kit } = await signView()
    kit.adapter.setFeatures({ signMessageError: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Sign' }))

    const alerts = await kit.modal().findAllByText('Error signing message')
    expect(alerts.length).toBeGreaterThanOrEqual(1)
    expect(kit.modal().getByRole('heading', { name: 'Sign In' })).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: 'Sign' }).hasAttribute('disabled')).toBe(false)

    kit.adapter.setFeatures({ signMessageError: false })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
  })

  it('behavior: Cancel, not required → the modal closes, still connected', async () => {
    const { kit } = await signView()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
    expect(connectionStatus(kit)).toBe('connected')
  })

  it('required: no close or back button, Escape and the backdrop only shake; Cancel disconnects', async () => {
    const { kit } = await signView(true)
    const modal = kit.modal()
    expect(modal.getByText(/Cancelling disconnects the wallet/)).toBeTruthy()
    expect(modal.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(modal.queryByRole('button', { name: 'Back' })).toBeNull()

    fireEvent.keyDown(await modal.findByRole('dialog'), { key: 'Escape' })
    expect(kit.config.stores.modal.getState().open).toBe(true)
    await waitFor(() =>
      expect(modal.getByTestId('portico-dialog').classList.contains('shake')).toBe(true),
    )
    const backdrop = kit.host()?.shadowRoot?.querySelector<HTMLElement>('.backdrop')
    fireEvent.click(backdrop as HTMLElement)
    expect(kit.config.stores.modal.getState().open).toBe(true)

    await kit.user.click(modal.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(connectionStatus(kit)).toBe('disconnected'))
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('behavior: an embedded wallet → Sign pushes its Approve view; approved → signed in, closed', async () => {
    const adapter = authAdapter({ signedInAs: 'ada@example.com' })
    const siwx = memorySiwx({ required: true })
    const kit = await renderKit({ options: { siwx }, extraAdapters: [adapter] })
    await act(() => connect(kit.config, { connectorId: 'embedded-wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Sign' }))

    expect(await kit.modal().findByRole('heading', { name: 'Approve request' })).toBeTruthy()
    act(() => adapter.approve(`0x${'ab'.repeat(65)}`))
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
    expect(siwx.sessions.map((session) => session.signature)).toEqual([`0x${'ab'.repeat(65)}`])
  })

  it('behavior: an embedded wallet, rejected in its Approve view → back on the sign view', async () => {
    const adapter = authAdapter({ signedInAs: 'ada@example.com' })
    const kit = await renderKit({ options: { siwx: memorySiwx() }, extraAdapters: [adapter] })
    await act(() => connect(kit.config, { connectorId: 'embedded-wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Sign' }))
    await kit.modal().findByRole('heading', { name: 'Approve request' })

    act(() => adapter.reject())
    expect(await kit.modal().findByRole('heading', { name: 'Sign In' })).toBeTruthy()
    expect(kit.config.stores.router.getState().history).toEqual([{ view: 'SIWXSignMessage' }])
    expect((await kit.modal().findAllByText('Error signing message')).length).toBeGreaterThan(0)
  })
})
