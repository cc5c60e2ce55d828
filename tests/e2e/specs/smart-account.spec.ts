import type { Page } from '@playwright/test'
import { type Address, erc20Abi, getAddress, type Hex, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainActions } from '../support/chainActions.ts'
import { modal } from '../support/demo.ts'
import {
  approveThisDevice,
  EMBEDDED_FRAME,
  signInWithEmail,
  submitCode,
  submitEmail,
} from '../support/emailSignIn.ts'
import { readSignInCode, uniqueEmail } from '../support/mailbox.ts'
import { expectConfirmed, fillSendForm, openSendView, reviewAndSend } from '../support/send.ts'
import { serverSession, storedToken, whoIs } from '../support/siwx.ts'
import {
  expectedSmartAccount,
  isDeployed,
  PLAIN_ACCOUNT_CHAIN,
  SMART_ACCOUNT_CHAIN,
} from '../support/smartAccounts.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Smart accounts (issue #33) on the real stack: the embedded wallet's Solady account on anvil,
// user operations through the devnet's alto bundler, gas sponsored by the server's ERC-7677
// paymaster service for the devnet's verifying paymaster. The demo project enables smart
// accounts on 31337 only, and sponsors gas there.

const pusd = () => {
  const token = stackInfo().tokens.find(
    (entry) => entry.chainId === SMART_ACCOUNT_CHAIN && entry.symbol === 'PUSD',
  )
  if (!token) throw new Error('No PUSD on 31337')
  return token
}

const tokenBalance = (owner: Address) =>
  chainClient(SMART_ACCOUNT_CHAIN).readContract({
    abi: erc20Abi,
    address: pusd().address,
    functionName: 'balanceOf',
    args: [owner],
  })

/** Opens Account from the connect button. */
async function openAccount(page: Page) {
  await page.locator('[data-portico-connect-button]').click()
  const dialog = modal(page)
  await expect(dialog.getByTestId('account-type')).toBeVisible()
  return dialog
}

/** Approves what the embedded wallet's Approve view shows, once it can be pressed. */
async function approveInFrame(page: Page) {
  const frame = page.frameLocator(EMBEDDED_FRAME)
  await expect(frame.locator('footer[data-armed="true"]')).toBeAttached()
  await frame.getByRole('button', { name: 'Approve' }).click()
}

