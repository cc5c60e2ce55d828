import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { modal, PAIRING_TIMEOUT_MS } from '../support/demo.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'
import {
  copyPairingUri,
  dropRelayConnections,
  pairFromModal,
  startWalletPeer,
  withWalletPeer,
} from '../support/walletPeer.ts'

test.beforeEach(async ({ context }) => {
  const origin = new URL(stackInfo().demoUrl).origin
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
})

async function openWalletConnect(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const qr = modal(page).getByRole('img', { name: /QR code to connect/ })
  await expect(qr).toBeVisible({ timeout: PAIRING_TIMEOUT_MS })
  return qr
}

test('a WalletConnect wallet scans the QR code, then signs, sends, switches and disconnects', async ({
  page,
}) => {
  const { wallet, address } = await startWalletPeer()
  try {
    const qr = await openWalletConnect(page)
    await expect(modal(page).getByRole('timer')).toHaveText(/^Expires in [34]:\d\d$/)
    const uri = await copyPairingUri(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expect(qr).toHaveAttribute('data-value', uri)

    await wallet.pair(uri)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('demo-address')).toHaveText(address)
    await expect(page.getByTestId('demo-wallet')).toHaveText('WalletConnect')
    await expect(page.getByTestId('demo-chain-id')).toHaveText('31337')
    await expect(modal(page)).toBeHidden()

    // personal_sign through the relay, checked against the wallet's address.
    await page.getByTestId('demo-sign-button').click()
    const signature = page.getByTestId('demo-signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    const message = await page.getByTestId('demo-sign-input').inputValue()
    const signed = (await signature.textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message, signature: signed })).toBe(true)

    // eth_sendTransaction: the wallet sends it to anvil, and it is mined there.
    await page.getByTestId('demo-send-button').click()
    await expect(page.getByTestId('demo-tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
    const hash = (await page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
    const receipt = await chainClient(31337).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

    // Switching network goes to the wallet; the session follows to 31338.
    await page.locator('[data-portico-connect-button]').click()
    await modal(page)
      .getByRole('button', { name: /switch network/ })
      .click()
    await modal(page)
      .getByRole('button', { name: /Portico Local 2/ })
      .click()
    await expect(page.getByTestId('demo-chain-id')).toHaveText('31338')
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    // Both chains are in the session, so the provider switches without asking the wallet (the
    // add-chain path is in @portico/walletconnect's tests); requests now go to 31338.
    await page.getByTestId('demo-send-button').click()
    await expect(page.getByTestId('demo-tx-hash')).not.toHaveText(hash)
    const second = (await page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
    const onSecond = await chainClient(31338).waitForTransactionReceipt({ hash: second })
    expect(onSecond.status).toBe('success')

    // The visitor ends the session from the wallet: the dApp hears of it.
    await wallet.disconnectAll()
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  } finally {
    await wallet.close()
  }
})

test("the wallet rejects: 'Connection rejected', and Try again connects with a new URI", async ({
  page,
}) => {
  const { wallet, address } = await startWalletPeer()
  try {
    await openWalletConnect(page)
    const first = await copyPairingUri(page)
    wallet.state.decision = 'reject'
    await wallet.pair(first)
    await expect(modal(page).getByRole('alert')).toHaveText('Connection rejected')
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

    wallet.state.decision = 'approve'
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await expect(modal(page).getByRole('img', { name: /QR code/ })).toBeVisible({
      timeout: PAIRING_TIMEOUT_MS,
    })
    const second = await copyPairingUri(page)
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await expect(page.getByTestId('demo-address')).toHaveText(address)
  } finally {
    await wallet.close()
  }
})

test('the URI expires (spec §4: 10 s before 4 min) and a new one replaces it', async ({ page }) => {
  // The page's clock, not a 4-minute wait: it runs at normal speed and is then moved on.
  await page.clock.install()
  const qr = await openWalletConnect(page)
  const first = await qr.getAttribute('data-value')
  await page.clock.setSystemTime(Date.now() + 3 * 60_000 + 50_000)
  await expect(qr).not.toHaveAttribute('data-value', first ?? '')
  await expect(qr).toHaveAttribute('data-value', /^wc:/)
  await expect(modal(page).getByRole('timer')).toHaveText(/^Expires in [34]:\d\d$/)

  // The fresh URI works: a wallet pairs with it.
  await withWalletPeer((peer) => pairFromModal(page, peer))
})

test('the relay drops every socket mid-session; the session recovers and still signs', async ({
  page,
}) => {
  await withWalletPeer(async (peer) => {
    const { address } = peer
    await openWalletConnect(page)
    await pairFromModal(page, peer)

    await dropRelayConnections()
    await page.getByTestId('demo-sign-button').click()
    const signature = page.getByTestId('demo-signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    const message = await page.getByTestId('demo-sign-input').inputValue()
    const signed = (await signature.textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message, signature: signed })).toBe(true)

    // And the session survives a reload (restored from the page's storage).
    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('demo-address')).toHaveText(address)
    await expect(page.getByTestId('demo-wallet')).toHaveText('WalletConnect')
  })
})

test('on a phone, choosing a wallet opens its app with the URI and remembers the choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // A test browser has no wallet app to hand the link to (the one thing stubbed): record it.
  await page.addInitScript(() => {
    const opened: string[] = []
    Object.assign(window, { __opened: opened })
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return null
    }
  })
  const { wallet, address } = await startWalletPeer()
  try {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modal(page).getByRole('button', { name: /WalletConnect/ })).toHaveCount(0)
    await modal(page)
      .getByRole('button', { name: /MetaMask/ })
      .click()
    await expect(modal(page).getByText('Continue in MetaMask')).toBeVisible()

    const open = modal(page).getByRole('link', { name: 'Open MetaMask' })
    await expect(open).toHaveAttribute('href', /^metamask:\/\/wc\?uri=wc%3A/)
    const href = (await open.getAttribute('href')) ?? ''
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))
      .toEqual([href])
    const stored = await page.evaluate(() => localStorage.getItem('@portico/deeplink_choice'))
    expect(JSON.parse(stored ?? 'null')).toEqual({ href: 'metamask://', name: 'MetaMask' })
    // The sign client reads its own key to bring the app forward for later requests.
    const forRequests = await page.evaluate(() =>
      localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'),
    )
    expect(JSON.parse(forRequests ?? 'null')).toEqual({ href: 'metamask://', name: 'MetaMask' })

    // The app reads the URI from the link, as MetaMask on the phone would.
    const uri = new URL(href).searchParams.get('uri') ?? ''
    await wallet.pair(uri)
    await expect(page.getByTestId('demo-address')).toHaveText(address)
  } finally {
    await wallet.close()
  }
})

