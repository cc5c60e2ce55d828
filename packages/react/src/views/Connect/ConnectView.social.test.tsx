import { closeModal, ModalClosedError, pay } from '@portico/core'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { stubPopups } from '@portico/test-utils/fakePopup'
import { localNetwork } from '@portico/test-utils/networks'
import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

afterEach(async () => {
  await cleanupKits()
  vi.restoreAllMocks()
  delete (window as { Telegram?: unknown }).Telegram
})

/** The Connect view with the embedded wallet (core's double) configured. */
async function openConnect(parameters: RenderKitParameters = {}): Promise<Kit> {
  const kit = await renderKit({ extraAdapters: [authAdapter()], ...parameters })
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.modal().findByRole('list', { name: 'Wallets' })
  return kit
}

const socialGroup = (kit: Kit) =>
  kit.modal().queryByRole('group', { name: 'Sign in with a social account' })

/** A button's name: its label, else its text without what assistive tech skips (the badge). */
const nameOf = (button: HTMLElement) => {
  const label = button.getAttribute('aria-label')
  if (label) return label
  const copy = button.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent
}

/** The accessible names of the social buttons, in document order. */
const socialButtons = (kit: Kit) => {
  const group = socialGroup(kit)
  return group ? within(group).getAllByRole('button').map(nameOf) : []
}

