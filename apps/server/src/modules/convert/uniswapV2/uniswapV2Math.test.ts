import { describe, expect, it } from 'vitest'
import { getAmountOut, getAmountsOut, priceImpactPercent } from './uniswapV2Math.ts'

const ETH = 10n ** 18n
const PUSD = 10n ** 6n
const ethPusd = { reserveIn: 100n * ETH, reserveOut: 300_000n * PUSD }

describe('getAmountOut', () => {
  it('default: the 0.3 % fee and the pool’s curve, rounded down like UniswapV2Library', () => {
    // (1e18 × 997 × 3e11) / (1e20 × 1000 + 1e18 × 997), in integers.
    expect(getAmountOut(ETH, ethPusd.reserveIn, ethPusd.reserveOut)).toBe(2_961_474_103n)
  })

  it('behavior: never reaches the output reserve, however large the input', () => {
    expect(getAmountOut(10n ** 40n, ethPusd.reserveIn, ethPusd.reserveOut)).toBeLessThan(
      ethPusd.reserveOut,
    )
  })

  it('behavior: a dust input buys nothing', () => {
    expect(getAmountOut(1n, ethPusd.reserveIn, ethPusd.reserveOut)).toBe(0n)
  })
})

describe('getAmountsOut', () => {
  it('default: each hop feeds the next, the input first', () => {
    const ptkEth = { reserveIn: 2_400n * ETH, reserveOut: 2n * ETH }
    const amounts = getAmountsOut(12n * ETH, [ptkEth, ethPusd])
    expect(amounts).toHaveLength(3)
    expect(amounts[0]).toBe(12n * ETH)
    expect(amounts[1]).toBe(getAmountOut(12n * ETH, ptkEth.reserveIn, ptkEth.reserveOut))
    expect(amounts[2]).toBe(getAmountOut(amounts[1]!, ethPusd.reserveIn, ethPusd.reserveOut))
  })
})

describe('priceImpactPercent', () => {
  it('default: 1 ETH into 100 ETH moves the price about 1 %, the fee left out', () => {
    expect(priceImpactPercent(ETH, [ethPusd], 2_961_474_103n)).toBe(0.9871)
  })

  it('behavior: a tiny trade has next to no impact', () => {
    const amountIn = 10n ** 15n
    const out = getAmountOut(amountIn, ethPusd.reserveIn, ethPusd.reserveOut)
    expect(priceImpactPercent(amountIn, [ethPusd], out)).toBeLessThan(0.01)
  })

  it('behavior: impact grows along a route of shallow pools', () => {
    const ptkEth = { reserveIn: 2_400n * ETH, reserveOut: 2n * ETH }
    const amountIn = 240n * ETH
    const out = getAmountsOut(amountIn, [ptkEth, ethPusd]).at(-1)!
    // 10 % of the PTK reserve moves the first pool about 9 %.
    expect(priceImpactPercent(amountIn, [ptkEth, ethPusd], out)).toBeGreaterThan(9)
    expect(priceImpactPercent(amountIn, [ptkEth, ethPusd], out)).toBeLessThan(10)
  })
})
