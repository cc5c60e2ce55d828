import type { Page } from '@playwright/test'
import { TRANSITION_DURATIONS_MS } from '@portico/core'
import { modal, PAIRING_TIMEOUT_MS, TEST_WALLET_NAME, walletControl } from '../support/demo.ts'
import { expect, test } from '../support/test.ts'

// Spec §9: the modal's transitions take 120, 150 and 150 ms. A visitor who asked the system for
// reduced motion gets none: every animation and transition in the modal lasts at most 1 ms
// (long enough for the end events, too short to see). The spinners keep turning, slower: they
// say something is under way, which a still image would not.

/** Every running length of an animation or transition in the modal, but the spinners'. */
async function motionIn(page: Page): Promise<{ element: string; ms: number }[]> {
  return modal(page).evaluate((dialog) => {
    const root = dialog.closest('.portico') ?? dialog
    const seconds = (value: string) =>
      value.split(',').map((part) => {
        const trimmed = part.trim()
        return trimmed.endsWith('ms')
          ? Number.parseFloat(trimmed) / 1000
          : Number.parseFloat(trimmed)
      })
    const found: { element: string; ms: number }[] = []
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (element.closest('.spinner')) continue
      for (const pseudo of [null, '::before', '::after'] as const) {
        if (pseudo && element.matches('.connecting-image[data-state="pending"]')) continue
        const style = getComputedStyle(element, pseudo)
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${pseudo ?? ''}`
        if (style.animationName !== 'none')
          for (const length of seconds(style.animationDuration))
            found.push({ element: `${name} animation`, ms: Math.round(length * 1000) })
        for (const length of seconds(style.transitionDuration))
          if (length > 0)
            found.push({ element: `${name} transition`, ms: Math.round(length * 1000) })
      }
    }
    return found
  })
}

/**
 * Connect, the QR code, a wallet's Connecting view and Account with its tabs: the modal's moving
 * parts (in the default 1280 px window, whose Connect offers the QR code).
 */
async function openViews(page: Page, check: (view: string) => Promise<void>): Promise<void> {
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet', exact: true })
  await connect.click()
  const dialog = modal(page)
  await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible()
  await check('Connect')
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  await expect(dialog.getByRole('img', { name: /QR code to connect/ })).toBeVisible({
    timeout: PAIRING_TIMEOUT_MS,
  })
  await check('WalletConnect')
  await dialog.getByRole('button', { name: 'Back', exact: true }).click()
  await walletControl(page, 'wallet.setAutoApprove(false)')
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
  await expect(dialog.locator('.connecting-image[data-state="pending"]')).toBeVisible()
  await check('Connecting')
  await walletControl(page, 'wallet.decline(); wallet.setAutoApprove(true)')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await connect.click()
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.locator('[data-portico-connect-button]').click()
  await expect(dialog.getByRole('tab', { name: 'Tokens' })).toBeVisible()
  await check('Account')
}

test('the modal moves with the spec’s durations: 150 ms to come in, 120 and 150 ms for controls', async ({
  page,
}) => {
  const [fast, medium] = TRANSITION_DURATIONS_MS
  await openViews(page, async (view) => {
    const motion = await motionIn(page)
    expect(
      motion.filter(({ ms }) => ms !== fast && ms !== medium),
      view,
    ).toEqual([])
    if (view === 'Connect') {
      expect(motion).toContainEqual({ element: 'div.dialog animation', ms: medium })
      expect(motion).toContainEqual({ element: 'div.backdrop animation', ms: medium })
      expect(motion).toContainEqual({ element: 'button.list-item transition', ms: fast })
    }
  })
})

test.describe('a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('sees nothing in the modal move for more than 1 ms, the spinners aside', async ({
    page,
  }) => {
    await openViews(page, async (view) => {
      const motion = await motionIn(page)
      expect(motion.length, view).toBeGreaterThan(0)
      expect(
        motion.filter(({ ms }) => ms > 1),
        view,
      ).toEqual([])
    })
  })
})
