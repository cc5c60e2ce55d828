import type { Page } from '@playwright/test'
import { LOCAL_SOLANA_TOKEN, SOLANA_DEV_ACCOUNTS } from '@portico/local-solana'
import { createSolanaRpc, address as solanaAddress } from '@solana/kit'
import { parseUnits } from 'viem'
import { EVENTS_POLL_TIMEOUT_MS, storedEvents } from '../support/analyticsEvents.ts'
import {
  continueToCheckout,
  fillBuyForm,
  fillCard,
  openBuyView,
  quotedAmount,
} from '../support/buy.ts'
import { connectFamily } from '../support/chainFamilies.ts'
import { connectTestWallet, modal } from '../support/demo.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Buy (issue #19) on the local Solana network: a visitor connected with the Wallet Standard test
// wallet (Solana dev account 0) buys the network's PUSD with the sandbox card; the sandbox's
// Solana treasury (dev account 2) delivers it, and the kit follows the signature and the balance.
// Balances are read from the chain; the network is shared with the other specs, so changes are
// relative.

const shown = (value: string) => value.replace(/\.?0+$/, '')

/** The owner's PUSD on the local Solana network, in base units. */
async function pusdOf(owner: string): Promise<bigint> {
  const rpc = createSolanaRpc(stackInfo().solana.url)
  const { value } = await rpc
    .getTokenAccountsByOwner(
      solanaAddress(owner),
      { mint: solanaAddress(LOCAL_SOLANA_TOKEN.mint) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value.reduce(
    (sum, account) => sum + BigInt(account.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

async function connectSolana(page: Page): Promise<string> {
  const { solana } = stackInfo()
  const visitor = SOLANA_DEV_ACCOUNTS[0]?.address ?? ''
  await page.goto('/')
  await connectTestWallet(page)
  await connectFamily(page, 'Solana', solana.name, /Portico Solana Test Wallet/)
  await expect(page.getByTestId('demo-address')).toHaveText(visitor)
  await page.keyboard.press('Escape')
  return visitor
}

test('Solana: buy PUSD with the sandbox card; the balance on chain rises by exactly the quote and the kit says it arrived', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const visitor = await connectSolana(page)
  const before = await pusdOf(visitor)

  await openBuyView(page)
  const dialog = modal(page)
  // What the sandbox sells on the local Solana network, and nothing of the EVM chains.
  await expect(dialog.getByLabel('Buy', { exact: true }).locator('option')).toHaveText([
    'PUSD · Portico USD',
    'SOL · Solana',
  ])
  await fillBuyForm(page, { currency: 'PUSD', method: 'Card', amount: '25' })
  const quoted = await quotedAmount(page)
  expect(quoted).toMatch(/^\d+\.\d{6}$/)
  await expect(dialog.getByTestId('buy-indicative')).toHaveCount(0)

  const popup = await continueToCheckout(page)
  await expect(popup.getByText(visitor)).toBeVisible()
  await expect(popup.getByText(stackInfo().solana.caipNetworkId)).toBeVisible()
  await fillCard(popup)
  await popup.getByRole('button', { name: /^Pay / }).click()
  await expect(dialog.getByTestId('buy-arrived')).toHaveText(`${shown(quoted)} PUSD arrived`, {
    timeout: 30_000,
  })
  expect((await pusdOf(visitor)) - before).toBe(parseUnits(quoted, 6))

  // The checkout's result page names the delivery's signature; the kit checked that signature on
  // the network, and the success it reported (stored by the server) names it.
  const signature = (await popup.locator('dl').first().locator('code').textContent()) ?? ''
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await expect
    .poll(
      async () =>
        (await storedEvents()).find(
          (event) => event.eventId === 'BUY_SUCCESS' && event.props.properties?.hash === signature,
        )?.props.properties,
      { timeout: EVENTS_POLL_TIMEOUT_MS },
    )
    .toMatchObject({
      network: stackInfo().solana.caipNetworkId,
      purchaseCurrency: 'PUSD',
      received: shown(quoted),
    })
})
