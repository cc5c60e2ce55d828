// @vitest-environment node

import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import {
  decodeFixtureCall,
  FIXTURE_NATIVE,
  FIXTURE_PUSD,
  FIXTURE_ROUTER,
} from '@portico/test-utils/convertFixture'
import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { afterEach, describe, expect, it } from 'vitest'
import { SWAP_IDS, type SwapKit, swapKit, untilSwap } from '../test/swapKit.ts'
import type { SwapState, SwapToken } from '../types/swap.ts'
import { confirmSwap } from './confirmSwap.ts'
import { getSwapTokens } from './getSwapTokens.ts'
import { loadSwapTokens } from './loadSwapTokens.ts'
import { resetSwap } from './resetSwap.ts'
import { retrySwap } from './retrySwap.ts'
import { setSwapAmount } from './setSwapAmount.ts'
import { setSwapFromToken } from './setSwapFromToken.ts'
import { setSwapToToken } from './setSwapToToken.ts'

let kit: SwapKit | undefined
afterEach(async () => {
  if (kit) resetSwap(kit.config)
  await kit?.stop()
})

const token = (k: SwapKit, symbol: string): SwapToken => {
  const found = getSwapTokens(k.config).find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`No ${symbol}`)
  return found
}

/** The form filled and quoted: `amount` of `from` for `to`. */
async function quoted(from: string, to: string, amount: string): Promise<SwapKit> {
  kit = await swapKit()
  const k = kit
  await loadSwapTokens(k.config)
  setSwapFromToken(k.config, token(k, from))
  setSwapToToken(k.config, token(k, to))
  setSwapAmount(k.config, amount)
  await untilSwap(k.config, (state) => state.quote.status === 'ready')
  return k
}

const status = (state: SwapState) => state.confirmation?.status
const paths = (k: SwapKit) => k.convert.requests.map((request) => request.path)
const names = (k: SwapKit) => k.events.map((event) => event.name)

