import { expect, type Page } from '@playwright/test'
import type { Address, Hash, TransactionReceipt } from 'viem'
import { modal } from './demo.ts'
import { kitText } from './messages.ts'
import { chainClient } from './stack.ts'

/** What the visitor fills in the Send form. */
export interface SendForm {
  symbol: string
  amount: string
  receiver: string
}

/** From the Account view: opens Send (the modal opens on Account when connected). */
export async function openSendView(page: Page): Promise<void> {
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal(page).getByRole('form', { name: 'Send' })).toBeVisible()
}

/**
 * Picks the token in SendSelectToken, then types the amount and the receiver, in a modal that
 * speaks `locale`.
 */
export async function fillSendForm(page: Page, form: SendForm, locale = 'en'): Promise<void> {
  const dialog = modal(page)
  const text = kitText(locale)
  await dialog.getByTestId('send-token').click()
  await dialog
    .getByTestId('send-token-option')
    .filter({ has: page.getByText(form.symbol, { exact: true }) })
    .click()
  await dialog.getByLabel(text('send.amount'), { exact: true }).fill(form.amount)
  await dialog.getByLabel(text('send.to'), { exact: true }).fill(form.receiver)
}

/**
 * Review → Send in the preview; `approve` is what the visitor then does in the wallet, `review`
 * what they check in the preview first.
 */
export async function reviewAndSend(
  page: Page,
  approve: () => Promise<void> = async () => {},
  review: () => Promise<void> = async () => {},
): Promise<void> {
  const dialog = modal(page)
  await dialog.getByTestId('send-review').click()
  await review()
  // The fee is known (its spinner gone) before Send is pressed, as a visitor would wait.
  await expect(dialog.getByTestId('send-preview-fee')).toBeVisible()
  await expect(dialog.getByLabel('Estimating the network fee')).toHaveCount(0, { timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await approve()
}

/** Waits for the preview to say the transfer is confirmed. */
export async function expectConfirmed(page: Page): Promise<void> {
  await expect(modal(page).getByTestId('send-status')).toContainText('Transfer confirmed', {
    timeout: 30_000,
  })
}

/**
 * The receipts of the transactions `from` sent on `chainId` after block `after` (anvil mines one
 * block per transaction), to read what a transfer really cost.
 */
export async function receiptsFrom(
  chainId: number,
  from: Address,
  after: bigint,
): Promise<TransactionReceipt[]> {
  const client = chainClient(chainId)
  const latest = await client.getBlockNumber()
  const hashes: Hash[] = []
  for (let number = after + 1n; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions)
      if (transaction.from.toLowerCase() === from.toLowerCase()) hashes.push(transaction.hash)
  }
  return Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
}

/** What a mined transaction cost its sender in wei. */
export const feePaid = (receipt: TransactionReceipt): bigint =>
  receipt.gasUsed * receipt.effectiveGasPrice
