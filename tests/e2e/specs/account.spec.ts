import type { Page } from '@playwright/test'
import { formatAddress, formatQuantity, MINUS_SIGN } from '@portico/core'
import { formatEther, parseAbi, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainActions } from '../support/chainActions.ts'
import { modal } from '../support/demo.ts'
import { startOwnServer } from '../support/ownServer.ts'
import { installInjectedOnlyWallet } from '../support/secondWallet.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Everything here is real: the transfers are made on the stack's anvil chains by the test, the
// service's indexer records them, and the kit in Chromium shows them.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const ETH_USD = 3000
const collectionAbi = parseAbi(['function totalMinted() view returns (uint256)'])
const monthHeading = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)

/** A fresh account, so its history holds only what the test made. */
function freshAccount() {
  const privateKey = generatePrivateKey()
  return { privateKey, address: privateKeyToAccount(privateKey).address }
}

async function openAccount(page: Page, privateKey: `0x${string}`, search = '') {
  const address = await installInjectedOnlyWallet(page, privateKey)
  await page.goto(`/${search}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /Browser Wallet/ })
    .click()
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await page.locator('[data-portico-connect-button]').click()
  await expect(modal(page).getByTestId('account-address')).toBeVisible()
  return modal(page)
}

test('the Account tabs show exactly what the test put on chain; switching networks refreshes them', async ({
  page,
}) => {
  const me = freshAccount()
  const local = chainActions(31337)
  await local.sendEth(me.address, parseEther('2'))
  await local.sendToken('PUSD', me.address, '100')
  await local.sendToken('PTK', me.address, '3.5')
  await local.mintNft(me.address, { spam: false })
  const pnft = stackInfo().collections.find((entry) => entry.chainId === 31337 && !entry.spam)!
  const tokenId = await chainClient(31337).readContract({
    address: pnft.address,
    abi: collectionAbi,
    functionName: 'totalMinted',
  })
  // A transaction whose only transfer is spam: the Activity tab must not show it.
  await local.mintNft(me.address, { spam: true })
  // The fresh account signs this one itself (the wallet in the page is not involved).
  const sent = await chainActions(31337, me.privateKey).sendToken('PUSD', local.sender, '40')
  await chainActions(31338).sendEth(me.address, parseEther('1'))

  const eth = await chainClient(31337).getBalance({ address: me.address })
  const dialog = await openAccount(page, me.privateKey)

  // Tokens: highest value first, quantities to 3 decimals, USD values and their total.
  const ethValue = Number(formatEther(eth)) * ETH_USD
  const rows = dialog.getByTestId('token-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText(`${formatQuantity(formatEther(eth))} ETH`)
  await expect(rows.nth(0)).toContainText(usd.format(ethValue))
  await expect(rows.nth(1)).toContainText(`Portico USD${formatQuantity('60')} PUSD$60.00`)
  await expect(rows.nth(2)).toContainText(`Portico Token${formatQuantity('3.5')} PTK$8.75`)
  await expect(dialog.getByTestId('tokens-total')).toHaveText(usd.format(ethValue + 60 + 8.75))

  // NFTs: the one from the listed collection; the spam drop is not shown.
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await expect(dialog.getByTestId('nft')).toHaveCount(1)
  await expect(dialog.getByTestId('nft')).toContainText(`Portico Test NFT#${tokenId}`)

  // Activity: this month, newest first, with counterparties and signs; no spam-only entry.
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const block = await chainClient(31337).getBlock({ blockNumber: sent.blockNumber })
  await expect(
    dialog.getByRole('heading', { name: monthHeading(new Date(Number(block.timestamp) * 1000)) }),
  ).toBeVisible()
  const activity = dialog.getByTestId('activity-row')
  await expect(activity).toHaveCount(5)
  const expected = [
    ['Sent', `to ${formatAddress(local.sender)}`, `${MINUS_SIGN}${formatQuantity('40')} PUSD`],
    ['Minted', `from ${formatAddress(zeroAddress)}`, `+Portico Test NFT #${tokenId}`],
    ['Received', `from ${formatAddress(local.sender)}`, `+${formatQuantity('3.5')} PTK`],
    ['Received', `from ${formatAddress(local.sender)}`, `+${formatQuantity('100')} PUSD`],
    ['Received', `from ${formatAddress(local.sender)}`, `+${formatQuantity('2')} ETH`],
  ]
  for (const [index, [title, counterparty, amount]] of expected.entries()) {
    const row = activity.nth(index)
    await expect(row).toContainText(title!)
    await expect(row).toContainText(counterparty!)
    await expect(row.getByTestId('activity-amount')).toHaveText(amount!)
  }

  // Switching the network refreshes every tab for the other chain.
  await dialog.getByRole('button', { name: /Network: Portico Local, switch network/ }).click()
  await dialog.getByRole('button', { name: /Portico Local 2/ }).click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('31338')
  await expect(dialog.getByTestId('activity-row')).toHaveCount(1)
  await expect(dialog.getByTestId('activity-row')).toContainText(`+${formatQuantity('1')} ETH`)
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await expect(dialog.getByTestId('token-row')).toHaveCount(1)
  await expect(dialog.getByTestId('tokens-total')).toHaveText(usd.format(ETH_USD))
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await expect(dialog.getByTestId('nfts-empty')).toBeVisible()
})

test('a service that stops: the snackbar says so and the tabs fail cleanly', async ({ page }) => {
  const server = await startOwnServer()
  try {
    const me = freshAccount()
    await chainActions(31337).sendEth(me.address, parseEther('1'))
    await chainActions(31338).sendEth(me.address, parseEther('1'))
    const search = `?${new URLSearchParams({ 'portico-api': server.url })}`
    const dialog = await openAccount(page, me.privateKey, search)
    await expect(dialog.getByTestId('tokens-total')).toHaveText(usd.format(ETH_USD))

    // Both failures below show a snackbar, and the second replaces the first (spec §4): record
    // every message the snackbar region shows.
    await dialog.getByRole('status').evaluate((region) => {
      const shown: string[] = []
      Object.assign(window, { porticoSnackbars: shown })
      new MutationObserver(() => {
        const text = region.textContent?.trim()
        if (text && shown.at(-1) !== text) shown.push(text)
      }).observe(region, { subtree: true, childList: true, characterData: true })
    })
    const snackbars = () =>
      page.evaluate(() => (window as unknown as { porticoSnackbars: string[] }).porticoSnackbars)

    await server.stop()
    // The other network's data was never loaded: asking for it now meets the stopped service.
    await dialog.getByRole('button', { name: /Network: Portico Local, switch network/ }).click()
    await dialog.getByRole('button', { name: /Portico Local 2/ }).click()
    await expect(page.getByTestId('demo-chain-id')).toHaveText('31338')
    await expect
      .poll(snackbars)
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Token Balance Unavailable'),
          expect.stringContaining('Failed to fetch transactions'),
        ]),
      )
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(dialog.getByTestId('activity-error')).toContainText('Failed to fetch transactions')
    await expect(dialog.getByTestId('activity-row')).toHaveCount(0)
    // The modal is still whole: the account and the other tabs are there.
    await expect(dialog.getByTestId('account-address')).toHaveText(formatAddress(me.address))
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
    await expect(dialog.getByTestId('tokens-empty')).toBeVisible()
  } finally {
    await server.stop()
  }
})
