// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SWAP_IDS, type SwapKit, swapKit, untilSwap } from '../test/swapKit.ts'
import type { SwapToken } from '../types/swap.ts'
import { fetchSwapQuote } from './fetchSwapQuote.ts'
import { getSwapTokens } from './getSwapTokens.ts'
import { loadSwapTokens } from './loadSwapTokens.ts'
import { resetSwap } from './resetSwap.ts'
import { setSwapAmount } from './setSwapAmount.ts'
import { setSwapFromToken } from './setSwapFromToken.ts'
import { setSwapSlippage } from './setSwapSlippage.ts'
import { setSwapToToken } from './setSwapToToken.ts'

let kit: SwapKit | undefined
afterEach(async () => {
  if (kit) resetSwap(kit.config)
  await kit?.stop()
  vi.useRealTimers()
})

async function loaded(): Promise<SwapKit> {
  kit = await swapKit()
  await loadSwapTokens(kit.config)
  return kit
}

const token = (k: SwapKit, symbol: string): SwapToken => {
  const found = getSwapTokens(k.config).find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`No ${symbol}`)
  return found
}
const quotes = (k: SwapKit) => k.convert.requests.filter((r) => r.path === '/v1/convert/quotes')
const ready = (k: SwapKit) => untilSwap(k.config, (state) => state.quote.status === 'ready')

