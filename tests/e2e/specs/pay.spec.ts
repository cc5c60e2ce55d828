import type { Page } from '@playwright/test'
import { type Address, erc20Abi, type Hash, parseEventLogs, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { EVENTS_POLL_TIMEOUT_MS, storedEvents } from '../support/analyticsEvents.ts'
import { connectTestWallet, modal, walletControl } from '../support/demo.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Pay (issue #19) on the real local stack: the demo's 'Pay 5 PUSD' panel calls usePay(); the
// visitor pays from the test wallet or from the sandbox exchange, and every payment is read
// back from anvil itself (the receipt, the recipient's balance).

const CHAIN_ID = 31337
const AMOUNT = '5'

function pusd() {
  const token = stackInfo().tokens.find(
    (entry) => entry.chainId === CHAIN_ID && entry.symbol === 'PUSD',
  )
  if (!token) throw new Error(`No PUSD on ${CHAIN_ID}`)
  return token
}

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function pusdBalance(owner: Address): Promise<bigint> {
  return chainClient(CHAIN_ID).readContract({
    abi: erc20Abi,
    address: pusd().address,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** Fills the panel's recipient and presses 'Pay 5 PUSD': the modal opens on the Pay view. */
async function askForPayment(page: Page, recipient: Address): Promise<void> {
  await page.getByTestId('demo-pay-to').fill(recipient)
  await page.getByTestId('demo-pay-button').click()
  const dialog = modal(page)
  await expect(dialog.getByTestId('pay-amount')).toHaveText('5.000 PUSD')
  await expect(dialog.getByTestId('pay-network')).toHaveText('Portico Local')
  await expect(dialog.getByTestId('pay-recipient-full')).toHaveText(recipient, {
    useInnerText: false,
  })
}

/** The PUSD Transfer logs of a mined transaction. */
async function pusdTransfers(hash: Hash) {
  const receipt = await chainClient(CHAIN_ID).getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
    (log) => log.address.toLowerCase() === pusd().address.toLowerCase(),
  )
}

test('from the wallet: the receipt on anvil moves exactly 5 PUSD to the recipient, the demo shows the hash; PAY events reach the server', async ({
  page,
}) => {
  await page.goto('/')
  await connectTestWallet(page)
  const payer = (await walletControl(page, 'return wallet.address')) as Address
  const recipient = freshAddress()
  await askForPayment(page, recipient)
  const dialog = modal(page)
  // The fee is estimated as Send's before the visitor pays.
  await expect(dialog.getByTestId('pay-fee')).toContainText('ETH', { timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Pay 5 PUSD from wallet' }).click()
  await expect(dialog.getByTestId('pay-status')).toContainText('Payment confirmed', {
    timeout: 30_000,
  })

  const hash = (await page.getByTestId('demo-pay-hash').textContent()) as Hash
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(dialog.getByTestId('pay-hash')).toHaveText(hash)
  const transfers = await pusdTransfers(hash)
  expect(transfers.map(({ args }) => args)).toEqual([
    { from: payer, to: recipient, value: parseUnits(AMOUNT, pusd().decimals) },
  ])
  expect(await pusdBalance(recipient)).toBe(parseUnits(AMOUNT, pusd().decimals))
  await expect(page.getByTestId('demo-pay-method')).toHaveText('Paid from the wallet')

  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(modal(page)).toBeHidden()
  await expect
    .poll(
      async () =>
        (await storedEvents())
          .filter((event) => event.props.properties?.recipient === recipient)
          .map((event) => event.eventId)
          .sort(),
      { timeout: EVENTS_POLL_TIMEOUT_MS },
    )
    .toEqual(['PAY_INITIATED', 'PAY_MODAL_OPEN', 'PAY_SUCCESS'])
})

test('from the sandbox exchange: its window pays, the kit checks the chain, the recipient gets exactly 5 PUSD', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const recipient = freshAddress()
  // No wallet needed: the exchange pays.
  await askForPayment(page, recipient)
  const dialog = modal(page)
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: /Sandbox Exchange/ }).click()
  const popup = await popupOpened
  await expect(dialog.getByTestId('pay-status')).toContainText(
    "Finish paying in the exchange's window",
  )
  await popup.getByRole('button', { name: /^Confirm and send/ }).click()
  await expect(dialog.getByTestId('pay-status')).toContainText('Payment confirmed', {
    timeout: 60_000,
  })

  const hash = (await page.getByTestId('demo-pay-hash').textContent()) as Hash
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const transfers = await pusdTransfers(hash)
  expect(transfers.map(({ args }) => ({ to: args.to, value: args.value }))).toEqual([
    { to: recipient, value: parseUnits(AMOUNT, pusd().decimals) },
  ])
  expect(await pusdBalance(recipient)).toBe(parseUnits(AMOUNT, pusd().decimals))
  await expect(page.getByTestId('demo-pay-method')).toHaveText('Paid from an exchange')
})

test("the visitor closes the modal: the demo shows the typed error 'Modal closed', nothing is paid", async ({
  page,
}) => {
  await page.goto('/')
  await connectTestWallet(page)
  const recipient = freshAddress()
  await askForPayment(page, recipient)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-pay-error')).toHaveText('ModalClosedError: Modal closed')
  await expect(page.getByTestId('demo-pay-hash')).toHaveText('—')
  expect(await pusdBalance(recipient)).toBe(0n)
})

test('the exchange window closed without paying: nothing delivered, the view says so, pay is not resolved as paid', async ({
  page,
}) => {
  await page.goto('/')
  const recipient = freshAddress()
  await askForPayment(page, recipient)
  const dialog = modal(page)
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: /Sandbox Exchange/ }).click()
  const popup = await popupOpened
  await expect(popup.getByRole('button', { name: /^Confirm and send/ })).toBeVisible()
  await popup.close()

  await expect(dialog.getByRole('alert')).toHaveText(
    'The exchange window was closed before paying: nothing was paid',
  )
  await expect(page.getByTestId('demo-pay-status')).toHaveText('pending')
  await expect(page.getByTestId('demo-pay-hash')).toHaveText('—')
  expect(await pusdBalance(recipient)).toBe(0n)
  // The visitor gives up: the dApp hears 'Modal closed', never a payment.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-pay-error')).toHaveText('ModalClosedError: Modal closed')
  expect(await pusdBalance(recipient)).toBe(0n)
})
