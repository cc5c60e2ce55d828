import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { clickToClose } from '../support/clickToClose.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// The stack's on-ramp sandbox in a real browser, as the kit uses it: the server makes a checkout
// for the page's origin, the page opens it in a window, the visitor pays with the test card on
// the sandbox's own page, the tokens arrive on anvil, and the page hears one message from the
// window's origin. The kit's Buy view is tested in its own spec; this one is the provider's side.

const NETWORK = 'eip155:31337'

/** A fresh address, so its balance starts at 0 whatever other specs did. */
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function createCheckout(origin: string, destination: Address, fiat: string) {
  const { serverUrl, projectId } = stackInfo()
  const response = await fetch(`${serverUrl}/v1/generators/onrampurl?projectId=${projectId}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationWallets: [{ address: destination, blockchains: [NETWORK], assets: ['PUSD'] }],
      defaultNetwork: NETWORK,
      partnerUserId: 'e2e',
      defaultExperience: 'buy',
      presetFiatAmount: fiat,
    }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { url: string; sessionId: string }
}

/** Opens `url` from `page` as the kit does, recording every message the page receives. */
async function openFrom(page: Page, url: string): Promise<Page> {
  await page.evaluate(() => {
    const heard: { origin: string; data: unknown }[] = []
    ;(window as unknown as { heard: typeof heard }).heard = heard
    window.addEventListener('message', (event) =>
      heard.push({ origin: event.origin, data: event.data }),
    )
  })
  const opened = page.waitForEvent('popup')
  await page.evaluate((target) => {
    window.open(target, 'portico-checkout')
  }, url)
  const popup = await opened
  await popup.waitForLoadState()
  return popup
}

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: { origin: string; data: unknown }[] }).heard)

/** Messages from one window arrive in order: once this one is heard, any earlier one was too. */
async function flushMessages(popup: Page, page: Page) {
  await popup.evaluate(() => window.opener.postMessage('e2e-flush', '*'))
  await expect
    .poll(async () => (await heard(page)).some((message) => message.data === 'e2e-flush'))
    .toBe(true)
}

const pusdBalance = (owner: Address) =>
  chainClient(31337).readContract({
    address: stackInfo().tokens.find((token) => token.symbol === 'PUSD')?.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function payWith(popup: Page, cardNumber: string) {
  await popup.getByLabel('Card number').fill(cardNumber)
  await popup.getByLabel('Expiry date').fill('12/49')
  await popup.getByLabel('Security code (CVC)').fill('123')
  await popup.getByRole('button', { name: /^Pay / }).click()
}

test('the sandbox checkout is accessible, pays with the test card and tells its opener once, at the page’s origin', async ({
  page,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const buyer = freshAddress()
  const checkout = await createCheckout(origin, buyer, '25.00')
  const popup = await openFrom(page, checkout.url)
  await expect(popup.getByRole('heading', { name: 'Portico Sandbox checkout' })).toBeVisible()
  await expect(popup.getByText(buyer)).toBeVisible()
  // 25.00 USD: fee 0.38, network fee 0.50, subtotal 24.12 USD = 24.120000 PUSD.
  await expect(popup.getByText('24.120000 PUSD')).toBeVisible()
  const { violations } = await new AxeBuilder({ page: popup }).analyze()
  expect(violations).toEqual([])

  await payWith(popup, '4242 4242 4242 4242')
  await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
  expect(await pusdBalance(buyer)).toBe(parseUnits('24.12', 6))
  await flushMessages(popup, page)
  const messages = (await heard(page)).filter((message) => message.data !== 'e2e-flush')
  expect(messages).toEqual([
    {
      origin: new URL(stackInfo().onrampSandboxUrl).origin,
      data: {
        type: 'portico:checkout',
        sessionId: checkout.sessionId,
        status: 'completed',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        network: NETWORK,
      },
    },
  ])
  const resultViolations = (await new AxeBuilder({ page: popup }).analyze()).violations
  expect(resultViolations).toEqual([])
  await clickToClose(popup, popup.getByRole('button', { name: 'Close window' }))
})

test('a declined card is said in an alert and sends nothing; Cancel tells the opener cancelled', async ({
  page,
}) => {
  await page.goto('/')
  const buyer = freshAddress()
  const checkout = await createCheckout(new URL(page.url()).origin, buyer, '15.00')
  const popup = await openFrom(page, checkout.url)
  await payWith(popup, '4000 0000 0000 0002')
  await expect(popup.getByRole('alert')).toHaveText(/Your card was declined\./)
  await expect(popup.getByLabel('Card number')).toBeVisible()
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect(popup.getByRole('heading', { name: 'Checkout cancelled' })).toBeVisible()
  await flushMessages(popup, page)
  const messages = (await heard(page)).filter((message) => message.data !== 'e2e-flush')
  expect(messages.map((message) => message.data)).toEqual([
    { type: 'portico:checkout', sessionId: checkout.sessionId, status: 'cancelled' },
  ])
  expect(await pusdBalance(buyer)).toBe(0n)
})

test('a checkout made for another allowed origin does not report to this page', async ({
  page,
}) => {
  await page.goto('/')
  // The project allows both; the checkout was made from localhost, the page is on 127.0.0.1.
  const other = new URL(page.url())
  other.hostname = 'localhost'
  const buyer = freshAddress()
  const checkout = await createCheckout(other.origin, buyer, '10.00')
  const popup = await openFrom(page, checkout.url)
  await payWith(popup, '4242424242424242')
  await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
  await flushMessages(popup, page)
  expect((await heard(page)).filter((message) => message.data !== 'e2e-flush')).toEqual([])
})

test('the Sandbox Exchange page is accessible, shows the customer, and Confirm pays the recipient once', async ({
  page,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const { serverUrl, projectId, tokens } = stackInfo()
  const pusd = tokens.find((token) => token.symbol === 'PUSD')?.address as Address
  const recipient = freshAddress()
  const response = await fetch(`${serverUrl}/v1/pay/exchange-url?projectId=${projectId}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      exchangeId: 'sandbox-exchange',
      network: NETWORK,
      asset: pusd,
      amount: '3.5',
      recipient,
    }),
  })
  expect(response.status).toBe(200)
  const payment = (await response.json()) as { url: string; sessionId: string }
  const popup = await openFrom(page, payment.url)
  await expect(popup.getByRole('heading', { name: 'Sandbox Exchange' })).toBeVisible()
  await expect(popup.getByText('Ada Lovelace')).toBeVisible()
  await expect(popup.getByText(recipient)).toBeVisible()
  expect((await new AxeBuilder({ page: popup }).analyze()).violations).toEqual([])
  await popup.getByRole('button', { name: 'Confirm and send 3.5 PUSD' }).click()
  await expect(popup.getByRole('heading', { name: 'Payment sent' })).toBeVisible()
  expect(await pusdBalance(recipient)).toBe(parseUnits('3.5', 6))
  await flushMessages(popup, page)
  const messages = (await heard(page)).filter((message) => message.data !== 'e2e-flush')
  expect(messages).toEqual([
    {
      origin: new URL(stackInfo().onrampSandboxUrl).origin,
      data: {
        type: 'portico:checkout',
        sessionId: payment.sessionId,
        status: 'completed',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        network: NETWORK,
      },
    },
  ])
  const status = await fetch(
    `${serverUrl}/v1/pay/exchange-status?projectId=${projectId}&sessionId=${payment.sessionId}`,
    { headers: { origin } },
  ).then((answer) => answer.json())
  expect(status).toEqual({
    status: 'completed',
    txHash: (messages[0]?.data as { txHash?: string } | undefined)?.txHash,
  })
})