test('a relay that is down at open: the QR view says so and Try again recovers', async ({
  page,
}) => {
  let relayDown = true
  // A relay outage is a fault the test cannot otherwise cause without stopping the shared relay.
  await page.routeWebSocket(/^ws:\/\/127\.0\.0\.1:\d+/, (socket) => {
    if (relayDown) socket.close({ code: 1006 })
    else socket.connectToServer()
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await expect(modal(page).getByRole('alert')).toHaveText('Connection failed', { timeout: 20_000 })

  relayDown = false
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(modal(page).getByRole('img', { name: /QR code to connect/ })).toBeVisible({
    timeout: 20_000,
  })
  await withWalletPeer((peer) => pairFromModal(page, peer))
})

test('a wallet with a desktop and a web app offers both beside the QR code; no axe violations', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await modal(page).getByRole('searchbox').fill('Zerion')
  await modal(page)
    .getByRole('button', { name: /^Zerion/ })
    .first()
    .click()
  await expect(modal(page).getByRole('img', { name: 'QR code to connect Zerion' })).toBeVisible()
  await expect(modal(page).getByRole('link', { name: 'Open desktop app' })).toHaveAttribute(
    'href',
    /^zerion:\/\/wc\?uri=wc%3A/,
  )
  await expect(modal(page).getByRole('link', { name: 'Open web app' })).toHaveAttribute(
    'href',
    /^https:\/\/app\.zerion\.io\/wc\?uri=wc%3A/,
  )
  const results = await new AxeBuilder({ page }).include('portico-modal').analyze()
  expect(results.violations).toEqual([])
})
