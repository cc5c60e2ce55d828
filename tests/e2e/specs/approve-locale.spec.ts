import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, parseEther, parseGwei } from 'viem'
import { chainActions } from '../support/chainActions.ts'
import { ask, type HostileWindow, signInThroughFrame } from '../support/frameProtocol.ts'
import { createStrictProject, startHostileSite } from '../support/hostilePage.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { expectNoOverflow } from '../support/overflow.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Issue #30: the embedded wallet's approve view in the kit's language, in Debian's Chromium, at
// the modal's 360 px: Arabic right to left (buttons, checkbox and text mirrored; addresses and
// amounts left to right, every digit), then English and German through APP_SYNC_LOCALE.
// PORTICO_SHOTS_DIR=/tmp/shots saves the view in Arabic and English, light and dark.

const SHOTS = process.env.PORTICO_SHOTS_DIR
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

/** Starts an APP_RPC_REQUEST from the page without waiting for the visitor's answer. */
function request(page: Page, payload: Record<string, unknown>): Promise<void> {
  return page.evaluate((payload) => {
    const hostile = window as unknown as HostileWindow
    hostile.signing = hostile.ask('APP_RPC_REQUEST', payload)
  }, payload)
}

/**
 * Saves the frame, top and bottom of its panel, once the frame has painted what it was told (its
 * own process: the page's picture may lag a frame behind).
 */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  const body = page.frameLocator('#wallet').locator('.approve__body')
  const painted = () =>
    body.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  await body.evaluate((element) => element.scrollTo(0, 0))
  await painted()
  await page.locator('#wallet').screenshot({ path: join(SHOTS, `approve-${name}.png`) })
  await body.evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await painted()
  await page.locator('#wallet').screenshot({ path: join(SHOTS, `approve-${name}-end.png`) })
  await body.evaluate((element) => element.scrollTo(0, 0))
}

/** The left edge of an element, in the page. */
async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('no box')
  return box.x
}

/** The middle of an element, left to right, in the page. */
async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('no box')
  return box.x + box.width / 2
}

