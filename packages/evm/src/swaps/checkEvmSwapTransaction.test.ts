import type { ConfirmedSwap, ConvertTransaction } from '@portico/core'
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { evmAdapter } from '../evmAdapter.ts'
import { APPROVE_ABI, ROUTER_ABI } from '../test/swapCallAbi.ts'
import { checkEvmApproveTransaction } from './checkEvmApproveTransaction.ts'
import { checkEvmSwapTransaction } from './checkEvmSwapTransaction.ts'
import { evmSwaps } from './evmSwaps.ts'

// The swap service's transactions as a hostile service could build them, encoded with viem, and
// the checks that stand between them and the wallet.
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ROUTER = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const PUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const PTK = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const DEADLINE = 1764258600n

/** 100 PUSD for PTK at 1% slippage, the trade's least output 190 PTK. */
const swap: ConfirmedSwap = {
  account: USER,
  fromToken: { address: PUSD, symbol: 'PUSD' },
  toToken: { address: PTK, symbol: 'PTK' },
  amount: 100_000_000n,
  minimumReceived: 190n * 10n ** 18n,
  slippage: '1',
}
const MINIMUM = (190n * 10n ** 18n).toString()

type Args = {
  amountIn?: bigint
  amountOutMin?: bigint
  path?: `0x${string}`[]
  to?: `0x${string}`
}
const tokensForTokens = (args: Args = {}) =>
  encodeFunctionData({
    abi: ROUTER_ABI,
    functionName: 'swapExactTokensForTokens',
    args: [
      args.amountIn ?? swap.amount,
      args.amountOutMin ?? BigInt(MINIMUM),
      args.path ?? [PUSD, WETH, PTK],
      args.to ?? USER,
      DEADLINE,
    ],
  })
const trade = (change: Partial<ConvertTransaction> = {}): ConvertTransaction => ({
  from: USER,
  to: ROUTER,
  data: tokensForTokens(),
  value: '0',
  ...change,
})
const check = (transaction: ConvertTransaction, confirmed: ConfirmedSwap = swap) =>
  checkEvmSwapTransaction({ transaction, minimumToAmount: MINIMUM, swap: confirmed })
/** The check's refusal, or 'accepted'. */
const refusal = (answer: object | undefined): string =>
  answer && 'refused' in answer ? String(answer.refused) : 'accepted'

describe('checkEvmSwapTransaction', () => {
  it('default: the trade confirmed passes and names its router', () => {
    expect(check(trade({ to: ROUTER.toUpperCase().replace('0X', '0x') }))).toEqual({
      router: ROUTER,
    })
    expect(check(trade(), { ...swap, router: ROUTER })).toEqual({ router: ROUTER })
  })

  it('parameters: paying the native currency is swapExactETHForTokens with the amount as value', () => {
    const native = { ...swap, fromToken: { symbol: 'ETH' }, amount: 10n ** 18n }
    const data = encodeFunctionData({
      abi: ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [BigInt(MINIMUM), [WETH, PTK], USER, DEADLINE],
    })
    expect(check(trade({ data, value: (10n ** 18n).toString() }), native)).toEqual({
      router: ROUTER,
    })
    expect(refusal(check(trade({ data, value: '1' }), native))).toBe(`It pays 1, not ${10n ** 18n}`)
  })

  it('behavior: a router other than the approval was for is refused', () => {
    expect(refusal(check(trade({ to: OTHER }), { ...swap, router: ROUTER }))).toBe(
      `The trade calls ${OTHER}, the approval was for ${ROUTER}`,
    )
  })

  it('behavior: another function is refused: another selector, or another of the three swaps', () => {
    const approve = encodeFunctionData({
      abi: APPROVE_ABI,
      functionName: 'approve',
      args: [OTHER, 2n ** 256n - 1n],
    })
    expect(refusal(check(trade({ data: approve })))).toBe('The data is not a router swap')
    const selector = `0xa9059cbb${tokensForTokens().slice(10)}`
    expect(refusal(check(trade({ data: selector })))).toBe('The data is not a router swap')
    const forEth = encodeFunctionData({
      abi: ROUTER_ABI,
      functionName: 'swapExactTokensForETH',
      args: [swap.amount, BigInt(MINIMUM), [PUSD, WETH], USER, DEADLINE],
    })
    expect(refusal(check(trade({ data: forEth })))).toBe(
      'swapExactTokensForETH instead of swapExactTokensForTokens',
    )
  })

  it('behavior: truncated or padded calldata is refused', () => {
    const data = tokensForTokens()
    for (const cut of [data.slice(0, -64), data.slice(0, 10 + 64 * 3), data.slice(0, -1), '0x'])
      expect(refusal(check(trade({ data: cut }))), cut.length.toString()).toBe(
        'The data is not a router swap',
      )
    expect(refusal(check(trade({ data: `${data}${'0'.repeat(64)}` })))).toBe(
      'The data is not a router swap',
    )
  })

  it('behavior: a recipient other than the payer is refused', () => {
    expect(refusal(check(trade({ data: tokensForTokens({ to: OTHER }) })))).toBe(
      `It pays out to ${OTHER}`,
    )
  })

  it('behavior: a transaction sent from another account is refused', () => {
    expect(refusal(check(trade({ from: OTHER })))).toBe(`It is sent from ${OTHER}`)
  })

  it('behavior: another amount, or value on top of a token payment, is refused', () => {
    expect(refusal(check(trade({ data: tokensForTokens({ amountIn: 1n }) })))).toBe(
      `It pays 1, not ${swap.amount}`,
    )
    expect(refusal(check(trade({ value: '5' })))).toBe('It also sends 5 wei')
  })

  it('behavior: selling or buying another token is refused', () => {
    expect(refusal(check(trade({ data: tokensForTokens({ path: [OTHER, PTK] }) })))).toBe(
      `It sells ${OTHER}, not PUSD`,
    )
    expect(refusal(check(trade({ data: tokensForTokens({ path: [PUSD, OTHER] }) })))).toBe(
      `It buys ${OTHER}, not PTK`,
    )
  })

  it('behavior: a least output other than the answer’s, or below the slippage allows, is refused', () => {
    expect(refusal(check(trade({ data: tokensForTokens({ amountOutMin: 0n }) })))).toBe(
      `amountOutMin 0 is not the answer's ${MINIMUM}`,
    )
    const low = 100n
    expect(
      refusal(
        checkEvmSwapTransaction({
          transaction: trade({ data: tokensForTokens({ amountOutMin: low }) }),
          minimumToAmount: low.toString(),
          swap,
        }),
      ),
    ).toBe(`amountOutMin 100 is below ${swap.minimumReceived} (1% slippage)`)
  })
})