test('e-mail sign-in gets a smart account; its first, sponsored transaction deploys it; switch to the plain account and back; a network without smart accounts refuses the switch', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const smartAccount = getAddress(await signInWithEmail(page, uniqueEmail('smart')))
  // Counterfactual: the address is known, nothing is there yet.
  expect(await isDeployed(SMART_ACCOUNT_CHAIN, smartAccount)).toBe(false)
  let dialog = await openAccount(page)
  await expect(dialog.getByTestId('account-type-tag')).toHaveText('Smart account')
  await expect(dialog.getByTestId('account-type-undeployed')).toHaveText('Not deployed yet')

  // The plain account owns it: the factory gives this address for that owner.
  await dialog.getByRole('button', { name: 'Use plain account' }).click()
  await expect(page.getByTestId('demo-address')).not.toHaveText(smartAccount)
  const eoa = getAddress((await page.getByTestId('demo-address').textContent()) ?? '')
  expect(await expectedSmartAccount(SMART_ACCOUNT_CHAIN, eoa)).toBe(smartAccount)
  await expect(dialog.getByTestId('account-type-tag')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Use smart account' }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(smartAccount)

  // Its first transaction: sponsored, it deploys the account and costs it no ETH.
  const tokens = chainActions(SMART_ACCOUNT_CHAIN)
  await tokens.sendEth(smartAccount, parseEther('0.5'))
  await tokens.sendToken('PUSD', smartAccount, '10')
  await page.keyboard.press('Escape')
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await openSendView(page)
  await fillSendForm(page, { symbol: 'PUSD', amount: '2.5', receiver })
  await reviewAndSend(
    page,
    async () => {
      const frame = page.frameLocator(EMBEDDED_FRAME)
      await expect(frame.getByText('Sponsored: this app pays it')).toBeVisible()
      await approveInFrame(page)
    },
    // The kit's preview says so too: the account needs no ETH for it.
    () => expect(modal(page).getByTestId('send-preview-sponsored')).toHaveText('Sponsored'),
  )
  await expectConfirmed(page)
  expect(await isDeployed(SMART_ACCOUNT_CHAIN, smartAccount)).toBe(true)
  expect(await tokenBalance(receiver)).toBe(parseUnits('2.5', pusd().decimals))
  expect(await chainClient(SMART_ACCOUNT_CHAIN).getBalance({ address: smartAccount })).toBe(
    parseEther('0.5'),
  )

  await page.keyboard.press('Escape')
  dialog = await openAccount(page)
  await expect(dialog.getByTestId('account-type-undeployed')).toHaveCount(0)

  // The plain account sends its own transaction.
  await dialog.getByRole('button', { name: 'Use plain account' }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(eoa)
  await tokens.sendEth(eoa, parseEther('1'))
  await page.keyboard.press('Escape')
  const eoaReceiver = privateKeyToAccount(generatePrivateKey()).address
  const before = await chainClient(SMART_ACCOUNT_CHAIN).getBlockNumber()
  await openSendView(page)
  await fillSendForm(page, { symbol: 'ETH', amount: '0.01', receiver: eoaReceiver })
  await reviewAndSend(page, () => approveInFrame(page))
  await expectConfirmed(page)
  expect(await chainClient(SMART_ACCOUNT_CHAIN).getBalance({ address: eoaReceiver })).toBe(
    parseEther('0.01'),
  )
  // Sent by the plain account itself. The chain is shared with the other worker's tests, whose
  // transactions may take blocks in between (each is mined alone): look at every new block.
  const senders: string[] = []
  const latest = await chainClient(SMART_ACCOUNT_CHAIN).getBlockNumber()
  for (let number = before + 1n; number <= latest; number++) {
    const block = await chainClient(SMART_ACCOUNT_CHAIN).getBlock({
      blockNumber: number,
      includeTransactions: true,
    })
    for (const transaction of block.transactions)
      if (transaction.to && getAddress(transaction.to) === eoaReceiver)
        senders.push(getAddress(transaction.from))
  }
  expect(senders).toEqual([eoa])

  // And back.
  await page.keyboard.press('Escape')
  dialog = await openAccount(page)
  await dialog.getByRole('button', { name: 'Use smart account' }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(smartAccount)

  // A network that does not enable smart accounts: the plain account, and the switch is refused
  // with the rule's message; back on 31337 the preference applies again.
  await page.keyboard.press('Escape')
  await page.getByTestId(`demo-switch-${PLAIN_ACCOUNT_CHAIN}`).click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(String(PLAIN_ACCOUNT_CHAIN))
  await expect(page.getByTestId('demo-address')).toHaveText(eoa)
  dialog = await openAccount(page)
  await expect(dialog.getByTestId('account-type-tag')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Use smart account' }).click()
  await expect(dialog.getByTestId('account-type').getByRole('alert')).toHaveText(
    'Smart accounts are not available on this network',
  )
  await expect(page.getByTestId('demo-address')).toHaveText(eoa)
  await page.keyboard.press('Escape')
  await page.getByTestId(`demo-switch-${SMART_ACCOUNT_CHAIN}`).click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(String(SMART_ACCOUNT_CHAIN))
  await expect(page.getByTestId('demo-address')).toHaveText(smartAccount)
})

const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'

/** The page's SIWX session as the server keeps it: its account, message and signature. */
async function siwxSession(page: Page) {
  const token = await storedToken(page)
  if (!token) throw new Error('No sign-in token stored')
  const me = await whoIs(token)
  expect(me.status).toBe(200)
  const { address } = me.body as { address: Address }
  const session = await serverSession(token, address, `eip155:${SMART_ACCOUNT_CHAIN}`)
  return { address, message: session.message, signature: session.signature as Hex }
}

/** The demo's SIWX sign view, then the frame's Approve: signed in. */
async function signInWithWallet(page: Page) {
  await approveInFrame(page)
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed in')
}

test('SIWX with the smart account: verified by ERC-6492 before its deployment and by ERC-1271 after', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await page.goto('/?siwx=optional')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const email = uniqueEmail('smart-siwx')
  const since = await submitEmail(page, email)
  await approveThisDevice(page, email, since)
  await submitCode(page, await readSignInCode(email, since))
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await signInWithWallet(page)
  await expect(dialog).toBeHidden()

  const smartAccount = getAddress((await page.getByTestId('demo-address').textContent()) ?? '')
  expect(await isDeployed(SMART_ACCOUNT_CHAIN, smartAccount)).toBe(false)
  const before = await siwxSession(page)
  expect(getAddress(before.address)).toBe(smartAccount)
  // Not deployed: the signature carries the factory call (ERC-6492), and verifies as such.
  expect(before.signature.endsWith(ERC6492_SUFFIX)).toBe(true)
  expect(
    await chainClient(SMART_ACCOUNT_CHAIN).verifyMessage({
      address: smartAccount,
      message: before.message,
      signature: before.signature,
    }),
  ).toBe(true)

  // Its first (sponsored) transaction deploys it.
  await chainActions(SMART_ACCOUNT_CHAIN).sendToken('PUSD', smartAccount, '5')
  await openSendView(page)
  await fillSendForm(page, {
    symbol: 'PUSD',
    amount: '1',
    receiver: privateKeyToAccount(generatePrivateKey()).address,
  })
  await reviewAndSend(page, () => approveInFrame(page))
  await expectConfirmed(page)
  expect(await isDeployed(SMART_ACCOUNT_CHAIN, smartAccount)).toBe(true)
  await page.keyboard.press('Escape')

  // Signed in again: now a plain ERC-1271 signature the account's code checks.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('not signed in')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await signInWithWallet(page)
  const after = await siwxSession(page)
  expect(getAddress(after.address)).toBe(smartAccount)
  expect(after.signature.endsWith(ERC6492_SUFFIX)).toBe(false)
  expect(
    await chainClient(SMART_ACCOUNT_CHAIN).verifyMessage({
      address: smartAccount,
      message: after.message,
      signature: after.signature,
    }),
  ).toBe(true)
})
