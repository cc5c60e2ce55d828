import type { Page } from '@playwright/test'
import { getAddress } from 'viem'
import { modal } from '../support/demo.ts'
import { approveThisDevice, submitEmail } from '../support/emailSignIn.ts'
import { readSignInCode, uniqueEmail } from '../support/mailbox.ts'
import { isDeployed, SMART_ACCOUNT_CHAIN } from '../support/smartAccounts.ts'
import { expect, test } from '../support/test.ts'

// Issue #33's budget for smart accounts: a first e-mail sign-in into one takes at most 300 ms
// longer than into the plain account. A spec of its own so that it runs alone, after both lanes
// (playwright.config.ts, the 'budgets' project): beside the other lane's sign-ins, the same two
// kinds of sign-in, which make the same requests, measured 1 to 3 s apart (CI runs of the
// 'chain' lane: eoa 1177, 1151, 1423 against smart 642, 2184, 2971 ms; eoa 2322, 740, 1648
// against smart 1325, 1761, 1837 ms), where alone they are within 100 ms.

/** Milliseconds from pressing Continue on the code to the demo's 'connected', timed in the page. */
async function timeCodeToConnected(page: Page, code: string): Promise<number> {
  await modal(page).getByTestId('otp-input').fill(code)
  await page.evaluate(() => {
    const timing = window as unknown as { started?: number; connected?: number }
    const status = document.querySelector('[data-testid="demo-status"]')
    if (!status) throw new Error('No demo status')
    new MutationObserver(() => {
      if (status.textContent === 'connected') timing.connected ??= performance.now()
    }).observe(status, { childList: true, characterData: true, subtree: true })
    timing.started = performance.now()
  })
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  return page.evaluate(() => {
    const timing = window as unknown as { started?: number; connected?: number }
    return (timing.connected ?? Number.NaN) - (timing.started ?? Number.NaN)
  })
}

test('budget: a first sign-in into the smart account takes at most 300 ms longer than into the plain account', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const timings: Record<'eoa' | 'smartAccount', number[]> = { eoa: [], smartAccount: [] }
  // Alternated, so that a busy moment of the machine falls on both.
  for (let round = 0; round < 3; round++) {
    for (const type of ['eoa', 'smartAccount'] as const) {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        // The visitor's kept choice, as the kit stores it (spec §3): sent with the sign-in.
        await page.addInitScript(
          (type) =>
            localStorage.setItem(
              '@portico/preferred_account_types',
              JSON.stringify({ eip155: type }),
            ),
          type,
        )
        await page.goto('/')
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const email = uniqueEmail(`first-${type}`)
        const since = await submitEmail(page, email)
        await approveThisDevice(page, email, since)
        timings[type].push(await timeCodeToConnected(page, await readSignInCode(email, since)))
        const address = getAddress((await page.getByTestId('demo-address').textContent()) ?? '')
        // Each sign-in got the account it asked for.
        expect(await isDeployed(SMART_ACCOUNT_CHAIN, address)).toBe(false)
        await page.locator('[data-portico-connect-button]').click()
        await expect(modal(page).getByTestId('account-type-tag')).toHaveCount(
          type === 'smartAccount' ? 1 : 0,
        )
      } finally {
        await context.close()
      }
    }
  }
  // The fastest of each: a busy moment only ever adds time, while a cost the smart account adds
  // is in every sign-in, the fastest included.
  const added = Math.min(...timings.smartAccount) - Math.min(...timings.eoa)
  const report = `first sign-in, code → connected (ms): eoa ${timings.eoa.map(Math.round).join(', ')}; smart account ${timings.smartAccount.map(Math.round).join(', ')}; the fastest differ by ${Math.round(added)} ms`
  console.info(report)
  testInfo.annotations.push({ type: 'timing', description: report })
  expect(added).toBeLessThan(300)
})
