import { expect, type Page } from '@playwright/test'
import { type Address, parseAbiItem } from 'viem'
import { modal } from './demo.ts'
import { kitText, startingWith } from './messages.ts'
import { chainClient } from './stack.ts'
import { swapToken } from './swap.ts'

// The Buy view driven as a visitor would, and the sandbox's checkout page paid in its window.

/** From the Account view: opens Buy, once its options are loaded. */
export async function openBuyView(page: Page): Promise<void> {
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(modal(page).getByRole('form', { name: 'Buy crypto' })).toBeVisible()
}

/** The payment methods' message ids, by their English names. */
const METHOD_MESSAGES = { Card: 'buy.method.card', 'Bank account': 'buy.method.bankAccount' }

/**
 * Picks what to buy and the payment method (named in English), and types the amount, in a modal
 * that speaks `locale`.
 */
export async function fillBuyForm(
  page: Page,
  form: { currency?: string; method?: keyof typeof METHOD_MESSAGES; amount: string },
  locale = 'en',
): Promise<void> {
  const dialog = modal(page)
  const text = kitText(locale)
  if (form.currency)
    await dialog.getByLabel(text('buy.currency'), { exact: true }).selectOption(form.currency)
  if (form.method)
    await dialog.getByRole('radio', { name: text(METHOD_MESSAGES[form.method]) }).check()
  // 'Amount (USD)': the label names the payment currency.
  const amountLabel = text('buy.amount', { currency: '' }).replace(/\s*\(\)\s*$/, '')
  await dialog.getByLabel(startingWith(amountLabel)).fill(form.amount)
}

/** The quote's amount received once it is shown for the form (an exact decimal string). */
export async function quotedAmount(page: Page): Promise<string> {
  const receive = modal(page).getByTestId('buy-receive')
  await expect(modal(page).getByTestId('buy-quote')).not.toHaveAttribute('aria-busy', 'true')
  await expect(receive).toBeVisible()
  return (await receive.getAttribute('data-value')) ?? ''
}

/** Continues to checkout and returns the sandbox's window, loaded. */
export async function continueToCheckout(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup')
  await modal(page).getByRole('button', { name: 'Continue to checkout' }).click()
  const popup = await opened
  await expect(popup.getByRole('heading', { name: 'Portico Sandbox checkout' })).toBeVisible()
  return popup
}

/** Fills the sandbox's card form (the test card by default); the test presses Pay itself. */
export async function fillCard(popup: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await popup.getByLabel('Card number').fill(cardNumber)
  await popup.getByLabel('Expiry date').fill('12/49')
  await popup.getByLabel('Security code (CVC)').fill('123')
}

/** Transfer logs of `symbol` to `to` from `fromBlock` on. */
export async function transfersTo(
  chainId: number,
  symbol: string,
  to: Address,
  fromBlock: bigint,
): Promise<unknown[]> {
  const client = chainClient(chainId)
  // Nothing mined since: anvil refuses a range that starts past its head.
  if (fromBlock > (await client.getBlockNumber())) return []
  return client.getLogs({
    address: swapToken(chainId, symbol).address,
    event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
    args: { to },
    fromBlock,
    toBlock: 'latest',
  })
}
