import { connect } from '@portico/core'
import { type AuthAdapter, authAdapter } from '@portico/test-utils/authAdapter'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const EMAIL = 'ada@example.com'
const NEW_EMAIL = 'ada.lovelace@example.org'

/** Signed in to the embedded wallet as EMAIL, the modal open on Account. */
async function openAccount(): Promise<{ kit: Kit; adapter: AuthAdapter }> {
  const adapter = authAdapter({ signedInAs: EMAIL })
  const kit = await renderKit({ extraAdapters: [adapter] })
  await act(() => connect(kit.config, { connectorId: 'embedded-wallet' }))
  await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))
  await kit.modal().findByTestId('account-email')
  return { kit, adapter }
}

describe('UpdateEmailWallet view', () => {
  it('default: new address, then the current address code, then the new address code → Account', async () => {
    const { kit, adapter } = await openAccount()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Change e-mail' }))

    // Step 1: the new address.
    expect((await kit.modal().findByText(/Your e-mail is/)).textContent).toBe(
      `Your e-mail is ${EMAIL}.`,
    )
    await kit.user.type(kit.modal().getByRole('textbox', { name: 'New e-mail' }), NEW_EMAIL)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue' }))

    // Step 2: the code sent to the current address.
    const primary = await kit.modal().findByRole('textbox', { name: 'Code' })
    expect(kit.modal().getByText(/Enter the code we sent to/).textContent).toBe(
      `Enter the code we sent to ${EMAIL}.`,
    )
    await kit.user.type(primary, adapter.lastCode(EMAIL) ?? '')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue' }))

    // Step 3: the code sent to the new address, in an empty field.
    await waitFor(() =>
      expect(kit.modal().getByText(/Enter the code we sent to/).textContent).toBe(
        `Enter the code we sent to ${NEW_EMAIL}.`,
      ),
    )
    const secondary = kit.modal().getByRole('textbox', { name: 'Code' }) as HTMLInputElement
    expect(secondary.value).toBe('')
    await kit.user.type(secondary, adapter.lastCode(NEW_EMAIL) ?? '')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue' }))

    expect((await kit.modal().findByText('E-mail updated')).textContent).toBe('E-mail updated')
    expect(await kit.modal().findByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(kit.modal().getByTestId('account-email').textContent).toBe(NEW_EMAIL)
  })

  it("behavior: a wrong code → 'Invalid code' under the field, still on that step", async () => {
    const { kit, adapter } = await openAccount()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Change e-mail' }))
    await kit.user.type(await kit.modal().findByRole('textbox', { name: 'New e-mail' }), NEW_EMAIL)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue' }))
    const wrong = adapter.lastCode(EMAIL) === '000000' ? '111111' : '000000'

    await kit.user.type(await kit.modal().findByRole('textbox', { name: 'Code' }), wrong)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue' }))

    expect((await kit.modal().findByRole('alert')).textContent).toBe('Invalid code')
    expect(kit.config.stores.auth.getState().update?.step).toBe('primary')
  })
})