test('the approve view in Arabic, English and German: mirrored where it should be, amounts exact, nothing overflowing at 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const pusd = stackInfo().tokens.find(
    (token) => token.chainId === 31337 && token.symbol === 'PUSD',
  )
  if (!pusd) throw new Error('No PUSD on chain 31337 in the stack')
  const site = await startHostileSite()
  const projectId = `locale-${Date.now()}`
  createStrictProject(projectId, [site.origin])
  try {
    await site.open(page, projectId, { locale: 'ar' })
    const address = await signInThroughFrame(page, browser, uniqueEmail('locale'), site.origin)
    const funding = chainActions(31337)
    await funding.sendEth(address, parseEther('1'))
    await funding.sendToken('PUSD', address, '10')
    // The frame as the kit sizes it over the modal: 360 px wide.
    await page.evaluate(() => {
      const frame = document.getElementById('wallet') as HTMLIFrameElement
      frame.style.width = '360px'
      frame.style.height = '600px'
    })
    const frame = page.frameLocator('#wallet')
    const panel = frame.locator('main.approve')
    const title = frame.locator('.approve__title')
    const approve = frame.getByTestId('approve-transaction-approve')
    const reject = frame.getByTestId('approve-transaction-reject')

    // 1.234567 PUSD to the receiver: a token transfer with all six decimals, at a gas price 100×
    // the network's, so that the warning and its second confirmation are on show too.
    const client = chainClient(31337)
    const block = await client.getBlock()
    const networkPrice = (block.baseFeePerGas ?? 0n) + (await client.estimateMaxPriorityFeePerGas())
    const gasPrice = networkPrice * 100n > parseGwei('1') ? networkPrice * 100n : parseGwei('1')
    await request(page, {
      method: 'eth_sendTransaction',
      params: [
        {
          from: address,
          to: pusd.address,
          gasPrice: `0x${gasPrice.toString(16)}`,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [RECEIVER, 1_234_567n],
          }),
        },
      ],
    })

    // Arabic: right to left, the amount and the addresses left to right and whole.
    await expect(title).toHaveText('إرسال 1.234567 PUSD')
    await expect(panel).toHaveAttribute('lang', 'ar')
    await expect(panel).toHaveAttribute('dir', 'rtl')
    await expect(frame.locator('.transfer')).toHaveText(`إرسال 1.234567 PUSD إلى ${RECEIVER}`)
    await expect(frame.locator('.simulation')).toHaveAttribute('data-status', 'changes')
    await expect(frame.locator('.simulation dd[data-change="send"]')).toHaveText('1.234567 PUSD')
    await expect(reject).toHaveText('رفض')
    await expect(approve).toHaveText('موافقة')
    await expect(frame.locator('.approve__actions')).toHaveAttribute('data-armed', 'true')
    await expect(frame.locator('.warning')).toContainText('أعلى بكثير مما تطلبه الشبكة')
    const confirm = frame.getByTestId('approve-transaction-confirm')
    await expect(confirm).toBeVisible()
    // Mirrored: Reject on the right, Approve (the end) on the left; labels at the right; the
    // box to tick at the right of its sentence.
    expect(await leftOf(reject)).toBeGreaterThan(await leftOf(approve))
    expect(await leftOf(confirm)).toBeGreaterThan(
      await middleOf(frame.locator('.approve__confirm')),
    )
    const term = frame.locator('.fields dt').first()
    const value = frame.locator('.fields dd').first()
    expect(await leftOf(term)).toBeGreaterThan(await leftOf(value))
    for (const isolated of [
      frame.locator('.transfer .address'),
      frame.locator('.transfer .amount'),
      frame.locator('.approve__host .address'),
    ])
      expect(await isolated.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
    // The sign is drawn inside the amount's left-to-right part, before its first digit.
    expect(
      await frame
        .locator('.simulation dd[data-change="send"] .amount')
        .evaluate((element) => getComputedStyle(element, '::before').content),
    ).toBe('"− "')
    await expectNoOverflow(panel, 'Arabic, light')
    await shot(page, 'ar-light')
    await ask(page, 'APP_SYNC_THEME', { themeMode: 'dark' })
    await expectNoOverflow(panel, 'Arabic, dark')
    await shot(page, 'ar-dark')

    // English, as the kit sends a language change while the request is on show.
    expect((await ask(page, 'APP_SYNC_LOCALE', { locale: 'en' })).type).toBe(
      'FRAME_SYNC_LOCALE_SUCCESS',
    )
    await expect(title).toHaveText('Send 1.234567 PUSD')
    await expect(panel).toHaveAttribute('dir', 'ltr')
    await expect(frame.locator('.approve__actions')).toHaveAttribute('data-armed', 'true')
    expect(await leftOf(reject)).toBeLessThan(await leftOf(approve))
    expect(await leftOf(confirm)).toBeLessThan(await middleOf(frame.locator('.approve__confirm')))
    await expectNoOverflow(panel, 'English, dark')
    await shot(page, 'en-dark')
    await ask(page, 'APP_SYNC_THEME', { themeMode: 'light' })
    await expectNoOverflow(panel, 'English, light')
    await shot(page, 'en-light')

    // German: a decimal comma, every digit, the fee in the network's currency and in dollars.
    await ask(page, 'APP_SYNC_LOCALE', { locale: 'de' })
    await expect(title).toHaveText('1,234567 PUSD senden')
    await expect(frame.locator('.approve__body')).toContainText('Max. Netzwerkgebühr')
    await expect(frame.locator('.simulation dd[data-change="send"]')).toHaveText('1,234567 PUSD')
    await expectNoOverflow(panel, 'German')
    await reject.click()
    expect((await page.evaluate(() => (window as unknown as HostileWindow).signing))?.type).toBe(
      'FRAME_RPC_REQUEST_ERROR',
    )

    // 0.123456789012345678 ETH: all eighteen decimals, in German.
    await request(page, {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: RECEIVER, value: `0x${(123456789012345678n).toString(16)}` }],
    })
    await expect(title).toHaveText('0,123456789012345678 ETH senden')
    await expectNoOverflow(panel, 'German, 18 decimals')

    // A hostile page's "locale" is English, and none of its text reaches the view.
    const hostile = 'ar"><img src=x onerror="document.title=1">'
    await ask(page, 'APP_SYNC_LOCALE', { locale: hostile })
    await expect(title).toHaveText('Send 0.123456789012345678 ETH')
    await expect(panel).toHaveAttribute('lang', 'en')
    await expect(frame.locator('img')).toHaveCount(0)
    await expect(panel).not.toContainText('onerror')
    await reject.click()
    const answer = await page.evaluate(() => (window as unknown as HostileWindow).signing)
    expect(answer?.type).toBe('FRAME_RPC_REQUEST_ERROR')
    expect((answer?.payload as { message?: string } | undefined)?.message).toBe(
      'User rejected the request',
    )
  } finally {
    await site.close()
  }
})