describe('checkEvmApproveTransaction', () => {
  const approval = (
    change: Partial<ConvertTransaction> = {},
    args: [`0x${string}`, bigint] = [ROUTER, swap.amount],
  ): ConvertTransaction => ({
    from: USER,
    to: PUSD,
    data: encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args }),
    value: '0',
    ...change,
  })
  const checkApproval = (transaction: ConvertTransaction) =>
    checkEvmApproveTransaction({ transaction, swap: { ...swap, router: ROUTER } })

  it('default: approve(router, amount) on the token paid with passes', () => {
    expect(checkApproval(approval())).toBeUndefined()
  })

  it('behavior: another spender, an unlimited amount, another token, value or sender is refused', () => {
    expect(refusal(checkApproval(approval({}, [OTHER, swap.amount])))).toBe(
      `It approves ${OTHER}, not ${ROUTER}`,
    )
    const unlimited = 2n ** 256n - 1n
    expect(refusal(checkApproval(approval({}, [ROUTER, unlimited])))).toBe(
      `It approves ${unlimited}, not ${swap.amount}`,
    )
    expect(refusal(checkApproval(approval({ to: PTK })))).toBe(
      `The approval is sent to ${PTK}, not PUSD`,
    )
    expect(refusal(checkApproval(approval({ value: '1' })))).toBe('The approval sends 1 wei')
    expect(refusal(checkApproval(approval({ from: OTHER })))).toBe(`It is sent from ${OTHER}`)
    expect(refusal(checkApproval(approval({ data: tokensForTokens() })))).toBe(
      'The data is not approve(spender, amount)',
    )
  })
})

describe('evmSwaps', () => {
  it('default: the EVM adapter checks swaps with it', async () => {
    const swaps = evmAdapter().swaps
    await expect(
      swaps?.checkSwapTransaction({
        transaction: trade({ from: OTHER }),
        minimumToAmount: MINIMUM,
        swap,
      }),
    ).resolves.toEqual({ refused: `It is sent from ${OTHER}` })
  })

  it('default: the capability loads the checks on first use and answers as they do', async () => {
    const swaps = evmSwaps()
    await expect(
      swaps.checkSwapTransaction({ transaction: trade(), minimumToAmount: MINIMUM, swap }),
    ).resolves.toEqual({ router: ROUTER })
    await expect(
      swaps.checkSwapTransaction({
        transaction: trade({ data: tokensForTokens({ to: OTHER }) }),
        minimumToAmount: MINIMUM,
        swap,
      }),
    ).resolves.toEqual({ refused: `It pays out to ${OTHER}` })
    await expect(
      swaps.checkApproveTransaction({
        transaction: trade(),
        swap: { ...swap, router: ROUTER },
      }),
    ).resolves.toEqual({ refused: `The approval is sent to ${ROUTER}, not PUSD` })
    await expect(
      swaps.checkApproveTransaction({
        transaction: {
          from: USER,
          to: PUSD,
          data: encodeFunctionData({
            abi: APPROVE_ABI,
            functionName: 'approve',
            args: [ROUTER, swap.amount],
          }),
          value: '0',
        },
        swap: { ...swap, router: ROUTER },
      }),
    ).resolves.toBeUndefined()
  })
})
