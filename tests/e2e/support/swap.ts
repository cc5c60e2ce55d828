import { expect, type Page } from '@playwright/test'
import { DEV_ACCOUNTS, DEVNET_SWAP_GAS, DEVNET_UNISWAP } from '@portico/devnet'
import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { modal } from './demo.ts'
import { chainClient, stackInfo } from './stack.ts'

// The Swap view driven as a visitor would, and the chain read and moved by the test itself:
// balances with viem, another trader's swap on the devnet's Uniswap V2 router, anvil's mining.

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])

/** Dev account 6 trades against the pools; no other test signs with it, so its nonces are its own. */
export const POOL_MOVER = DEV_ACCOUNTS[6]

/** A devnet token of the chain, by symbol ('ETH' is the native currency). */
export function swapToken(chainId: number, symbol: string) {
  if (symbol === 'ETH') return { address: NATIVE as Address, decimals: 18, symbol }
  const token = stackInfo().tokens.find(
    (entry) => entry.chainId === chainId && entry.symbol === symbol,
  )
  if (!token) throw new Error(`No ${symbol} on ${chainId}`)
  return token
}

/** What `owner` holds of `symbol` on the chain, in its smallest unit. */
export async function balanceOn(chainId: number, owner: Address, symbol: string): Promise<bigint> {
  const client = chainClient(chainId)
  if (symbol === 'ETH') return client.getBalance({ address: owner })
  return client.readContract({
    abi: erc20Abi,
    address: swapToken(chainId, symbol).address,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** From the Account view: opens Swap, once its tokens are loaded. */
export async function openSwapView(page: Page): Promise<void> {
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(modal(page).getByRole('form', { name: 'Swap' })).toBeVisible()
}

/** Picks both tokens through the pickers and types the amount to pay. */
export async function fillSwapForm(
  page: Page,
  form: { from: string; to: string; amount: string },
): Promise<void> {
  const dialog = modal(page)
  for (const [side, symbol] of [
    ['from', form.from],
    ['to', form.to],
  ] as const) {
    await dialog.getByTestId(`swap-${side}-token`).click()
    await dialog
      .getByTestId('swap-token-option')
      .filter({ has: page.getByText(symbol, { exact: true }) })
      .click()
    await expect(dialog.getByTestId(`swap-${side}-token`)).toContainText(symbol)
  }
  await dialog.getByLabel('You pay', { exact: true }).fill(form.amount)
}

/** The quote on screen once Review is possible: the exact minimum received (its title). */
export async function quotedMinimum(page: Page, symbol: string): Promise<string> {
  const dialog = modal(page)
  await expect(dialog.getByTestId('swap-review')).toHaveText('Review swap', { timeout: 20_000 })
  const title = (await dialog.getByTestId('swap-minimum').getAttribute('title')) ?? ''
  const [amount, unit] = title.split(' ')
  expect(unit).toBe(symbol)
  return amount ?? ''
}

/** Review, then Confirm swap in the preview. */
export async function reviewAndConfirm(page: Page): Promise<void> {
  const dialog = modal(page)
  await dialog.getByTestId('swap-review').click()
  await expect(dialog.getByRole('heading', { name: 'Review Swap' })).toBeVisible()
  await dialog.getByTestId('swap-confirm').click()
}

/** Waits for the preview to say the swap is confirmed. */
export async function expectSwapConfirmed(page: Page, from: string, to: string): Promise<void> {
  await expect(modal(page).getByTestId('swap-status')).toHaveText(
    `Swap confirmed: ${from} for ${to}`,
    { timeout: 45_000 },
  )
}

/**
 * Another trader buys `symbol` with `eth` ETH straight from the router (dev account 6), which
 * moves the ETH pool's price against a buyer of `symbol`. With `mine: false` it only sends (for
 * a chain whose automine is off) and returns the hash.
 */
export async function movePool(
  chainId: number,
  symbol: string,
  eth: string,
  options: { gasPrice?: bigint; mine?: boolean } = {},
): Promise<Hash> {
  const chain = stackInfo().chains.find((candidate) => candidate.chainId === chainId)
  if (!chain || !POOL_MOVER) throw new Error(`No chain ${chainId}`)
  const account = privateKeyToAccount(POOL_MOVER.privateKey)
  const wallet = createWalletClient({
    account,
    chain: defineChain({
      id: chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: DEVNET_UNISWAP.router.address,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [
      0n,
      [DEVNET_UNISWAP.weth.address, swapToken(chainId, symbol).address],
      account.address,
      BigInt(Math.floor(Date.now() / 1000) + 600),
    ],
    value: parseEther(eth),
    // A fixed gas limit: with automine off, an estimate would run against the pending state.
    gas: DEVNET_SWAP_GAS,
    ...(options.gasPrice ? { gasPrice: options.gasPrice } : {}),
  })
  if (options.mine !== false) {
    const receipt = await chainClient(chainId).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    if (receipt.status !== 'success') throw new Error('The pool move failed')
  }
  return hash
}

/** An anvil control method on the chain (`evm_setAutomine`, `evm_mine`, …). */
export async function anvil(chainId: number, method: string, params: unknown[] = []) {
  const chain = stackInfo().chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`No chain ${chainId}`)
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/**
 * The server's own quote for `amount` of `from` into `to`, in the smallest unit: a test waits on
 * it to see the server has read a moved pool (it reuses reserves for up to a second).
 */
export async function serverQuote(
  chainId: number,
  from: string,
  to: string,
  amount: string,
  user: Address,
): Promise<bigint> {
  const { serverUrl, projectId } = stackInfo()
  const fromToken = swapToken(chainId, from)
  const query = new URLSearchParams({
    projectId,
    amount: parseUnits(amount, fromToken.decimals).toString(),
    from: `eip155:${chainId}:${fromToken.address}`,
    to: `eip155:${chainId}:${swapToken(chainId, to).address}`,
    userAddress: user,
  })
  const response = await fetch(`${serverUrl}/v1/convert/quotes?${query}`)
  const body = (await response.json()) as { quotes: { toAmount: string }[] }
  return BigInt(body.quotes[0]?.toAmount ?? '0')
}
