import { formatAddress, formatBalance } from '@portico/core'
import { formatEther, verifyMessage } from 'viem'
import { connectTestWallet, modal, TEST_WALLET_NAME, walletControl } from '../support/demo.ts'
import { installInjectedOnlyWallet } from '../support/secondWallet.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

test('the Connect view lists the announced wallet and the wallet directory', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible()
  // Recommended wallets come from our directory service, and All Wallets carries its count.
  await expect(dialog.getByRole('button', { name: /MetaMask/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /All Wallets/ })).toContainText(/\d/)
})

test('an announced wallet and a separate injected window.ethereum are both offered', async ({
  page,
}) => {
  const injectedAddress = await installInjectedOnlyWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible()
  await dialog.getByRole('button', { name: /Browser Wallet/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(injectedAddress)
})

test('connect, balance, switch network, sign, disconnect, reconnect on reload', async ({
  page,
}) => {
  const [account] = stackInfo().accounts
  if (!account) throw new Error('The stack has no dev accounts')
  await page.goto('/')
  await connectTestWallet(page)

  // Connected: the demo and the kit agree on who and where.
  await expect(page.getByTestId('demo-address')).toHaveText(account.address)
  await expect(page.getByTestId('demo-chain-id')).toHaveText('31337')

  // The balance shown is what the chain reports, with 2 decimals.
  const onChain = await chainClient(31337).getBalance({ address: account.address })
  const expected = `${formatBalance(formatEther(onChain))} ETH`
  await expect(page.getByTestId('demo-balance')).toHaveText(expected)

  // The Account view: address as 4 + 6 characters, the same balance, the network by name.
  await page.locator('[data-portico-connect-button]').click()
  const dialog = modal(page)
  await expect(dialog.getByTestId('account-address')).toHaveText(formatAddress(account.address))
  // The name the stack's identity service gives the first dev account.
  await expect(dialog.getByTestId('account-name')).toHaveText('dev-one.portico')
  await expect(dialog.getByTestId('account-balance')).toHaveText(expected)
  await dialog.getByRole('button', { name: /Network: Portico Local, switch network/ }).click()

  // SwitchNetwork: pick the second local network; the wallet follows and the balance refreshes.
  await dialog.getByRole('button', { name: /Portico Local 2/ }).click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('31338')
  await expect
    .poll(() => walletControl(page, 'return window.ethereum.request({ method: "eth_chainId" })'))
    .toBe('0x7a6a')
  const onChain2 = await chainClient(31338).getBalance({ address: account.address })
  await expect(page.getByTestId('demo-balance')).toHaveText(
    `${formatBalance(formatEther(onChain2))} ETH`,
  )

  // Sign a message; the signature verifies against the account.
  await page.keyboard.press('Escape')
  const message = `Portico e2e ${Date.now()}`
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  // The output shows '—' until the wallet answers: wait for the signature itself.
  const output = page.getByTestId('demo-signature')
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 10_000 })
  const signature = (await output.textContent())?.trim()
  expect(
    await verifyMessage({
      address: account.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)

  // Reload: the connection comes back without asking.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(account.address)
  await expect(modal(page)).toBeHidden()

  // Disconnect from the Account view; a reload stays disconnected.
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('a wallet on a chain the dApp does not support gets UnsupportedChain', async ({ page }) => {
  await page.goto('/')
  await connectTestWallet(page)
  const elsewhere = stackInfo().chains[0]!
  // The person adds and picks a network this dApp does not list (31339, served by a local anvil).
  await walletControl(
    page,
    `await window.ethereum.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6b',
      chainName: 'Elsewhere', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['${elsewhere.rpcUrl}'] }] }); wallet.setChain(31339)`,
  )
  const dialog = modal(page)
  await expect(dialog.getByText('This network is not supported')).toBeVisible()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('31339')
  // Switching from the view brings the wallet back to a supported network.
  await dialog
    .getByRole('button', { name: /^Portico Local$|Portico Local(?! 2)/ })
    .first()
    .click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('31337')
  await expect(dialog).toBeHidden()
})

test('the wallet disconnecting itself (accountsChanged []) disconnects the dApp', async ({
  page,
}) => {
  await page.goto('/')
  await connectTestWallet(page)
  await walletControl(page, 'wallet.emitAccountsChanged([])')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('a rejected connection says so and can be retried', async ({ page }) => {
  await page.goto('/')
  await walletControl(page, 'wallet.reject(true)')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
  await expect(dialog.getByText('Connection rejected')).toBeVisible()
  await dialog.getByRole('button', { name: /Try again/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})
