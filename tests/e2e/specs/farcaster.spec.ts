import type { Browser, Page } from '@playwright/test'
import { EVENTS_POLL_TIMEOUT_MS, inOrderStated, storedEvents } from '../support/analyticsEvents.ts'
import { modal } from '../support/demo.ts'
import { approveInFarcaster, relayOutage } from '../support/farcaster.ts'
import { farcasterSignInUrl, startFarcasterSignIn } from '../support/farcasterView.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Sign In With Farcaster (issue #34) on the real stack: ConnectingFarcaster's address goes to
// the scripted Farcaster client, which signs the SIWF message with the test fid's custody key
// and answers through the local relay stand-in; the server verifies it against the ID
// registry stand-in on anvil and signs the visitor in to the embedded wallet.

/** A whole Farcaster sign-in on the demo as `username`; answers the embedded account's address. */
async function signInWithFarcaster(page: Page, username: string): Promise<string> {
  const view = await startFarcasterSignIn(page)
  const url = await farcasterSignInUrl(page)
  // The QR code holds the same address the link opens.
  await expect(view.locator('[data-value]').first()).toHaveAttribute('data-value', url)
  await approveInFarcaster(url, { username })
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(modal(page)).toBeHidden()
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: stackInfo().demoUrl })
  return context.newPage()
}

test('Farcaster: the modal shows a QR code and link; the scripted client approves; the username and picture show; the same fid reaches the same account after a reload and in another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const address = await signInWithFarcaster(page, 'alice')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  await page.locator('[data-portico-connect-button]').click()
  const dialog = modal(page)
  await expect(dialog.getByTestId('account-social')).toHaveText('Signed in with Farcaster as alice')
  // The picture the Farcaster client gave (the relay's avatar for fid 1001), not an identicon.
  const avatar = dialog.locator('img.avatar')
  await expect(avatar).toHaveAttribute('src', /\/~\/avatar\/1001\.svg$/)
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  expect(await page.evaluate(() => localStorage.getItem('@portico/social_provider'))).toContain(
    'farcaster',
  )

  const other = await newPage(browser)
  try {
    expect(await signInWithFarcaster(other, 'alice')).toBe(address)
  } finally {
    await other.context().close()
  }

  // Another fid is another account.
  const bob = await newPage(browser)
  try {
    expect(await signInWithFarcaster(bob, 'bob')).not.toBe(address)
  } finally {
    await bob.context().close()
  }

  // Spec §7: the flow's events with provider farcaster, stored by the server for the project.
  await expect
    .poll(
      async () =>
        inOrderStated(await storedEvents())
          .filter((event) => event.eventId.startsWith('SOCIAL_LOGIN_'))
          .filter((event) => event.props.properties?.provider === 'farcaster')
          .map((event) => event.eventId)
          .slice(-3),
      { timeout: EVENTS_POLL_TIMEOUT_MS },
    )
    .toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_REQUEST_USER_DATA', 'SOCIAL_LOGIN_SUCCESS'])
})

test("Farcaster: the relay down says 'Failed to connect to farcaster'; Try again, with the relay back, signs in", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await relayOutage(true)
  try {
    const view = await startFarcasterSignIn(page)
    await expect(view).toHaveAttribute('data-state', 'error', { timeout: 30_000 })
    await expect(view).toContainText('Failed to connect to farcaster')
  } finally {
    await relayOutage(false)
  }
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  const url = await farcasterSignInUrl(page)
  await approveInFarcaster(url, { username: 'alice' })
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
})

test('Farcaster: an approval signed by a key that is not the fid’s custody is refused; nobody is signed in', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const view = await startFarcasterSignIn(page)
  const url = await farcasterSignInUrl(page)
  await approveInFarcaster(url, { username: 'alice', forge: true })
  await expect(view).toHaveAttribute('data-state', 'error', { timeout: 30_000 })
  await expect(view).toContainText('Failed to connect to farcaster')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('Farcaster: leaving the view while disconnected clears the address and reloads the wallet; a new sign-in gets a new address', async ({
  page,
}) => {
  const view = await startFarcasterSignIn(page)
  const first = await farcasterSignInUrl(page)
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await expect(view).toHaveCount(0)
  await modal(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
  const second = await farcasterSignInUrl(page)
  expect(second).not.toBe(first)
  await approveInFarcaster(second, { username: 'bob' })
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
})
