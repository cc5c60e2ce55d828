import { authAdapter } from '@portico/test-utils/authAdapter'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** The Connect view with the embedded wallet (the 'Email' AUTH connector) configured. */
async function openConnect(parameters: RenderKitParameters = {}): Promise<Kit> {
  const kit = await renderKit({ extraAdapters: [authAdapter()], ...parameters })
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.modal().findByRole('list', { name: 'Wallets' })
  return kit
}

/** True when `first` comes before `second` in the document. */
const comesBefore = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('Connect view: e-mail sign-in', () => {
  it('behavior: no installed wallet → the e-mail field first, then the wallets (spec §2)', async () => {
    const kit = await openConnect({ adapter: { connectors: [] } })
    const email = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    const wallets = kit.modal().getByRole('list', { name: 'Wallets' })
    expect(comesBefore(email, wallets)).toBe(true)
  })

  it('behavior: an installed wallet is usable → the wallets first, then the e-mail field', async () => {
    const kit = await openConnect()
    const email = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    const wallets = kit.modal().getByRole('list', { name: 'Wallets' })
    expect(comesBefore(wallets, email)).toBe(true)
  })

  it('behavior: no auth adapter → no e-mail field', async () => {
    const kit = await openConnect({ extraAdapters: [] })
    expect(kit.modal().queryByRole('form', { name: 'Sign in with e-mail' })).toBeNull()
  })

  it('parameters: features.email false → no e-mail field, the frame is not preloaded', async () => {
    const adapter = authAdapter()
    const kit = await openConnect({
      extraAdapters: [adapter],
      options: { features: { email: false } },
    })
    expect(kit.modal().queryByRole('form', { name: 'Sign in with e-mail' })).toBeNull()
    expect(adapter.calls.preload).toBe(0)
  })

  it('behavior: the frame loads when the visitor goes to the e-mail field, not on open', async () => {
    const adapter = authAdapter()
    const kit = await openConnect({ extraAdapters: [adapter] })
    expect(adapter.calls.preload).toBe(0)
    await kit.user.click(kit.modal().getByTestId('email-input'))
    expect(adapter.calls.preload).toBeGreaterThan(0)
  })

  it("behavior: an invalid e-mail → 'Invalid email address' under the field, still on Connect", async () => {
    const kit = await openConnect()
    const field = kit.modal().getByRole('textbox', { name: 'Continue with e-mail' })
    await kit.user.type(field, 'ada@')
    const form = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    await kit.user.click(within(form).getByRole('button', { name: 'Continue' }))

    expect((await kit.modal().findByRole('alert')).textContent).toBe('Invalid email address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(kit.config.stores.router.getState().view).toBe('Connect')
  })

  it("behavior: Continue with nothing typed → 'Required' under the field (spec §8), still on Connect", async () => {
    const kit = await openConnect()
    const field = kit.modal().getByRole('textbox', { name: 'Continue with e-mail' })
    const form = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    await kit.user.click(within(form).getByRole('button', { name: 'Continue' }))

    expect((await kit.modal().findByRole('alert')).textContent).toBe('Required')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(kit.config.stores.router.getState().view).toBe('Connect')
  })

  it("behavior: the project does not allow this page → the error under the field and the 'Origin Not Allowed' alert", async () => {
    const kit = await openConnect({
      extraAdapters: [authAdapter({ emailStartError: 'Unauthorized: origin not allowed' })],
    })
    const field = kit.modal().getByRole('textbox', { name: 'Continue with e-mail' })
    await kit.user.type(field, 'ada@example.com')
    const form = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    await kit.user.click(within(form).getByRole('button', { name: 'Continue' }))

    const alerts = await kit.modal().findAllByRole('alert')
    expect(alerts.map((alert: HTMLElement) => alert.textContent)).toEqual([
      "Origin Not AllowedThis page's origin is not on the project's allowed origins.",
      'Unauthorized: origin not allowed',
    ])
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(kit.config.stores.router.getState().view).toBe('Connect')
  })
})
