import type { Page } from '@playwright/test'
import { formatBalance } from '@portico/core'
import {
  type Address,
  erc20Abi,
  formatEther,
  getAddress,
  type Hex,
  parseEther,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainActions } from '../support/chainActions.ts'
import { modal, TEST_WALLET_NAME } from '../support/demo.ts'
import {
  approveThisDevice,
  EMBEDDED_FRAME,
  submitCode,
  submitEmail,
} from '../support/emailSignIn.ts'
import { readSignInCode, uniqueEmail } from '../support/mailbox.ts'
import {
  accountAbstraction,
  bundlerReceipt,
  isDeployed,
  userOperationsIn,
} from '../support/smartAccounts.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'
import {
  installAnnouncedTestWallet,
  startWagmiExample,
  type WagmiExample,
} from '../support/wagmiExample.ts'
import { copyPairingUri, withWalletPeer } from '../support/walletPeer.ts'

// examples/wagmi, built and served by this file: a wagmi app whose one connector is Portico's.
// The visitor connects in Portico's modal; the page's wagmi hooks then read, sign and write.
const SPENDER = '0x000000000000000000000000000000000000dEaD'
let example: WagmiExample | undefined

test.beforeAll(async () => {
  // A production build of the example on 2 cores.
  test.setTimeout(180_000)
  example = await startWagmiExample()
})

const pusdBalance = (token: Address, owner: Address) =>
  chainClient(31337).readContract({
    abi: erc20Abi,
    address: token,
    functionName: 'balanceOf',
    args: [owner],
  })

test.afterAll(async () => {
  await example?.stop()
})

function exampleUrl(): string {
  if (!example) throw new Error('The wagmi example is not running')
  return example.url
}

/** Every uncaught page error, to assert the page stayed healthy. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Approves PUSD for a spender with wagmi's `useWriteContract`, an amount no other test uses;
 * `approveInWallet` is what the visitor does in the wallet, if anything. Checks the receipt
 * on anvil (sent by `owner`, or carrying its one user operation when `owner` is a smart account),
 * then that wagmi's `useReadContract` reads the new allowance.
 */
async function writeAllowance(
  page: Page,
  owner: `0x${string}`,
  approveInWallet: () => Promise<void> = async () => {},
): Promise<void> {
  const amount = BigInt(Date.now())
  await page.getByTestId('wagmi-allowance-input').fill(amount.toString())
  await page.getByTestId('wagmi-write-button').click()
  await approveInWallet()
  await expect(page.getByTestId('wagmi-write-hash')).toHaveText(/^0x[0-9a-f]{64}$/, {
    timeout: 20_000,
  })
  const hash = (await page.getByTestId('wagmi-write-hash').textContent()) as `0x${string}`
  const receipt = await chainClient(31337).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  if (receipt.from.toLowerCase() !== owner.toLowerCase()) {
    // A smart account's write is a user operation, carried by the bundler's transaction.
    const operations = await userOperationsIn(31337, hash)
    expect(operations.map((operation) => operation.sender.toLowerCase())).toEqual([
      owner.toLowerCase(),
    ])
  }
  const token = stackInfo().tokens.find((entry) => entry.chainId === 31337)
  if (!token) throw new Error('No token on 31337')
  const onChain = await chainClient(31337).readContract({
    abi: erc20Abi,
    address: token.address,
    functionName: 'allowance',
    args: [owner, SPENDER],
  })
  expect(onChain).toBe(amount)
  await expect(page.getByTestId('wagmi-write-receipt')).toHaveText('success')
  await expect(page.getByTestId('wagmi-allowance')).toHaveText(amount.toString())
}

test('injected wallet: connected in the modal, wagmi signs and writes a contract; a disconnect on either side shows on both', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  const address = await installAnnouncedTestWallet(page)
  await page.goto(exampleUrl())
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('31337')
  await expect(page.getByTestId('wagmi-balance')).toHaveText(/ ETH$/)

  await page.getByTestId('wagmi-sign-button').click()
  await expect(page.getByTestId('wagmi-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true)

  await writeAllowance(page, address)

  // wagmi's switch goes through Portico to the wallet, and both follow.
  await page.getByTestId('wagmi-switch-31338').click()
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('31338')

  // A reload: the kit restores the wallet and wagmi reconnects to it.
  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)

  // wagmi's disconnect disconnects the kit: its button offers to connect again.
  await page.getByTestId('wagmi-disconnect').click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  // And the kit's disconnect (in its Account view) disconnects wagmi.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  expect(errors).toEqual([])
})

