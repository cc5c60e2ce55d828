import type { Browser, Page } from '@playwright/test'
import { EVENTS_POLL_TIMEOUT_MS, inOrderStated, storedEvents } from '../support/analyticsEvents.ts'
import { modal } from '../support/demo.ts'
import { approveDeviceLink } from '../support/deviceApproval.ts'
import { createStrictProject, startHostileSite } from '../support/hostilePage.ts'
import { readDeviceLink, uniqueEmail, waitForMail } from '../support/mailbox.ts'
import { expectedSmartAccount } from '../support/smartAccounts.ts'
import { pressSocialButton } from '../support/socialButtons.ts'
import { expect, test } from '../support/test.ts'

// Social sign-in, all real: the kit opens a popup, the secure frame asks the server for the
// provider's address, the stack's local OpenID Connect provider (standing in for Google and
// GitHub) signs the person in, its redirect lands on the secure site's callback page, which posts
// the result to the demo; the frame finishes with the server and the embedded wallet connects.

/**
 * Opens Connect, picks the provider and signs in on its page; returns the connected address.
 * `beforeConnected` runs once the provider's window has closed (e.g. to approve the site).
 */
async function signInWith(
  page: Page,
  provider: string,
  email: string,
  beforeConnected?: () => Promise<void>,
): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await pressSocialButton(modal(page), provider)
  const popup = await popupOpened
  await expect(modal(page).getByText(`Log in with ${provider}`)).toBeVisible()
  await expect(popup.getByRole('heading', { name: new RegExp(provider) })).toBeVisible()
  await popup.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await popup.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  // The kit closes the popup once the callback page handed it the result (watched from before
  // the click: the window may close before the click returns).
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
  await closed
  await beforeConnected?.()
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
  const started = Date.now()
  const address = await signInWith(page, 'Google', uniqueEmail('social'))
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(modal(page)).toBeHidden()

  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  expect(await page.evaluate(() => localStorage.getItem('@portico/social_provider'))).toContain(
    'google',
  )

  // Spec §7: the flow's events, in order, stored by the server for the project. Another
  // project's spec may sign in with Google meanwhile (a cancel of its own landed among these in
  // one CI run), so the flow is looked for in order among this test's time's events, not as the
  // last three.
  const flow = ['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_REQUEST_USER_DATA', 'SOCIAL_LOGIN_SUCCESS']
  await expect
    .poll(
      async () => {
        const stated = inOrderStated(await storedEvents())
          .filter((event) => event.timestamp >= started)
          .filter((event) => event.eventId.startsWith('SOCIAL_LOGIN_'))
          .filter((event) => event.props.properties?.provider === 'google')
          .map((event) => event.eventId)
        let next = 0
        for (const eventId of stated) if (eventId === flow[next]) next += 1
        return flow.slice(0, next)
      },
      { timeout: EVENTS_POLL_TIMEOUT_MS },
    )
    .toEqual(flow)
})

