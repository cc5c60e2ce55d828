import type { Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, formatEther, type Hex, parseEther, parseGwei } from 'viem'
import { chainActions } from '../support/chainActions.ts'
import {
  type FrameAnswer,
  type HostileWindow,
  signInThroughFrame,
} from '../support/frameProtocol.ts'
import { createStrictProject, startHostileSite } from '../support/hostilePage.ts'
import { startHostileRpc } from '../support/hostileRpc.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Issue #29: the approve view must say what will happen on chain whatever the page sends and
// whatever RPC it names. The attacker runs a page on an allowed origin and its own RPC, which
// says the 6-decimal PUSD has 18 decimals; the frame is loaded with that RPC as `rpcUrl`.

const ATTACKER = '0x000000000000000000000000000000000000dEaD'

/** Starts an APP_RPC_REQUEST from the page without waiting for the visitor's answer. */
function request(page: Page, payload: Record<string, unknown>): Promise<void> {
  return page.evaluate((payload) => {
    const hostile = window as unknown as HostileWindow
    hostile.signing = hostile.ask('APP_RPC_REQUEST', payload)
  }, payload)
}

const answer = (page: Page): Promise<FrameAnswer | undefined> =>
  page.evaluate(() => (window as unknown as HostileWindow).signing)

test('the approve view shows the chain’s truth: real token amounts, the fee with a second confirmation, and a revert', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { chains, tokens } = stackInfo()
  const chain = chains.find((candidate) => candidate.chainId === 31337)
  const pusd = tokens.find((token) => token.chainId === 31337 && token.symbol === 'PUSD')
  if (!chain || !pusd) throw new Error('No chain 31337 or PUSD in the stack')
  const rpc = await startHostileRpc(chain.rpcUrl, pusd.address)
  const site = await startHostileSite()
  const projectId = `truth-${Date.now()}`
  createStrictProject(projectId, [site.origin])
  try {
    await site.open(page, projectId, { rpcUrl: rpc.url })
    const address = await signInThroughFrame(page, browser, uniqueEmail('truth'), site.origin)
    const funding = chainActions(31337)
    await funding.sendEth(address, parseEther('1'))
    await funding.sendToken('PUSD', address, '10')
    const frame = page.frameLocator('#wallet')
    const title = frame.locator('.approve__title')
    const reject = frame.getByTestId('approve-transaction-reject')
    const approve = frame.getByTestId('approve-transaction-approve')
    const confirm = frame.getByTestId('approve-transaction-confirm')

    // 1. transfer(attacker, 10¹²) of PUSD: 1,000,000 PUSD, whatever the page's RPC says.
    /** eth_sendTransaction of a PUSD call (`transfer` or `approve` to the attacker). */
    const pusdCall = (functionName: 'transfer' | 'approve', amount: bigint) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from: address,
          to: pusd.address,
          data: encodeFunctionData({ abi: erc20Abi, functionName, args: [ATTACKER, amount] }),
        },
      ],
    })
    const asked = Date.now()
    await request(page, { ...pusdCall('transfer', 10n ** 12n), rpcUrl: rpc.url })
    await expect(title).toHaveText('Send 1000000 PUSD')
    console.info(`approve view: heading shown ${Date.now() - asked} ms after the request`)
    await expect(frame.locator('.transfer')).toHaveText(`Send 1000000 PUSD to ${ATTACKER}`)
    await expect(frame.locator('.approve__body')).toContainText(pusd.address)
    // The account holds 10 PUSD: the simulation says the transfer would revert, before Approve.
    await expect(frame.locator('.simulation')).toHaveAttribute('data-status', 'reverted')
    await reject.click()
    expect((await answer(page))?.type).toBe('FRAME_RPC_REQUEST_ERROR')

    // 2. approve(attacker, 10¹²): the allowance in real PUSD.
    await request(page, pusdCall('approve', 10n ** 12n))
    await expect(frame.locator('.transfer')).toHaveText(`Allow ${ATTACKER} to spend 1000000 PUSD`)
    await reject.click()
    expect((await answer(page))?.type).toBe('FRAME_RPC_REQUEST_ERROR')

    // 3. A transfer the account can make: the balance changes, simulated on the real chain.
    await request(page, pusdCall('transfer', 2_500_000n))
    await expect(title).toHaveText('Send 2.5 PUSD')
    await expect(frame.locator('.simulation')).toHaveAttribute('data-status', 'changes')
    await expect(frame.locator('.simulation dd[data-change="send"]')).toHaveText('2.5 PUSD')
    await reject.click()
    await answer(page)

    // 4. A 0-value call with a gas price 100× the network's: the fee is shown, and Approve
    //    needs the second confirmation. The visitor pays no more than the fee shown.
    const client = chainClient(31337)
    const block = await client.getBlock()
    const networkPrice = (block.baseFeePerGas ?? 0n) + (await client.estimateMaxPriorityFeePerGas())
    const gasPrice = networkPrice * 100n > parseGwei('1') ? networkPrice * 100n : parseGwei('1')
    await request(page, {
      method: 'eth_sendTransaction',
      params: [
        { from: address, to: ATTACKER, value: '0x0', gasPrice: `0x${gasPrice.toString(16)}` },
      ],
    })
    const maxFee = formatEther(21_000n * gasPrice)
    // In ETH and, from the server's price table, in USD.
    await expect(frame.locator('.approve__body')).toContainText(
      new RegExp(
        `Max network fee${maxFee.replace('.', '\\.')} ETH \\((≈ \\$[\\d,.]+|< \\$0\\.01)\\)`,
      ),
    )
    await expect(frame.locator('.warning')).toContainText('far above what the network asks')
    await expect(confirm).toBeVisible()
    // Armed (visible long enough) but not confirmed: Approve stays disabled.
    await expect(frame.locator('.approve__actions')).toHaveAttribute('data-armed', 'true')
    await expect(approve).toBeDisabled()
    await confirm.check()
    await expect(approve).toBeEnabled()
    const before = await client.getBalance({ address })
    await approve.click()
    const sent = await answer(page)
    expect(sent?.type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    const receipt = await client.waitForTransactionReceipt({
      hash: sent?.payload as unknown as Hex,
    })
    const paid = before - (await client.getBalance({ address }))
    expect(paid).toBe(receipt.gasUsed * receipt.effectiveGasPrice)
    expect(paid).toBeLessThanOrEqual(21_000n * gasPrice)

    // The page's RPC was never asked for anything the view showed.
    expect(rpc.requests).toBe(0)
  } finally {
    await site.close()
    await rpc.close()
  }
})
