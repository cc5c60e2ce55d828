import { type Browser, expect, type Page, test } from '@playwright/test'
import { EVENTS_POLL_TIMEOUT_MS, storedEvents } from '../support/analyticsEvents.ts'
import { modal } from '../support/demo.ts'
import { uniqueEmail } from '../support/mailbox.ts'

// Social sign-in, all real: the kit opens a popup, the secure frame asks the server for the
// provider's address, the stack's local OpenID Connect provider (standing in for Google and
// GitHub) signs the person in, its redirect lands on the secure site's callback page, which posts
// the result to the demo; the frame finishes with the server and the embedded wallet connects.

/** Opens Connect, picks the provider and signs in on its page; returns the connected address. */
async function signInWith(page: Page, provider: string, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await modal(page)
    .getByRole('button', { name: `Continue with ${provider}` })
    .click()
  const popup = await popupOpened
  await expect(modal(page).getByText(`Log in with ${provider}`)).toBeVisible()
  await expect(popup.getByRole('heading', { name: new RegExp(provider) })).toBeVisible()
  await popup.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await popup.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
  // The kit closes the popup once the callback page handed it the result.
  await popup.waitForEvent('close')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

test('Google sign-in in a popup connects the embedded wallet; a reload stays signed in; the events reach the server', async ({
  page,
}) => {
  await page.goto('/')
  const address = await signInWith(page, 'Google', uniqueEmail('social'))
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(modal(page)).toBeHidden()

  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  expect(await page.evaluate(() => localStorage.getItem('@portico/social_provider'))).toContain(
    'google',
  )

  // Spec §7: the flow's events, in order, stored by the server for the project.
  await expect
    .poll(
      async () =>
        (await storedEvents())
          .filter((event) => event.eventId.startsWith('SOCIAL_LOGIN_'))
          .filter((event) => event.props.properties?.provider === 'google')
          .map((event) => event.eventId)
          .slice(0, 3)
          .reverse(),
      { timeout: EVENTS_POLL_TIMEOUT_MS },
    )
    .toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_REQUEST_USER_DATA', 'SOCIAL_LOGIN_SUCCESS'])
})

test('the same person through another provider with a verified e-mail gets the same account', async ({
  browser,
}) => {
  const email = uniqueEmail('twice')
  const first = await newPage(browser)
  await first.goto('/')
  const address = await signInWith(first, 'Google', email)

  const second = await newPage(browser)
  await second.goto('/')
  expect(await signInWith(second, 'GitHub', email)).toBe(address)
})

test('closing the provider window: "Popup closed", Try again, and a cancel event', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await modal(page).getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await popup.close()
  await expect(modal(page).getByText('Popup closed')).toBeVisible()
  await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect
    .poll(async () => (await storedEvents()).some((e) => e.eventId === 'SOCIAL_LOGIN_CANCELED'), {
      timeout: EVENTS_POLL_TIMEOUT_MS,
    })
    .toBe(true)
})