test("transactions made outside the kit (wagmi's, someone else's) move the button's balance within seconds", async ({
  page,
}) => {
  // Issue #30: a dApp sending through wagmi left the button 0.01 ETH stale for 40 s, until a
  // chain switch; the balance service's answer is kept 30 s.
  const address = await installAnnouncedTestWallet(page)
  await page.goto(exampleUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  const button = page.locator('[data-portico-connect-button]')
  // The balance as the button shows it (2 decimals, spec §5), read from the chain now.
  const onChain = async () =>
    `${formatBalance(formatEther(await chainClient(31337).getBalance({ address })))} ETH`
  await expect(button).toContainText(await onChain())

  // The dApp sends through wagmi (the wallet approves), and someone else sends 0.05 ETH.
  await page.getByTestId('wagmi-send-button').click()
  await expect(page.getByTestId('wagmi-send-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('wagmi-send-hash').textContent()) as `0x${string}`
  await chainClient(31337).waitForTransactionReceipt({ hash })
  await chainActions(31337).sendEth(address, parseEther('0.05'))
  const expected = await onChain()
  await expect
    .poll(async () => (await button.textContent()) ?? '', { timeout: 15_000 })
    .toContain(expected)
})

test('WalletConnect wallet: paired from the modal, wagmi writes a contract through the relay', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(exampleUrl()).origin,
  })
  await withWalletPeer(async (peer) => {
    await page.goto(exampleUrl())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await peer.wallet.pair(await copyPairingUri(page))
    await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
    await expect(page.getByTestId('wagmi-address')).toHaveText(peer.address)
    await writeAllowance(page, peer.address)
  })
})

test('e-mail embedded wallet (its smart account, the default): signed in from the modal, wagmi writes a contract after Approve in the frame', async ({
  page,
}) => {
  const email = uniqueEmail('wagmi')
  await page.goto(exampleUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const since = await submitEmail(page, email)
  await approveThisDevice(page, email, since)
  await submitCode(page, await readSignInCode(email, since))
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  const address = (await page.getByTestId('wagmi-address').textContent()) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await chainActions(31337).sendEth(address, parseEther('1'))

  const frame = page.frameLocator(EMBEDDED_FRAME)
  await writeAllowance(page, address, async () => {
    await expect(modal(page).getByTestId('approve-transaction-area')).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
  })
})

test("e-mail embedded wallet's smart account: wagmi learns it can batch atomically with sponsored gas, and two ERC-20 transfers go as one user operation", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('wagmi-batch')
  await page.goto(exampleUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const since = await submitEmail(page, email)
  await approveThisDevice(page, email, since)
  await submitCode(page, await readSignInCode(email, since))
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  const smartAccount = getAddress((await page.getByTestId('wagmi-address').textContent()) ?? '')
  expect(await isDeployed(31337, smartAccount)).toBe(false)

  // wallet_getCapabilities, as the embedded wallet answers it for its smart account.
  await expect(page.getByTestId('wagmi-atomic')).toHaveText('supported')
  await expect(page.getByTestId('wagmi-paymaster')).toHaveText('yes')

  const token = stackInfo().tokens.find(
    (entry) => entry.chainId === 31337 && entry.symbol === 'PUSD',
  )
  if (!token) throw new Error('No PUSD on 31337')
  await chainActions(31337).sendToken('PUSD', smartAccount, '10')
  const held = await pusdBalance(token.address, smartAccount)
  const receivers = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address)
  await page.getByTestId('wagmi-batch-receiver-1').fill(receivers[0] ?? '')
  await page.getByTestId('wagmi-batch-receiver-2').fill(receivers[1] ?? '')
  await page.getByTestId('wagmi-batch-button').click()

  // The Approve view: both calls, run together or not at all, the gas paid by the app.
  const frame = page.frameLocator(EMBEDDED_FRAME)
  await expect(frame.getByText('either all of them run, or none does')).toBeVisible()
  await expect(frame.getByText('Sponsored: this app pays it')).toBeVisible()
  await expect(frame.locator('footer[data-armed="true"]')).toBeAttached()
  await frame.getByRole('button', { name: 'Approve' }).click()

  // wallet_getCallsStatus: one receipt, for the one transaction that carried the user operation.
  await expect(page.getByTestId('wagmi-batch-status')).toHaveText('success 1', { timeout: 30_000 })
  expect(await pusdBalance(token.address, receivers[0] as Address)).toBe(1_250_000n)
  expect(await pusdBalance(token.address, receivers[1] as Address)).toBe(2_500_000n)
  expect(await pusdBalance(token.address, smartAccount)).toBe(held - 3_750_000n)
  expect(await isDeployed(31337, smartAccount)).toBe(true)
  const userOperationHash = (await page.getByTestId('wagmi-batch-id').textContent()) as Hex
  const receipt = await bundlerReceipt(userOperationHash)
  const operations = await userOperationsIn(31337, receipt.receipt.transactionHash)
  expect(operations).toHaveLength(1)
  expect(operations[0]).toMatchObject({ sender: smartAccount, success: true })
  // Sponsored: the paymaster paid, the account holds no ETH and needed none.
  expect(getAddress(operations[0]?.paymaster ?? '')).toBe(
    getAddress(accountAbstraction(31337).paymaster),
  )
  expect(await chainClient(31337).getBalance({ address: smartAccount })).toBe(0n)
})
