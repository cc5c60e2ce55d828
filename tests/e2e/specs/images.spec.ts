import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainActions } from '../support/chainActions.ts'
import { modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { installInjectedOnlyWallet } from '../support/secondWallet.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'
import {
  installAnnouncedTestWallet,
  startWagmiExample,
  type WagmiExample,
} from '../support/wagmiExample.ts'

// The server's token and network images (issue #18), as the kit shows them in Chromium: the
// devnet's tokens have no icon of their own, so their rows show the server's image by symbol;
// a dApp that configures no network icons (examples/wagmi) gets the server's by CAIP-2 id.
const IMAGES_DIR = new URL('../../../apps/server/assets/images/', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('images.json', IMAGES_DIR), 'utf8')) as {
  assets: Record<string, string>
  tokens: Record<string, string>
}
const shippedFile = (file: string) => readFileSync(fileURLToPath(new URL(file, IMAGES_DIR)))

/**
 * Waits until the image in `frame` has loaded from the server's `route` for `id`, then checks
 * that the browser decoded it and that the bytes it got are the file the server ships.
 */
async function expectServedImage(
  page: Page,
  frame: Locator,
  route: string,
  id: string,
  file: string | undefined,
) {
  if (file === undefined) throw new Error(`the server ships no image for ${id}`)
  const { serverUrl } = stackInfo()
  await expect(frame).toHaveAttribute('data-state', 'loaded')
  const image = frame.locator('img')
  const src = await image.getAttribute('src')
  expect(src).toMatch(new RegExp(`^${serverUrl}/public/${route}/${encodeURIComponent(id)}\\?`))
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  )
  const served = await page.request.get(src!)
  expect(served.headers()['content-type']).toBe('image/svg+xml')
  expect((await served.body()).equals(shippedFile(file))).toBe(true)
}

test('a token without an icon of its own shows the server’s image for its symbol', async ({
  page,
}) => {
  const privateKey = generatePrivateKey()
  const me = privateKeyToAccount(privateKey).address
  const local = chainActions(31337)
  await local.sendEth(me, parseEther('1'))
  await local.sendToken('PUSD', me, '25')
  await local.sendToken('PTK', me, '2')

  await installInjectedOnlyWallet(page, privateKey)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /Browser Wallet/ })
    .click()
  await expect(page.getByTestId('demo-address')).toHaveText(me)
  await page.locator('[data-portico-connect-button]').click()

  const rows = modal(page).getByTestId('token-row')
  await expect(rows).toHaveCount(3)
  for (const symbol of ['ETH', 'PUSD', 'PTK']) {
    const row = rows.filter({ hasText: ` ${symbol}` })
    await expectServedImage(
      page,
      row.getByTestId('wallet-image'),
      'getTokenImage',
      symbol,
      manifest.tokens[symbol],
    )
  }
})

// A letter would pass for the wallet's logo: `window.ethereum` under no brand of its own, which
// has no image, shows a browser window instead.
test('a wallet injected under no brand of its own shows a browser glyph, never a letter', async ({
  page,
}) => {
  await installInjectedOnlyWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const frame = modal(page)
    .getByRole('button', { name: /Browser Wallet/ })
    .getByTestId('wallet-image')
  await expect(frame).toHaveAttribute('data-state', 'failed')
  await expect(frame.locator('[data-placeholder="browserWallet"] svg')).toBeVisible()
  await expect(frame).toHaveText('')
})

test.describe('a dApp without network icons', () => {
  let example: WagmiExample | undefined

  test.beforeAll(async () => {
    // A production build of examples/wagmi on 2 shared cores.
    test.setTimeout(180_000)
    example = await startWagmiExample()
  })

  test.afterAll(async () => {
    await example?.stop()
  })

  test('the network button and the network list show the server’s images by CAIP-2 id', async ({
    page,
  }) => {
    if (!example) throw new Error('The wagmi example is not running')
    await installAnnouncedTestWallet(page)
    await page.goto(example.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click()
    await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
    await page.locator('[data-portico-connect-button]').click()

    const networkButton = modal(page).getByRole('button', { name: /^Network: Portico Local,/ })
    await expectServedImage(
      page,
      networkButton.getByTestId('wallet-image'),
      'getAssetImage',
      'eip155:31337',
      manifest.assets['eip155:31337'],
    )

    await networkButton.click()
    const other = modal(page)
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: /Portico Local 2/ })
    await expectServedImage(
      page,
      other.getByTestId('wallet-image'),
      'getAssetImage',
      'eip155:31338',
      manifest.assets['eip155:31338'],
    )
  })
})
