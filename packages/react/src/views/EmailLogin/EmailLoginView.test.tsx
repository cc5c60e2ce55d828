import {
  type AuthAdapter,
  type AuthAdapterParameters,
  authAdapter,
} from '@portico/test-utils/authAdapter'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const EMAIL = 'ada@example.com'

/** Connect Wallet, then the e-mail typed into the Connect view and sent. */
async function sendEmail(
  parameters: AuthAdapterParameters = {},
  email = EMAIL,
): Promise<{ kit: Kit; adapter: AuthAdapter }> {
  const adapter = authAdapter(parameters)
  const kit = await renderKit({ extraAdapters: [adapter] })
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const form = await kit.modal().findByRole('form', { name: 'Sign in with e-mail' })
  await kit.user.type(within(form).getByRole('textbox', { name: 'Continue with e-mail' }), email)
  await kit.user.click(within(form).getByRole('button', { name: 'Continue' }))
  await kit.modal().findByRole('heading', { name: 'Sign in with e-mail' })
  return { kit, adapter }
}

describe('EmailLogin view', () => {
  it('default: the code step names the address; the right code connects and closes', async () => {
    const { kit, adapter } = await sendEmail()

    const code = await kit.modal().findByRole('textbox', { name: 'Code' })
    expect(kit.modal().getByText(/Enter the code we sent to/).textContent).toBe(
      `Enter the code we sent to ${EMAIL}.`,
    )
    await kit.user.type(code, adapter.lastCode(EMAIL) ?? '')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue' }))

    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it("behavior: a wrong code → 'Invalid code' under the field, still on the code step", async () => {
    const { kit, adapter } = await sendEmail()
    const wrong = adapter.lastCode(EMAIL) === '000000' ? '111111' : '000000'

    await kit.user.type(await kit.modal().findByRole('textbox', { name: 'Code' }), wrong)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue' }))

    expect((await kit.modal().findByRole('alert')).textContent).toBe('Invalid code')
    expect(kit.modal().getByRole('textbox', { name: 'Code' })).toBeTruthy()
  })

  it('behavior: a new device → "Approve this device" with the address; after approval, the code step', async () => {
    const { kit, adapter } = await sendEmail({ knownDevice: false })

    const waiting = await kit.modal().findByTestId('email-device-approval')
    expect(within(waiting).getByText('Approve this device')).toBeTruthy()
    expect(within(waiting).getByText(EMAIL)).toBeTruthy()
    expect(kit.modal().queryByRole('textbox', { name: 'Code' })).toBeNull()

    adapter.approveDevice()

    expect(await kit.modal().findByRole('textbox', { name: 'Code' })).toBeTruthy()
    expect(kit.modal().queryByTestId('email-device-approval')).toBeNull()
  })

  it('behavior: an address over 30 characters shows 27 and dots', async () => {
    const long = 'a.very.long.address@example-company.com'
    const { kit } = await sendEmail({}, long)

    await kit.modal().findByRole('textbox', { name: 'Code' })
    expect(kit.modal().getByText(/Enter the code we sent to/).textContent).toBe(
      'Enter the code we sent to a.very.long.address@example....',
    )
  })

  it('behavior: Back → Connect; the e-mail flow is dropped', async () => {
    const { kit } = await sendEmail({ knownDevice: false })
    await kit.modal().findByTestId('email-device-approval')

    await kit.user.click(kit.modal().getByRole('button', { name: 'Back' }))

    expect(await kit.modal().findByRole('form', { name: 'Sign in with e-mail' })).toBeTruthy()
    expect(kit.config.stores.auth.getState().login).toBeUndefined()
  })
})
