import { formatAddress } from '@portico/core'
import { type Address, getAddress, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { connectTestWallet, modal, walletControl } from '../support/demo.ts'
import { EMBEDDED_FRAME, signInWithEmail } from '../support/emailSignIn.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import {
  ensClient,
  nameZone,
  openChooseName,
  registerNameByApi,
  serverName,
  typeLabel,
  uniqueLabel,
} from '../support/names.ts'
import { installInjectedOnlyWallet } from '../support/secondWallet.ts'
import {
  expectConfirmed,
  feePaid,
  fillSendForm,
  openSendView,
  receiptsFrom,
  reviewAndSend,
} from '../support/send.ts'
import { chainClient } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Account names (issue #32) on the real stack: the kit's RegisterAccountName view, the server's
// profile module verifying the signed message, and the names resolving on anvil through the
// devnet's ENS contracts and the server's CCIP-Read gateway.

const ANVIL = 31337

/** Connects a new browser wallet (a fresh key, legacy `window.ethereum`) on the demo. */
async function connectFreshWallet(page: import('@playwright/test').Page): Promise<Address> {
  const address = await installInjectedOnlyWallet(page, generatePrivateKey())
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /Browser Wallet/ })
    .click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  return address
}

test('browser wallet: the rules as one types, a free name registered with one signature, shown in Account and the button after a reload, and resolved by viem on chain', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const address = await connectFreshWallet(page)
  await openChooseName(page)
  const dialog = modal(page)

  // Spec §5, as the visitor types: nothing is asked of the server for a broken rule.
  await typeLabel(page, 'abc', 'A name needs at least 4 characters')
  await typeLabel(page, 'al_ce', 'Use only letters, digits and hyphens')
  await typeLabel(page, 'alice bob', 'Use only letters, digits and hyphens')
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeDisabled()

  const label = uniqueLabel('ada')
  const name = `${label}.${nameZone()}`
  // Upper case is the same name: the kit lower-cases it.
  await typeLabel(page, label.toUpperCase(), `${name} is available`)
  await dialog.getByRole('button', { name: 'Register' }).click()
  await expect(dialog.getByText(`Your account now goes by ${name}.`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Back to Account' }).click()
  await expect(dialog.getByTestId('account-name')).toHaveText(name)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

  // The server keeps it for this address and this chain's coin type (ENSIP-11).
  const record = await serverName(name)
  expect(record?.addresses[String((0x80000000 | ANVIL) >>> 0)]?.address.toLowerCase()).toBe(
    address.toLowerCase(),
  )
  // Any ENS-aware code resolves it on the local chain, both ways, through the gateway.
  const ens = ensClient(ANVIL)
  expect(await ens.address(name)).toBe(getAddress(address))
  expect(await ens.name(address)).toBe(name)

  // After a reload the kit learns the name from the server: Account and the button show it.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.locator('[data-portico-connect-button]')).toContainText(name)
  await page.locator('[data-portico-connect-button]').click()
  await expect(modal(page).getByTestId('account-name')).toHaveText(name)
})

test('a taken name says so and offers free ones; picking one makes it available', async ({
  page,
}) => {
  const owner = generatePrivateKey()
  const takenLabel = uniqueLabel('taken')
  const taken = await registerNameByApi(owner, takenLabel)
  // Registered by another client of the API, the name resolves here too.
  expect(await ensClient(ANVIL).address(taken)).toBe(privateKeyToAccount(owner).address)

  await connectFreshWallet(page)
  await openChooseName(page)
  const dialog = modal(page)
  await typeLabel(page, takenLabel, `${taken} is taken`)
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeDisabled()
  const suggestions = dialog.locator('.names-suggestion')
  await expect(suggestions.first()).toBeVisible()
  const suggested = (await suggestions.first().textContent()) ?? ''
  expect(suggested).toMatch(new RegExp(`\\.${nameZone().replaceAll('.', '\\.')}$`))
  expect(await serverName(suggested)).toBeUndefined()
  await suggestions.first().click()
  await expect(dialog.getByTestId('names-input')).toHaveValue(
    suggested.slice(0, -(nameZone().length + 1)),
  )
  await expect(dialog.getByTestId('names-status')).toHaveText(`${suggested} is available`, {
    timeout: 15_000,
  })
})

test('embedded wallet: the message is shown in the Approve view, Approve registers the name', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const address = await signInWithEmail(page, uniqueEmail('names'))
  await openChooseName(page)
  const dialog = modal(page)
  const label = uniqueLabel('grace')
  const name = `${label}.${nameZone()}`
  await typeLabel(page, label, `${name} is available`)
  await dialog.getByRole('button', { name: 'Register' }).click()

  // The secure site shows what is signed: the name, the account and the project.
  const frame = page.frameLocator(EMBEDDED_FRAME)
  await expect(frame.getByText(`Register the name ${name}`)).toBeVisible()
  await expect(frame.getByText(`Address: ${getAddress(address)}`)).toBeVisible()
  await expect(frame.locator('footer[data-armed="true"]')).toBeAttached()
  await frame.getByRole('button', { name: 'Approve' }).click()

  await expect(dialog.getByText(`Your account now goes by ${name}.`)).toBeVisible()
  const record = await serverName(name)
  expect(
    Object.values(record?.addresses ?? {}).map((entry) => entry.address.toLowerCase()),
  ).toEqual([address.toLowerCase()])
  expect(await ensClient(ANVIL).address(name)).toBe(getAddress(address))
})

test('a name as Send receiver: its address is shown before sending, and that address receives exactly the amount', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const receiverKey = generatePrivateKey()
  const receiver = privateKeyToAccount(receiverKey).address
  const name = await registerNameByApi(receiverKey, uniqueLabel('to'))

  await page.goto('/')
  await connectTestWallet(page)
  const sender = (await walletControl(page, 'return wallet.address')) as Address
  const client = chainClient(ANVIL)
  const before = {
    block: await client.getBlockNumber(),
    sender: await client.getBalance({ address: sender }),
  }
  await openSendView(page)
  await fillSendForm(page, { symbol: 'ETH', amount: '0.0123', receiver: name })
  const dialog = modal(page)
  await expect(dialog.getByTestId('send-receiver-resolved')).toHaveText(
    `Sends to ${formatAddress(receiver)}`,
  )
  // The preview names both: the name, and the address the transfer goes to.
  await reviewAndSend(page, undefined, async () => {
    const to = dialog.getByTestId('send-preview-receiver')
    await expect(to).toContainText(name)
    await expect(to).toContainText(formatAddress(receiver))
    await expect(to).toHaveAttribute('title', new RegExp(`^${receiver}$`, 'i'))
  })
  await expectConfirmed(page)

  const receipts = await receiptsFrom(ANVIL, sender, before.block)
  expect(receipts).toHaveLength(1)
  const [receipt] = receipts
  if (!receipt) throw new Error('No receipt')
  expect(receipt.to?.toLowerCase()).toBe(receiver.toLowerCase())
  expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.0123'))
  expect(await client.getBalance({ address: sender })).toBe(
    before.sender - parseEther('0.0123') - feePaid(receipt),
  )

  // A name nobody registered: a clear message, and no way to review.
  await page.keyboard.press('Escape')
  await openSendView(page)
  await fillSendForm(page, {
    symbol: 'ETH',
    amount: '0.001',
    receiver: `nobody-${uniqueLabel('x')}.${nameZone()}`,
  })
  await expect(dialog.getByText(/^No address found for nobody-/)).toBeVisible()
})
