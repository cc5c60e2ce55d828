import {
  type AuthAdapter,
  type AuthAdapterParameters,
  authAdapter,
  TEST_SECURE_SITE_ORIGIN,
} from '@portico/test-utils/authAdapter'
import { type PopupStub, stubPopups } from '@portico/test-utils/fakePopup'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

// The provider's window is core's FAKE popup (happy-dom cannot open a second browsing
// context); the secure site's callback page is played by dispatching its message with the
// origin and source a browser stamps. The embedded wallet is core's double.

afterEach(async () => {
  await cleanupKits()
  vi.restoreAllMocks()
})

/** Connect Wallet, "More", then "Continue with GitHub": ConnectingSocial waits for the provider. */
async function startGitHub(
  parameters: AuthAdapterParameters & { blocked?: boolean } = {},
): Promise<{ kit: Kit; adapter: AuthAdapter; popups: PopupStub }> {
  const popups = stubPopups({ blocked: parameters.blocked ?? false })
  const adapter = authAdapter(parameters)
  const kit = await renderKit({ extraAdapters: [adapter] })
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  // GitHub is sixth of the default socials (spec §9): behind "More".
  await kit.user.click(await kit.modal().findByRole('button', { name: 'More sign-in options' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: 'Continue with GitHub' }))
  await kit.modal().findByText('Log in with GitHub')
  return { kit, adapter, popups }
}

/** Until the provider's page is in the window (the address came from the wallet). */
async function providerPageLoaded(popups: PopupStub): Promise<void> {
  await vi.waitFor(() => expect(popups.last().location.href).toMatch(/^https:\/\/github\./))
}

describe('ConnectingSocial view', () => {
  it('default: badge, "Log in with GitHub", the hint; the answer connects and closes the modal', async () => {
    const { kit, adapter, popups } = await startGitHub()
    const view = kit.modal().getByTestId('connecting-social')
    expect(view.getAttribute('data-state')).toBe('waiting')
    expect(view.querySelector('[data-provider="github"]')).toBeTruthy()
    expect(kit.modal().getByText("Connect in the provider's window").getAttribute('role')).toBe(
      'status',
    )
    await providerPageLoaded(popups)

    popups.post(
      { type: 'PORTICO_SOCIAL_RESULT', resultUri: adapter.socialResultUri() },
      { origin: TEST_SECURE_SITE_ORIGIN, source: popups.last() },
    )

    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(popups.last().closed).toBe(true)
  })

  it('behavior: an existing account on a new site → the e-mail sign-in\'s waiting block, "Confirm this site"; connected after approval', async () => {
    const { kit, adapter, popups } = await startGitHub({ socialDeviceApproval: true })
    await providerPageLoaded(popups)
    popups.post(
      { type: 'PORTICO_SOCIAL_RESULT', resultUri: adapter.socialResultUri() },
      { origin: TEST_SECURE_SITE_ORIGIN, source: popups.last() },
    )
    const waiting = await kit.modal().findByTestId('social-device-approval')
    expect(waiting.textContent).toContain('Confirm this site')
    expect(waiting.textContent).toContain('We sent an e-mail')
    expect(kit.modal().getByRole('status', { name: 'Waiting for approval' })).toBeTruthy()

    adapter.approveDevice()
    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: the window closed → "Popup closed" and "Try again", which opens a new window', async () => {
    const { kit, popups } = await startGitHub()
    await providerPageLoaded(popups)
    popups.closeByVisitor()

    // The window is checked once a second (spec §4).
    const alert = await kit.modal().findByRole('alert', {}, { timeout: 3_000 })
    expect(alert.textContent).toBe('Popup closed')
    expect(kit.modal().getByTestId('connecting-social').getAttribute('data-state')).toBe('error')

    await kit.user.click(kit.modal().getByRole('button', { name: 'Try again' }))

    expect(popups.popups).toHaveLength(2)
    expect(kit.modal().getByText("Connect in the provider's window").getAttribute('role')).toBe(
      'status',
    )
    expect(kit.modal().queryByRole('alert')).toBeNull()
    expect(kit.config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'ConnectingSocial',
    ])
  })

  it('behavior: a blocked window → "Failed to initiate social connection" with "Try again"', async () => {
    const { kit } = await startGitHub({ blocked: true })
    expect((await kit.modal().findByRole('alert')).textContent).toBe(
      'Failed to initiate social connection',
    )
    expect(kit.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('behavior: the wallet refuses the answer → "Failed to connect", still open', async () => {
    const { kit, adapter, popups } = await startGitHub({ socialConnectError: 'Failed to connect' })
    await providerPageLoaded(popups)
    popups.post(
      { type: 'PORTICO_SOCIAL_RESULT', resultUri: adapter.socialResultUri() },
      { origin: TEST_SECURE_SITE_ORIGIN, source: popups.last() },
    )
    expect((await kit.modal().findByRole('alert')).textContent).toBe('Failed to connect')
    expect(kit.config.stores.modal.getState().open).toBe(true)
  })

  it('behavior: Back → Connect; the window closes and the sign-in is dropped', async () => {
    const { kit, popups } = await startGitHub()
    await providerPageLoaded(popups)

    await kit.user.click(kit.modal().getByRole('button', { name: 'Back' }))

    expect(await kit.modal().findByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(popups.last().closed).toBe(true)
    expect(kit.config.stores.auth.getState().social).toBeUndefined()
    expect(kit.config.internal.socialLogin).toBeUndefined()
  })
})
