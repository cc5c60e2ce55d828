import { expect, test } from '@playwright/test'
import { connectTestWallet, modal } from '../support/demo.ts'
import { stackInfo } from '../support/stack.ts'

interface Directory {
  count: number
  data: { id: string; name: string }[]
}

async function directory(query: string): Promise<Directory> {
  const { serverUrl, projectId } = stackInfo()
  const response = await fetch(`${serverUrl}/getWallets?projectId=${projectId}&${query}`)
  return (await response.json()) as Directory
}

test('All Wallets pages 40 at a time as the visitor scrolls', async ({ page }) => {
  const { count } = await directory('page=1&entries=40')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  const grid = modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button')
  await expect(grid).toHaveCount(40)
  await modal(page).getByTestId('wallets-sentinel').scrollIntoViewIfNeeded()
  await expect(grid).toHaveCount(80)
  expect(count).toBeGreaterThan(80)
})

test('search is debounced, asks the directory once, and shows its results', async ({ page }) => {
  const searches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets' && url.searchParams.get('search'))
      searches.push(url.searchParams.get('search')!)
  })
  const expected = await directory('page=1&entries=100&search=rain')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await modal(page)
    .getByRole('searchbox', { name: 'Search wallets' })
    .pressSequentially('rain', { delay: 40 })
  const results = modal(page).getByRole('list', { name: 'Search results' }).getByRole('button')
  await expect(results).toHaveCount(Math.min(expected.data.length, 100))
  await expect(results.first()).toContainText(expected.data[0]!.name)
  // Typing four letters 40 ms apart sent one request, for the whole word.
  expect(searches).toEqual(['rain'])
  await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill('zzzzqqq')
  await expect(modal(page).getByTestId('wallets-empty')).toBeVisible()
})

test('recent wallets come first (at most 2)', async ({ page }) => {
  await page.goto('/')
  await connectTestWallet(page)
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  const first = modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button').first()
  await expect(first).toContainText('Portico Test Wallet')
})
