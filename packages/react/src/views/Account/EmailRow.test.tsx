import { connect, connectEmail, storageKeys } from '@portico/core'
import { authAdapter, TEST_SECURE_SITE_ORIGIN } from '@portico/test-utils/authAdapter'
import { stubPopups } from '@portico/test-utils/fakePopup'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, renderKit } from '../../test/renderKit.tsx'

afterEach(async () => {
  await cleanupKits()
  vi.restoreAllMocks()
})

/** Signs in with `provider` as `userName` through the Connect view, then opens Account. */
async function signInWithSocial(provider: 'Discord' | 'GitHub' | 'Apple', userName: string) {
  const popups = stubPopups()
  const adapter = authAdapter({ socialUser: { userName } })
  const kit = await renderKit({ extraAdapters: [adapter] })
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(
    await kit.modal().findByRole('button', { name: `Continue with ${provider}` }),
  )
  await vi.waitFor(() => expect(popups.last().location.href).toMatch(/^https:\/\//))
  popups.post(
    { type: 'PORTICO_SOCIAL_RESULT', resultUri: adapter.socialResultUri() },
    { origin: TEST_SECURE_SITE_ORIGIN, source: popups.last() },
  )
  await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))
  return kit
}

describe('Account view: the embedded wallet e-mail', () => {
  it("behavior: an e-mail over 30 characters shows 27 and dots; 'Change e-mail' opens UpdateEmailWallet", async () => {
    const long = 'a.very.long.address@example-company.com'
    const adapter = authAdapter({ signedInAs: long })
    const kit = await renderKit({ extraAdapters: [adapter] })
    await act(() => connect(kit.config, { connectorId: 'embedded-wallet' }))
    await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))

    const shown = await kit.modal().findByTestId('account-email')
    expect(shown.textContent).toBe('a.very.long.address@example...')
    expect(shown.getAttribute('title')).toBe(long)

    await kit.user.click(kit.modal().getByRole('button', { name: 'Change e-mail' }))
    expect(await kit.modal().findByRole('heading', { name: 'Change e-mail' })).toBeTruthy()
    expect(kit.config.stores.router.getState().view).toBe('UpdateEmailWallet')
  })

  it('behavior: after a social sign-in → the provider and the e-mail, no change; it survives a reconnect', async () => {
    const adapter = authAdapter({ signedInAs: 'ada@example.org' })
    const kit = await renderKit({ extraAdapters: [adapter] })
    kit.config.storage.set(storageKeys.socialProvider, 'github')
    await act(() => connect(kit.config, { connectorId: 'embedded-wallet' }))
    await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))

    const shown = await kit.modal().findByTestId('account-social')
    expect(shown.textContent).toBe('Signed in with GitHub as ada@example.org')
    expect(kit.modal().queryByRole('button', { name: 'Change e-mail' })).toBeNull()
  })

  it('behavior: a Discord name ending in 0 is shown without that 0 (spec §5, legacy "#0")', async () => {
    const kit = await signInWithSocial('Discord', 'ada0')
    const shown = await kit.modal().findByTestId('account-social')
    expect(shown.textContent).toBe('Signed in with Discord as ada')
  })

  it("behavior: another provider's name ending in 0 is shown whole", async () => {
    // Apple: GitHub is behind "More" now that Farcaster is among the first five (spec §9).
    const kit = await signInWithSocial('Apple', 'ada0')
    const shown = await kit.modal().findByTestId('account-social')
    expect(shown.textContent).toBe('Signed in with Apple as ada0')
  })

  it('behavior: an e-mail sign-in after a social one forgets the provider', async () => {
    const adapter = authAdapter({ signedInAs: 'ada@example.org' })
    const kit = await renderKit({ extraAdapters: [adapter] })
    kit.config.storage.set(storageKeys.socialProvider, 'github')
    await act(() => connectEmail(kit.config, { email: 'ada@example.org' }))
    await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))

    expect(await kit.modal().findByTestId('account-email')).toBeTruthy()
    expect(kit.config.storage.get(storageKeys.socialProvider)).toBeUndefined()
  })

  it('behavior: a wallet that is not the embedded one → no e-mail row', async () => {
    const kit = await renderKit({ extraAdapters: [authAdapter()] })
    await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
    await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))
    await kit.modal().findByTestId('account-address')

    expect(kit.modal().queryByTestId('account-email')).toBeNull()
    expect(kit.modal().queryByRole('button', { name: 'Change e-mail' })).toBeNull()
  })
})
