import type { Page } from '@playwright/test'
import { DEV_ACCOUNT_NAMES } from '@portico/devnet'
import { modal } from '../support/demo.ts'
import { type NextExample, startNextExample } from '../support/nextExample.ts'
import { installInjectedOnlyWallet } from '../support/secondWallet.ts'
import { expect, test } from '../support/test.ts'

// examples/nextjs, built and served by this file: the App Router page server-renders the
// provider and the buttons, and the browser hydrates them.
let example: NextExample | undefined

test.beforeAll(async () => {
  // `next build` takes a while on 2 cores.
  test.setTimeout(240_000)
  example = await startNextExample()
})

test.afterAll(async () => {
  await example?.stop()
})

/** Every console warning or error and uncaught page error, to assert the page is clean. */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  // Production React reports a hydration mismatch as an uncaught error (#418), not a message.
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

function exampleUrl(): string {
  if (!example) throw new Error('The Next.js example is not running')
  return example.url
}

test('the button is in the server HTML and hydrates with no warning or error', async ({
  page,
  request,
}) => {
  const response = await request.get(exampleUrl())
  const html = await response.text()
  expect(html).toContain('data-portico-connect-button="disconnected"')
  expect(html).toContain('Connect Wallet')
  // The example's strict policy: its own scripts with this response's nonce, no inline style.
  const policy = response.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(policy).toContain("style-src 'self';")
  expect(policy).not.toMatch(/unsafe-/)

  const problems = collectProblems(page)
  await page.goto(exampleUrl())
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // Styled once hydrated, though the policy refuses inline style in HTML (the kit writes none).
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCSS(
    'border-radius',
    '14px',
  )
  // Hydrated: React handles the click and the modal opens.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page)).toBeVisible()
  expect(problems).toEqual([])
})

test.describe('a visitor whose system prefers dark', () => {
  test.use({ colorScheme: 'dark' })

  test('hydrates as the server rendered it (light), then turns dark, with no warning', async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await page.goto(exampleUrl())
    const networkButton = page.locator('[data-portico-network-button]')
    // The server cannot know the preference; the kit follows it right after hydration.
    await expect(networkButton).not.toHaveCSS('background-color', 'rgb(255, 255, 255)')
    expect(problems).toEqual([])
  })
})

test('connect the test wallet, reload, and the connection is restored', async ({ page }) => {
  const address = await installInjectedOnlyWallet(page)
  const problems = collectProblems(page)
  await page.goto(exampleUrl())

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /Browser Wallet/ })
    .click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(address)
  await page.keyboard.press('Escape')

  await page.reload()
  // The server renders disconnected (it cannot know the wallet); the kit restores it after load.
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(address)
  // The connect button in the header and the account button below both show the account, by
  // the name the stack's identity service gives it.
  const name = DEV_ACCOUNT_NAMES.find((entry) => entry.address === address)?.name
  if (!name) throw new Error(`The devnet gives ${address} no name`)
  await expect(page.locator('header [data-portico-connect-button="connected"]')).toContainText(name)
  await expect(
    page.getByRole('region', { name: 'Account' }).getByRole('button', { name }),
  ).toBeVisible()
  expect(problems).toEqual([])
})