test('the same person through another provider with a verified e-mail gets the same account, once the new browser is approved by e-mail', async ({
  browser,
}) => {
  const email = uniqueEmail('twice')
  const first = await newPage(browser)
  await first.goto('/')
  const address = await signInWith(first, 'Google', email)

  // Another browser: the account exists, so its e-mail confirms the site for this browser first.
  const second = await newPage(browser)
  await second.goto('/')
  const since = Date.now()
  const connected = await signInWith(second, 'GitHub', email, async () => {
    const waiting = modal(second).getByTestId('social-device-approval')
    await expect(waiting).toContainText('Confirm this site')
    await expect(waiting).toContainText('We sent an e-mail')
    await expect(second.getByTestId('demo-status')).toHaveText('disconnected')
    await approveDeviceLink(browser, await readDeviceLink(email, since))
  })
  expect(connected).toBe(address)
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

interface FrameAnswer {
  type: string
  id?: string
  payload?: Record<string, unknown>
}

type SecondSiteWindow = Window & {
  answers: FrameAnswer[]
  ready: boolean
  ask(type: string, payload: unknown): Promise<FrameAnswer>
  waiting?: Promise<FrameAnswer>
}

const askFrame = (page: Page, type: string, payload: unknown) =>
  page.evaluate(
    ([type, payload]) => (window as unknown as SecondSiteWindow).ask(type as string, payload),
    [type, payload] as const,
  )

test('a second site that runs the Google sign-in of an existing account gets no session until the account approves that site by e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The account: signed in with Google on the demo, in this browser.
  const email = uniqueEmail('second-site')
  await page.goto('/')
  const address = await signInWith(page, 'Google', email)

  // Another page of this browser, on another loopback origin its project allows, drives the
  // frame's own protocol and opens the provider's window itself (issue #29's attack).
  const site = await startHostileSite()
  const projectId = `second-site-${Date.now()}`
  createStrictProject(projectId, [site.origin])
  const second = await page.context().newPage()
  try {
    await site.open(second, projectId)
    await expect
      .poll(() => second.evaluate(() => (window as unknown as SecondSiteWindow).ready))
      .toBe(true)
    const started = await askFrame(second, 'APP_GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    expect(started.type).toBe('FRAME_GET_SOCIAL_REDIRECT_URI_SUCCESS')
    const popupOpened = second.waitForEvent('popup')
    await second.evaluate((uri) => {
      window.open(uri, 'portico-social', 'width=600,height=800')
    }, String(started.payload?.uri))
    const popup = await popupOpened
    await popup.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await popup.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
    await popup.getByRole('button', { name: 'Continue', exact: true }).click()
    // The callback page posts the provider's answer to this page (the request's origin).
    await expect
      .poll(() =>
        second.evaluate(() =>
          (window as unknown as SecondSiteWindow).answers.some(
            (answer) => answer?.type === 'PORTICO_SOCIAL_RESULT',
          ),
        ),
      )
      .toBe(true)
    const resultUri = await second.evaluate(
      () =>
        (
          (window as unknown as SecondSiteWindow).answers.find(
            (answer) => answer?.type === 'PORTICO_SOCIAL_RESULT',
          ) as unknown as { resultUri: string }
        ).resultUri,
    )

    const since = Date.now()
    const connected = await askFrame(second, 'APP_CONNECT_SOCIAL', { uri: resultUri })
    // No account for this site yet: the frame says the e-mail must confirm it, nothing more.
    expect(connected.type).toBe('FRAME_CONNECT_SOCIAL_SUCCESS')
    expect(connected.payload).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await waitForMail(email, /^Approve a new device for Portico$/, since)
    expect(mail.text).toContain(new URL(site.origin).host)
    expect(mail.text).toContain('Google')
    expect((await askFrame(second, 'APP_IS_CONNECTED', {})).payload).toEqual({
      isConnected: false,
    })
    expect((await askFrame(second, 'APP_GET_USER', {})).type).toBe('FRAME_GET_USER_ERROR')

    // The owner approves the site from the e-mail: the waiting frame finishes the sign-in.
    await second.evaluate(() => {
      const frame = window as unknown as SecondSiteWindow
      frame.waiting = frame.ask('APP_CONNECT_DEVICE', {})
    })
    await approveDeviceLink(browser, await readDeviceLink(email, since))
    const waited = await second.evaluate(() => (window as unknown as SecondSiteWindow).waiting)
    expect(waited?.type).toBe('FRAME_CONNECT_DEVICE_SUCCESS')
    // The same account: this project has no smart accounts, so its plain account, which owns the
    // smart account the demo's project gave the visitor.
    const user = await askFrame(second, 'APP_GET_USER', { chainId: 31337 })
    const owner = user.payload?.address as `0x${string}`
    expect(await expectedSmartAccount(31337, owner)).toBe(address)
    expect(user.payload?.email).toBe(email)
  } finally {
    await second.close()
    await site.close()
  }
})