describe('fetchSwapQuote', { timeout: 30_000 }, () => {
  it('default: 1 ETH → PUSD at the pool (0.3% fee): amount out, minimum after 1%, fee, route, USD', async () => {
    const k = await loaded()
    setSwapToToken(k.config, token(k, 'PUSD'))
    setSwapAmount(k.config, '1')
    expect(k.config.stores.swap.getState().quote.status).toBe('loading')
    const state = await ready(k)
    if (state.quote.status !== 'ready') throw new Error('not ready')
    const { quote } = state.quote
    // Uniswap V2: 1e18 × 997 × 200 000e6 / (100e18 × 1000 + 1e18 × 997) = 1974.316068 PUSD.
    expect(quote.toAmount).toBe('1974.316068')
    // 1% below, rounded down to a PUSD unit.
    expect(quote.minimumToAmount).toBe('1954.572907')
    expect(quote.units).toMatchObject({ toAmount: '1974316068', minimumToAmount: '1954572907' })
    expect(quote.rate).toBe('1974.32')
    expect(quote.fee).toEqual({ value: '0.00015', symbol: 'ETH', valueInUSD: '0.30' })
    expect(quote.fromAmountInUSD).toBe('2000.00')
    expect(quote.toAmountInUSD).toBe('1974.32')
    expect(quote.route.map((hop) => hop.symbol)).toEqual(['ETH', 'PUSD'])
    expect(state.validation).toBeUndefined()
    // The quote was asked with the gas price the service gave, for the connected account.
    expect(quotes(k)[0]?.query).toMatchObject({
      amount: '1000000000000000000',
      from: SWAP_IDS.eth,
      to: SWAP_IDS.pusd,
      gasPrice: '1000000000',
    })
  })

  it('behavior: typing asks once, after the last keystroke (debounce), for the last amount', async () => {
    const k = await loaded()
    setSwapToToken(k.config, token(k, 'PUSD'))
    for (const typed of ['1', '1.', '1.5']) setSwapAmount(k.config, typed)
    await ready(k)
    expect(quotes(k).map((request) => request.query.amount)).toEqual(['1500000000000000000'])
  })

  it('behavior: a request out for an older amount is aborted, its answer never shown', async () => {
    const k = await loaded()
    setSwapToToken(k.config, token(k, 'PUSD'))
    k.convert.setFaults({ quoteDelayMs: 400 })
    setSwapAmount(k.config, '1')
    const first = fetchSwapQuote(k.config)
    setSwapAmount(k.config, '2')
    await expect(first).resolves.toBeUndefined()
    const state = await ready(k)
    if (state.quote.status !== 'ready') throw new Error('not ready')
    expect(state.quote.quote.fromAmount).toBe('2')
  })

  it('behavior: the quote is asked again before it expires, the shown one kept while it loads', async () => {
    const k = await loaded()
    // Quotes that live 4 s: the refresh comes 3 s before, after 1 s.
    k.convert.setFaults({ quoteLifetimeMs: 4_000 })
    setSwapToToken(k.config, token(k, 'PUSD'))
    setSwapAmount(k.config, '1')
    const first = await ready(k)
    if (first.quote.status !== 'ready') throw new Error('not ready')
    const loading = await untilSwap(k.config, (state) => state.quote.status === 'loading', 5_000)
    expect(loading.quote).toMatchObject({ status: 'loading', quote: { id: first.quote.quote.id } })
    const again = await ready(k)
    if (again.quote.status !== 'ready') throw new Error('not ready')
    expect(again.quote.quote.id).not.toBe(first.quote.quote.id)
    expect(quotes(k)).toHaveLength(2)
  })

  it('behavior: more than the balance is still quoted (Swap says why it cannot); the service down is a plain message', async () => {
    const k = await loaded()
    setSwapFromToken(k.config, token(k, 'PUSD'))
    setSwapToToken(k.config, token(k, 'PTK'))
    // More PUSD than the account has: the quote is still shown, Swap says why it cannot.
    setSwapAmount(k.config, '6000')
    const state = await ready(k)
    expect(state.validation?.message).toBe('Insufficient PUSD balance')

    k.convert.setFaults({ quotesDown: true })
    setSwapAmount(k.config, '10')
    expect((await untilSwap(k.config, (s) => s.quote.status === 'error')).quote).toEqual({
      status: 'error',
      message: 'No quote for this swap right now',
    })
  })

  it('behavior: nothing to quote (no token to receive, no amount, a bad amount) stays idle', async () => {
    const k = await loaded()
    setSwapAmount(k.config, '1')
    expect(await fetchSwapQuote(k.config)).toBeUndefined()
    setSwapToToken(k.config, token(k, 'PUSD'))
    setSwapAmount(k.config, '1.2.3')
    expect(k.config.stores.swap.getState()).toMatchObject({
      quote: { status: 'idle' },
      validation: { code: 'INVALID_AMOUNT', message: 'Not a valid amount' },
    })
    setSwapAmount(k.config, '0.0000001')
    setSwapFromToken(k.config, token(k, 'PUSD'))
    setSwapToToken(k.config, token(k, 'ETH'))
    expect(k.config.stores.swap.getState().validation?.message).toBe('PUSD has at most 6 decimals')
    expect(quotes(k)).toHaveLength(0)
  })

  it('behavior: picking the other side token flips the two', async () => {
    const k = await loaded()
    setSwapToToken(k.config, token(k, 'PUSD'))
    setSwapToToken(k.config, token(k, 'ETH'))
    const state = k.config.stores.swap.getState()
    expect([state.fromToken?.symbol, state.toToken?.symbol]).toEqual(['PUSD', 'ETH'])
  })
})

describe('setSwapSlippage', { timeout: 30_000 }, () => {
  it('default: the shown quote gets the new minimum; nothing is asked again', async () => {
    const k = await loaded()
    setSwapToToken(k.config, token(k, 'PUSD'))
    setSwapAmount(k.config, '1')
    await ready(k)
    setSwapSlippage(k.config, '0.5')
    const state = k.config.stores.swap.getState()
    if (state.quote.status !== 'ready') throw new Error('not ready')
    expect(state.slippage).toBe('0.5')
    expect(state.quote.quote).toMatchObject({ minimumToAmount: '1964.444487', slippage: '0.5' })
    expect(quotes(k)).toHaveLength(1)
  })

  it('behavior: outside 0.05–50%, or not a number, is refused and the setting stays', async () => {
    const k = await loaded()
    for (const bad of ['0', '0.01', '51', 'abc', '1.234', '-1'])
      expect(() => setSwapSlippage(k.config, bad), bad).toThrow(
        'Slippage must be from 0.05% to 50%',
      )
    expect(k.config.stores.swap.getState().slippage).toBe('1')
    setSwapSlippage(k.config, ' 50 ')
    expect(k.config.stores.swap.getState().slippage).toBe('50')
  })
})