/** axe over the modal (colour contrast needs real rendering: the browser tests check it). */
async function violations(kit: Kit) {
  const dialog = await kit.modal().findByRole('dialog')
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

/** True when `first` comes before `second` in the document. */
const comesBefore = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('Connect view: social sign-in', () => {
  it('default: the spec §9 socials, farcaster included; Google wide, four icons, then "More"', async () => {
    const kit = await openConnect()

    expect(socialButtons(kit)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Farcaster',
      'Continue with Discord',
      'Continue with Apple',
      'More sign-in options',
    ])
    const group = socialGroup(kit)
    expect(
      group && within(group).getByRole('button', { name: 'Continue with Google' }),
    ).toBeTruthy()
    // Farcaster's mark, not a letter: inline SVG, nothing fetched.
    const farcaster = kit.modal().getByRole('button', { name: 'Continue with Farcaster' })
    expect(farcaster.querySelector('svg[data-provider="farcaster"] path')).toBeTruthy()
  })

  it('behavior: "More" shows the remaining providers and moves focus to the first of them', async () => {
    const kit = await openConnect()
    const more = kit.modal().getByRole('button', { name: 'More sign-in options' })
    expect(more.getAttribute('aria-expanded')).toBe('false')

    await kit.user.click(more)

    expect(socialButtons(kit)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Farcaster',
      'Continue with Discord',
      'Continue with Apple',
      'Continue with GitHub',
      'Continue with Facebook',
    ])
    const github = kit.modal().getByRole('button', { name: 'Continue with GitHub' })
    expect(kit.host()?.shadowRoot?.activeElement).toBe(github)
  })

  it('parameters: features.socials → those providers in that order, five or fewer without "More"', async () => {
    const kit = await openConnect({
      options: { features: { socials: ['github', 'farcaster', 'google', 'discord'] } },
    })
    expect(socialButtons(kit)).toEqual([
      'Continue with GitHub',
      'Continue with Farcaster',
      'Continue with Google',
      'Continue with Discord',
    ])
  })

  it('behavior: an installed wallet → wallets, e-mail, social (spec §2)', async () => {
    const kit = await openConnect()
    const wallets = kit.modal().getByRole('list', { name: 'Wallets' })
    const email = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    const social = socialGroup(kit)
    expect(social).toBeTruthy()
    expect(comesBefore(wallets, email)).toBe(true)
    expect(comesBefore(email, social as Element)).toBe(true)
  })

  it('behavior: no installed wallet → e-mail, social, wallets (spec §2)', async () => {
    const kit = await openConnect({ adapter: { connectors: [] } })
    const wallets = kit.modal().getByRole('list', { name: 'Wallets' })
    const email = kit.modal().getByRole('form', { name: 'Sign in with e-mail' })
    const social = socialGroup(kit) as Element
    expect(comesBefore(email, social)).toBe(true)
    expect(comesBefore(social, wallets)).toBe(true)
  })

  it('parameters: features.socials false → no social buttons; e-mail still offered', async () => {
    const kit = await openConnect({ options: { features: { socials: false } } })
    expect(socialGroup(kit)).toBeNull()
    expect(kit.modal().getByRole('form', { name: 'Sign in with e-mail' })).toBeTruthy()
  })

  it('parameters: payment mode (a payment open) → neither e-mail nor social (spec §6); features.pay alone keeps both', async () => {
    const kit = await openConnect({ options: { features: { pay: true } } })
    expect(socialGroup(kit)).not.toBeNull()
    expect(kit.modal().getByRole('form', { name: 'Sign in with e-mail' })).toBeTruthy()
    closeModal(kit.config)

    const paying = pay(kit.config, {
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '1',
      asset: 'native',
      network: localNetwork.caipNetworkId,
    }).catch((error: unknown) => error)
    await kit.user.click(
      await kit.modal().findByRole('button', { name: 'Connect a wallet to pay' }),
    )
    await kit.modal().findByRole('list', { name: 'Wallets' })
    expect(socialGroup(kit)).toBeNull()
    expect(kit.modal().queryByRole('form', { name: 'Sign in with e-mail' })).toBeNull()
    closeModal(kit.config)
    expect(await paying).toBeInstanceOf(ModalClosedError)
  })

  it('behavior: no embedded wallet → no social buttons', async () => {
    const kit = await openConnect({ extraAdapters: [] })
    expect(socialGroup(kit)).toBeNull()
  })

  it.each<[string, string[]]>([
    [
      'ios',
      [
        'Continue with X',
        'Continue with Farcaster',
        'Continue with Discord',
        'Continue with Apple',
        'Continue with GitHub',
        'More sign-in options',
      ],
    ],
    [
      'android',
      [
        'Continue with Google',
        'Continue with Farcaster',
        'Continue with Discord',
        'Continue with Apple',
        'Continue with GitHub',
      ],
    ],
    [
      'macos',
      [
        'Continue with Google',
        'Continue with Farcaster',
        'Continue with Discord',
        'Continue with Apple',
        'Continue with GitHub',
        'More sign-in options',
      ],
    ],
  ])(
    'behavior: inside Telegram on %s, its blocked providers are not offered (spec §6)',
    async (platform, expected) => {
      ;(window as { Telegram?: unknown }).Telegram = { WebApp: { platform } }
      const kit = await openConnect({ options: { basic: true } })
      expect(socialButtons(kit)).toEqual(expected)
    },
  )

  it('behavior: Connect with the social buttons, expanded, has no axe violations', async () => {
    const kit = await openConnect()
    await kit.user.click(kit.modal().getByRole('button', { name: 'More sign-in options' }))
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: ConnectingSocial after a failure has no axe violations', async () => {
    stubPopups({ blocked: true })
    const kit = await openConnect()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue with Google' }))
    await kit.modal().findByRole('button', { name: 'Try again' })
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: Farcaster opens no window: its press shows ConnectingFarcaster', async () => {
    const popups = stubPopups()
    const kit = await openConnect()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue with Farcaster' }))
    expect(
      await kit.modal().findByTestId('connecting-farcaster', {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(popups.calls).toHaveLength(0)
    expect(kit.modal().getByRole('heading', { name: 'Farcaster' })).toBeTruthy()
  })

  it('behavior: a press opens the provider window in the click and shows ConnectingSocial', async () => {
    const popups = stubPopups()
    const kit = await openConnect()

    await kit.user.click(kit.modal().getByRole('button', { name: 'Continue with Discord' }))

    expect(popups.calls).toHaveLength(1)
    expect(await kit.modal().findByText('Log in with Discord')).toBeTruthy()
    expect(kit.modal().getByText("Connect in the provider's window")).toBeTruthy()
    expect(kit.modal().getByRole('heading', { name: 'Social login' })).toBeTruthy()
  })
})
