import { authAdapter } from '@portico/test-utils/authAdapter'
import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

// Spec §9's two Connect features that are off by default: the legal checkbox and collapsed
// wallets (as Reown AppKit's `legalCheckbox` and `collapseWallets`).

afterEach(cleanupKits)

const LEGAL_URLS = {
  termsConditionsUrl: 'https://example.org/terms',
  privacyPolicyUrl: 'https://example.org/privacy',
}

/** The Connect view, with the embedded wallet (e-mail and socials) configured. */
async function openConnect(parameters: RenderKitParameters = {}): Promise<Kit> {
  const kit = await renderKit({ extraAdapters: [authAdapter()], ...parameters })
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.modal().findByRole('form', { name: 'Sign in with e-mail' })
  return kit
}

const checkbox = (kit: Kit) =>
  kit
    .modal()
    .queryByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })

/** Every control a visitor connects with: the wallet rows, the e-mail field and its button, socials. */
function connectControls(kit: Kit): HTMLElement[] {
  const methods: HTMLElement = kit.modal().getByTestId('connect-methods')
  return [...methods.querySelectorAll<HTMLElement>('button, input')]
}

/** Whether a control is disabled as a browser sees it: its own flag or a disabled fieldset's. */
const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.closest('fieldset[disabled]') !== null

async function violations(kit: Kit) {
  const dialog = await kit.modal().findByRole('dialog')
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

describe('Connect view: features.legalCheckbox', () => {
  it('default: off → the legal line, no checkbox, nothing disabled', async () => {
    const kit = await openConnect({ options: LEGAL_URLS })
    expect(checkbox(kit)).toBeNull()
    expect(kit.modal().getByText(/By connecting a wallet, you agree to our/)).toBeTruthy()
    expect(kit.modal().queryByTestId('connect-methods')).toBeNull()
    expect(
      (kit.modal().getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false)
  })

  it('behavior: on → the checkbox first with both links; wallets, e-mail and socials disabled until ticked', async () => {
    const kit = await openConnect({ options: { ...LEGAL_URLS, features: { legalCheckbox: true } } })
    const box = checkbox(kit) as HTMLInputElement
    expect(box).toBeTruthy()
    expect(box.checked).toBe(false)
    const label = box.closest('label') as HTMLElement
    expect(within(label).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://example.org/terms',
    )
    expect(within(label).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://example.org/privacy',
    )
    // The checkbox replaces the legal line, and comes before every way to connect.
    expect(kit.modal().queryByText(/By connecting a wallet/)).toBeNull()
    const methods = kit.modal().getByTestId('connect-methods')
    expect(label.compareDocumentPosition(methods) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    expect(methods.getAttribute('aria-disabled')).toBe('true')
    const controls = connectControls(kit)
    expect(
      controls.map((control) => control.getAttribute('aria-label') ?? control.textContent),
    ).toEqual(expect.arrayContaining(['Continue with X', 'Continue with Google']))
    expect(controls.length).toBeGreaterThan(6)
    expect(controls.filter((control) => !isDisabled(control))).toEqual([])
    // Disabled to the pointer too (a real click doing nothing is the browser tests' to check).
    expect(getComputedStyle(controls[0] as HTMLElement).pointerEvents).toBe('none')

    await kit.user.click(box)

    expect(box.checked).toBe(true)
    expect(methods.hasAttribute('aria-disabled')).toBe(false)
    expect(connectControls(kit).filter(isDisabled)).toEqual([])
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: ticked, a wallet connects; the tick is kept when the modal closes and opens again', async () => {
    const kit = await openConnect({ options: { ...LEGAL_URLS, features: { legalCheckbox: true } } })
    await kit.user.click(checkbox(kit) as HTMLElement)
    await kit.user.keyboard('{Escape}')
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))

    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const box = (await kit.modal().findByRole('checkbox')) as HTMLInputElement
    expect(box.checked).toBe(true)
    expect(kit.modal().getByTestId('connect-methods').hasAttribute('disabled')).toBe(false)

    const views: string[] = []
    const unsubscribe = kit.config.stores.router.subscribe((state) => views.push(state.view))
    await kit.user.click(kit.modal().getByRole('button', { name: /Portico Test Wallet/ }))
    unsubscribe()
    expect(views[0]).toBe('ConnectingExternal')
  })

  it('parameters: only a terms URL → "I agree to the Terms of Service"', async () => {
    const kit = await openConnect({
      options: {
        termsConditionsUrl: LEGAL_URLS.termsConditionsUrl,
        features: { legalCheckbox: true },
      },
    })
    expect(
      kit.modal().getByRole('checkbox', { name: 'I agree to the Terms of Service' }),
    ).toBeTruthy()
  })

  it('parameters: on without a terms or privacy URL → nothing to agree to: no checkbox, nothing disabled', async () => {
    const kit = await openConnect({ options: { features: { legalCheckbox: true } } })
    expect(kit.modal().queryByRole('checkbox')).toBeNull()
    expect(kit.modal().queryByTestId('connect-methods')).toBeNull()
  })
})

describe('Connect view: features.collapseWallets', () => {
  it('default: off → with an installed wallet the list comes first, no "Continue with a wallet"', async () => {
    const kit = await openConnect()
    expect(kit.modal().getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(kit.modal().queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('behavior: on → e-mail, socials, then one "Continue with a wallet" button in place of the list', async () => {
    const kit = await openConnect({ options: { features: { collapseWallets: true } } })
    expect(kit.modal().queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(kit.modal().queryByRole('button', { name: /Portico Test Wallet/ })).toBeNull()

    const email = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    const social = kit.modal().getByRole('group', { name: 'Sign in with a social account' })
    const wallets = kit.modal().getByRole('button', { name: 'Continue with a wallet' })
    // The installed wallet would put the list first (spec §2); collapsed, it comes last.
    expect(email.compareDocumentPosition(social) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(social.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: "Continue with a wallet" shows the list in its place and moves focus to its first wallet', async () => {
    const kit = await openConnect({ options: { features: { collapseWallets: true } } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue with a wallet' }))

    const list = kit.modal().getByRole('list', { name: 'Wallets' })
    expect(kit.modal().queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
    const first = within(list).getByRole('button', { name: /Portico Test Wallet/ })
    await waitFor(() => expect(kit.host()?.shadowRoot?.activeElement).toBe(first))
  })

  it('parameters: on without e-mail or social sign-in → nothing to put first: the list as usual', async () => {
    const kit = await renderKit({ options: { features: { collapseWallets: true } } })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(await kit.modal().findByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(kit.modal().queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('behavior: with the legal checkbox too, "Continue with a wallet" waits for the tick', async () => {
    const kit = await openConnect({
      options: { ...LEGAL_URLS, features: { legalCheckbox: true, collapseWallets: true } },
    })
    const more = kit.modal().getByRole('button', { name: 'Continue with a wallet' })
    expect(isDisabled(more)).toBe(true)
    await kit.user.click(checkbox(kit) as HTMLElement)
    expect(isDisabled(more)).toBe(false)
    await kit.user.click(more)
    expect(kit.modal().getByRole('list', { name: 'Wallets' })).toBeTruthy()
  })
})
