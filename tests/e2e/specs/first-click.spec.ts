import type { Page } from '@playwright/test'
import { requestsSettled } from '@portico/test-utils/requestsSettled'
import { connectTestWallet, modal } from '../support/demo.ts'
import { expect, test } from '../support/test.ts'

// Issue #21: what a click costs once the page has been idle. These check what is fetched and
// what the first painted frame holds, not how long anything takes (that is `npm run bench`).

/** Waits for the load event and then for the page to be idle (the kit preloads then). */
async function loadAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  )
  await page.waitForLoadState('networkidle')
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): { url: string; type: string }[] {
  const requests: { url: string; type: string }[] = []
  page.on('request', (request) =>
    requests.push({ url: request.url(), type: request.resourceType() }),
  )
  return requests
}

/**
 * Clicks `selector` and, at the first animation frame after `ready` appears in the modal,
 * returns what `snapshot` reads from the modal's shadow root: the frame the visitor first sees.
 */
async function firstPaintedFrame(page: Page, selector: string, ready: string) {
  return page.evaluate(
    ({ selector, ready }) =>
      new Promise<{ balance: string; tokenRows: number; spinners: number }>((resolve, reject) => {
        const root = () => document.querySelector('portico-modal')?.shadowRoot
        const check = () => {
          if (!root()?.querySelector(ready)) return requestAnimationFrame(check)
          requestAnimationFrame(() => {
            const shadow = root()!
            resolve({
              balance: shadow.querySelector('[data-testid="account-balance"]')?.textContent ?? '',
              tokenRows: shadow.querySelectorAll('[data-testid="token-row"]').length,
              spinners: shadow.querySelectorAll('.spinner').length,
            })
          })
        }
        const button = document.querySelector<HTMLElement>(selector)
        if (!button) return reject(new Error(`No ${selector}`))
        button.click()
        check()
      }),
    { selector, ready },
  )
}

test('a click after the page went idle fetches no code and paints the wallet list', async ({
  page,
}) => {
  // The page's idle moment alone was not enough on a busy run: the kit's preload loads its chunk
  // first, and its icon requests came with the click.
  const iconsPreloaded = requestsSettled(page, {
    matches: (request) => request.url().includes('/getWalletImage/'),
  })
  await page.goto('/')
  await loadAndIdle(page)
  await iconsPreloaded
  const requests = recordRequests(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    modal(page).getByRole('list', { name: 'Wallets' }).getByRole('listitem').first(),
  ).toBeVisible()
  // Everything asked for between the click and the painted list.
  const beforePaint = [...requests]
  expect(beforePaint.filter((request) => request.type === 'script')).toEqual([])
  // The Connect list's wallet icons were fetched ahead of the click too.
  expect(beforePaint.filter((request) => request.type === 'image')).toEqual([])
})

test('on a warm page the Account view’s first painted frame already shows the cached balance and tokens', async ({
  page,
}) => {
  await page.goto('/')
  await connectTestWallet(page)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  // The button shows the balance: the kit has it cached, and the page has gone idle.
  await expect(page.locator('[data-portico-connect-button]')).toContainText('ETH')
  await loadAndIdle(page)
  const requests = recordRequests(page)
  const frame = await firstPaintedFrame(
    page,
    '[data-portico-connect-button]',
    '[data-testid="account-address"]',
  )
  expect(frame.balance).toMatch(/ETH/)
  expect(frame.tokenRows).toBeGreaterThan(0)
  expect(frame.spinners).toBe(0)
  expect(requests.filter((request) => request.type === 'script')).toEqual([])
  // Its Activity was loaded at idle too: opening asks the service for nothing it has.
  expect(requests.filter((request) => request.url.includes('/history'))).toEqual([])
})