describe('confirmSwap', { timeout: 30_000 }, () => {
  it('default: 1 ETH → PUSD, the router call checked and sent with the quote gas price, then confirmed', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    const before = k.convert.requests.length
    const { hash } = await confirmSwap(k.config)
    expect(hash).toMatch(/^0x0+1$/)
    const done = await untilSwap(k.config, (state) => status(state) === 'confirmed')

    // A fresh quote, then the trade built from the accepted amount (no allowance: native).
    expect(paths(k).slice(before)).toEqual(['/v1/convert/quotes', '/v1/convert/build-transaction'])
    expect(k.convert.requests.at(-1)?.body).toMatchObject({
      amount: '1000000000000000000',
      from: SWAP_IDS.eth,
      to: SWAP_IDS.pusd,
      userAddress: TEST_ADDRESS,
      eip155: { slippage: '1' },
      disableEstimate: false,
      toAmount: '1974316068',
    })
    expect(k.wallet.sent).toHaveLength(1)
    const [sent] = k.wallet.sent
    expect(sent).toMatchObject({
      from: TEST_ADDRESS,
      to: FIXTURE_ROUTER,
      value: '0xde0b6b3a7640000',
      chainId: '0x7a69',
      gasPrice: '0x3b9aca00',
      gas: '0x249f0',
    })
    expect(decodeFixtureCall(sent?.data ?? '')).toMatchObject({
      functionName: 'swapExactETHForTokens',
      amountOutMin: 1954572907n,
      to: TEST_ADDRESS.toLowerCase(),
    })
    // The result stays; the form keeps its tokens and slippage for the next swap.
    expect(done.confirmation).toMatchObject({
      status: 'confirmed',
      transaction: { status: 'confirmed', hash },
      quote: { fromAmount: '1', toAmount: '1974.316068' },
    })
    expect(done.confirmation?.approval).toBeUndefined()
    expect(done).toMatchObject({ quote: { status: 'idle' }, slippage: '1' })
    expect(done.amountInput).toBeUndefined()
    expect([done.fromToken?.symbol, done.toToken?.symbol]).toEqual(['ETH', 'PUSD'])
    expect(names(k)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS'])
    expect(k.events[0]?.properties).toEqual({
      network: 'eip155:31337',
      fromToken: 'ETH',
      fromTokenAddress: SWAP_IDS.eth,
      toToken: 'PUSD',
      toTokenAddress: SWAP_IDS.pusd,
      amount: '1',
      toAmount: '1974.316068',
      slippage: '1',
    })
  })

  it('behavior: PUSD → PTK with no allowance: approval of exactly the amount, then the trade', async () => {
    const k = await quoted('PUSD', 'PTK', '100')
    const seen: string[] = []
    k.config.stores.swap.subscribe((state) => {
      const entry = [
        state.confirmation?.status,
        state.confirmation?.approval?.status,
        state.confirmation?.transaction?.status,
      ].join('/')
      if (seen.at(-1) !== entry) seen.push(entry)
    })
    const before = k.convert.requests.length
    await confirmSwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')

    expect(paths(k).slice(before)).toEqual([
      '/v1/convert/quotes',
      '/v1/convert/allowance',
      '/v1/convert/build-transaction',
      '/v1/convert/build-approve',
      '/v1/convert/build-transaction',
    ])
    // Built without an estimate while the approval is not mined, then with one.
    const builds = k.convert.requests.filter((r) => r.path === '/v1/convert/build-transaction')
    expect(builds.map((r) => (r.body as { disableEstimate: boolean }).disableEstimate)).toEqual([
      true,
      false,
    ])
    const [approval, trade] = k.wallet.sent
    expect(approval?.to).toBe(FIXTURE_PUSD)
    expect(decodeFixtureCall(approval?.data ?? '')).toEqual({
      functionName: 'approve',
      spender: FIXTURE_ROUTER.toLowerCase(),
      amount: 100_000_000n,
    })
    expect(decodeFixtureCall(trade?.data ?? '')).toMatchObject({
      functionName: 'swapExactTokensForTokens',
      amountIn: 100_000_000n,
    })
    expect(trade?.value).toBe('0x0')
    expect(seen).toEqual([
      'checking//',
      'approving/signing/',
      'approving/pending/',
      'checking/confirmed/',
      'swapping/confirmed/signing',
      'swapping/confirmed/pending',
      'confirmed/confirmed/confirmed',
    ])
    expect(names(k)).toEqual(['SWAP_INITIATED', 'SWAP_APPROVAL_SUCCESS', 'SWAP_SUCCESS'])
  })

  it('behavior: an allowance that covers the amount asks for no approval', async () => {
    const k = await quoted('PUSD', 'ETH', '100')
    k.convert.setAllowance(FIXTURE_PUSD, TEST_ADDRESS, 100_000_000n)
    await confirmSwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    expect(k.wallet.sent).toHaveLength(1)
    expect(decodeFixtureCall(k.wallet.sent[0]?.data ?? '')?.functionName).toBe(
      'swapExactTokensForETH',
    )
  })

  it('behavior: a pool moved beyond slippage before confirming: nothing sent, the new quote shown to confirm again', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    const shown = k.config.stores.swap.getState().quote
    if (shown.status !== 'ready') throw new Error('no quote')
    // Another trader buys PUSD with 5% of the pool's ETH: PUSD gets dearer by about 10%.
    k.convert.movePool(FIXTURE_NATIVE, FIXTURE_PUSD, 5)

    const error = await confirmSwap(k.config).catch((caught) => caught)
    expect(error).toMatchObject({
      name: 'SwapQuoteMovedError',
      message: 'The price moved beyond your slippage',
    })
    const state = k.config.stores.swap.getState()
    expect(k.wallet.sent).toHaveLength(0)
    expect(state.confirmation).toBeUndefined()
    expect(state.quoteMoved).toEqual({ previousToAmount: '1974.316068' })
    if (state.quote.status !== 'ready') throw new Error('no new quote')
    expect(Number(state.quote.quote.toAmount)).toBeLessThan(Number(shown.quote.minimumToAmount))
    expect(k.events.at(-1)).toMatchObject({
      name: 'SWAP_ERROR',
      properties: { stage: 'quote', message: 'The price moved beyond your slippage' },
    })

    // Confirming the new quote goes through.
    await confirmSwap(k.config)
    const done = await untilSwap(k.config, (s) => status(s) === 'confirmed')
    expect(done.quoteMoved).toBeUndefined()
    expect(k.wallet.sent).toHaveLength(1)
  })

  it('behavior: a move within slippage goes through at the shown quote minimum', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    k.convert.movePool(FIXTURE_NATIVE, FIXTURE_PUSD, 0.2)
    await confirmSwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    expect(decodeFixtureCall(k.wallet.sent[0]?.data ?? '')?.amountOutMin).toBe(1954572907n)
  })

  it('behavior: 409 QUOTE_MOVED after the approval: the approval stays, the new quote is shown', async () => {
    const k = await quoted('PUSD', 'PTK', '100')
    let release: (() => void) | undefined
    k.wallet.hold = new Promise<void>((resolve) => {
      release = resolve
    })
    const confirming = confirmSwap(k.config).catch((caught) => caught)
    await untilSwap(k.config, (state) => state.confirmation?.approval?.status === 'signing')
    // While the wallet asks about the approval, the pool moves past the 1% slippage.
    k.convert.movePool(
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      3,
    )
    k.wallet.hold = undefined
    release?.()
    expect(await confirming).toMatchObject({ name: 'SwapQuoteMovedError' })
    const state = k.config.stores.swap.getState()
    expect(k.wallet.sent).toHaveLength(1)
    expect(decodeFixtureCall(k.wallet.sent[0]?.data ?? '').functionName).toBe('approve')
    expect(state.confirmation).toBeUndefined()
    expect(state.quoteMoved?.previousToAmount).toBeDefined()
    expect(names(k)).toEqual(['SWAP_INITIATED', 'SWAP_APPROVAL_SUCCESS', 'SWAP_ERROR'])
  })

  it('behavior: a transaction that does not do what was confirmed is never sent', async () => {
    const cases = [
      ['amountOutMin', 'below what the confirmed quote and slippage allow'],
      ['receiver', 'pays out to'],
      ['amount', 'pays'],
      ['token', 'buys'],
    ] as const
    for (const [tamper, words] of cases) {
      const k = await quoted('PUSD', 'PTK', '100')
      k.convert.setAllowance(FIXTURE_PUSD, TEST_ADDRESS, 100_000_000n)
      k.convert.setFaults({ tamperTrade: tamper })
      const error = await confirmSwap(k.config).catch((caught) => caught)
      expect(error.name, tamper).toBe('InvalidSwapTransactionError')
      if (tamper !== 'amountOutMin') expect(error.details, tamper).toContain(words)
      expect(k.wallet.sent, tamper).toHaveLength(0)
      expect(k.config.stores.swap.getState().confirmation).toMatchObject({
        status: 'failed',
        error: 'The swap service answered a transaction that does not match your swap',
      })
      await k.stop()
      kit = undefined
    }
  })

  it('behavior: a trade and an approval that name different routers: nothing is sent', async () => {
    const k = await quoted('PUSD', 'PTK', '100')
    // The trade (built first) calls the PUSD contract; the approval is for the real router.
    k.convert.setFaults({ tamperTrade: 'router' })
    const error = await confirmSwap(k.config).catch((caught) => caught)
    expect(error).toMatchObject({
      name: 'InvalidSwapTransactionError',
      details: `It approves ${FIXTURE_ROUTER.toLowerCase()}, not ${FIXTURE_PUSD.toLowerCase()}`,
    })
    expect(k.wallet.sent).toHaveLength(0)
  })

  it('behavior: an approval of another spender, or unlimited, is never sent', async () => {
    for (const tamper of ['spender', 'unlimited'] as const) {
      const k = await quoted('PUSD', 'PTK', '100')
      k.convert.setFaults({ tamperApproval: tamper })
      const error = await confirmSwap(k.config).catch((caught) => caught)
      expect(error.name, tamper).toBe('InvalidSwapTransactionError')
      expect(k.wallet.sent, tamper).toHaveLength(0)
      await k.stop()
      kit = undefined
    }
  })

  it('behavior: the wallet refuses: failed with nothing sent, SWAP_ERROR; Try again sends once', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    k.wallet.refuse = true
    const error = await confirmSwap(k.config).catch((caught) => caught)
    expect(error.name).toBe('UserRejectedRequestError')
    expect(k.config.stores.swap.getState().confirmation).toMatchObject({
      status: 'failed',
      transaction: { status: 'failed' },
    })
    expect(k.events.at(-1)).toMatchObject({ name: 'SWAP_ERROR', properties: { stage: 'swap' } })
    k.wallet.refuse = false
    await retrySwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    expect(k.wallet.sent).toHaveLength(1)
  })

  it('behavior: a wallet on another chain is told to switch; nothing is sent', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    k.wallet.chainId = 1
    const error = await confirmSwap(k.config).catch((caught) => caught)
    expect(error).toMatchObject({
      name: 'SwapWrongNetworkError',
      message: 'Switch your wallet to Portico Local to swap',
    })
    expect(k.wallet.sent).toHaveLength(0)
  })

  it('behavior: a second confirm while one is under way is refused; one transaction', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    const first = confirmSwap(k.config)
    await expect(confirmSwap(k.config)).rejects.toMatchObject({ name: 'SwapInProgressError' })
    await first
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    expect(k.wallet.sent).toHaveLength(1)
  })

  it('behavior: the network not answering is unknown; Check again waits on the same hash, never sends again', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    k.adapter.setFeatures({ waitForTransferError: true })
    const { hash } = await confirmSwap(k.config)
    const unknown = await untilSwap(k.config, (state) => status(state) === 'unknown')
    expect(unknown.confirmation?.transaction).toMatchObject({
      status: 'unknown',
      hash,
      error:
        'The network did not answer, so the transaction may still go through. Check again before swapping again.',
    })
    await expect(confirmSwap(k.config)).rejects.toMatchObject({ name: 'SwapInProgressError' })
    k.adapter.setFeatures({ waitForTransferError: false })
    await retrySwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    expect(k.wallet.sent).toHaveLength(1)
    expect(k.adapter.state.transfers.waited.map((wait) => wait.hash)).toEqual([hash, hash])
  })

  it('behavior: an approval whose end is unknown goes on to the trade once known', async () => {
    const k = await quoted('PUSD', 'PTK', '100')
    k.adapter.setFeatures({ waitForTransferError: true })
    await expect(confirmSwap(k.config)).rejects.toMatchObject({ name: 'ChainRpcError' })
    expect(k.config.stores.swap.getState().confirmation).toMatchObject({
      status: 'unknown',
      approval: { status: 'unknown' },
    })
    k.adapter.setFeatures({ waitForTransferError: false })
    await retrySwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    expect(k.wallet.sent).toHaveLength(2)
  })

  it('behavior: reverted on chain (the pool moved before it was mined): failed with the reason, SWAP_ERROR', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    k.adapter.setFeatures({
      transferOutcome: { status: 'failed', reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' },
    })
    const { hash } = await confirmSwap(k.config)
    const failed = await untilSwap(k.config, (state) => status(state) === 'failed')
    expect(failed.confirmation).toMatchObject({
      transaction: { status: 'failed', hash },
      error: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
    })
    expect(k.events.at(-1)).toMatchObject({
      name: 'SWAP_ERROR',
      properties: { stage: 'swap', hash },
    })
  })

  it('behavior: without a gas price (the endpoint failed) the wallet picks it', async () => {
    kit = await swapKit()
    const k = kit
    k.convert.setFaults({ gasPriceDown: true })
    await loadSwapTokens(k.config)
    setSwapToToken(k.config, token(k, 'PUSD'))
    setSwapAmount(k.config, '1')
    await untilSwap(k.config, (state) => state.quote.status === 'ready')
    expect(
      k.convert.requests.find((r) => r.path === '/v1/convert/quotes')?.query.gasPrice,
    ).toBeUndefined()
    await confirmSwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    expect(k.wallet.sent[0]).not.toHaveProperty('gasPrice')
  })

  it('behavior: Activity lists the trade from its receipt, before the service does; then the service’s entry replaces it (issue #30)', async () => {
    const k = await quoted('ETH', 'PUSD', '1')
    const { hash } = await confirmSwap(k.config)
    await untilSwap(k.config, (state) => status(state) === 'confirmed')
    const { toAmount } = k.config.stores.swap.getState().confirmation?.quote ?? {}
    const listed = (match: (id: string) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const { items } = k.config.stores.transactions.getState()
          if (!items.some((item) => match(item.id))) return
          stop()
          resolve()
        }
        const stop = k.config.stores.transactions.subscribe(check)
        check()
      })
    // The service lists nothing yet (its indexer has not seen the block): the kit's own entry.
    await listed((id) => id === hash)
    expect(k.history).toEqual([])
    const [own] = k.config.stores.transactions.getState().items
    expect(own?.metadata).toMatchObject({ hash, status: 'confirmed', operationType: 'trade' })
    expect(
      own?.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric]),
    ).toEqual([
      ['out', '1'],
      ['in', toAmount],
    ])
    const reads = k.historyReads.length
    // The indexer catches up: the kit asks again and shows the service's entry in its place.
    k.history.push(
      transactionFixture({ id: '1', minedAt: new Date().toISOString(), operationType: 'trade' }),
    )
    await listed((id) => id === '1')
    expect(k.historyReads.length).toBeGreaterThan(reads)
    expect(k.config.stores.transactions.getState().items.map((item) => item.id)).toEqual(['1'])
  })

  it('behavior: a form that breaks a rule, or has no quote, is not confirmed', async () => {
    const k = await quoted('ETH', 'PUSD', '100')
    await expect(confirmSwap(k.config)).rejects.toMatchObject({
      name: 'SwapValidationError',
      message: 'Insufficient ETH balance',
    })
    expect(k.events).toEqual([])
  })
})
