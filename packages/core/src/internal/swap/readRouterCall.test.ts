import { describe, expect, it } from 'vitest'
import { readApproveCall, readRouterCall } from './readRouterCall.ts'

// Calldata encoded with viem's encodeFunctionData from the Uniswap V2 router's and ERC-20's
// signatures (the selectors are theirs: 0x7ff36ab5, 0x18cbafe5, 0x38ed1739, 0x095ea7b3).
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const PUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const PTK = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ROUTER = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'

const ETH_FOR_TOKENS =
  '0x7ff36ab500000000000000000000000000000000000000000000000000000000afd0e2c90000000000000000000000000000000000000000000000000000000000000080000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb9226600000000000000000000000000000000000000000000000000000000692873280000000000000000000000000000000000000000000000000000000000000002000000000000000000000000c02aaa39b223fe8d0a0e5c4f27ead9083c756cc20000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3'
const TOKENS_FOR_ETH =
  '0x18cbafe5000000000000000000000000000000000000000000000000000000000016e3600000000000000000000000000000000000000000000000000001bda703f0a00000000000000000000000000000000000000000000000000000000000000000a0000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266000000000000000000000000000000000000000000000000000000006928732800000000000000000000000000000000000000000000000000000000000000020000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3000000000000000000000000c02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const TOKENS_FOR_TOKENS =
  '0x38ed1739000000000000000000000000000000000000000000000000000000000016e360000000000000000000000000000000000000000000000000283edea298a2000000000000000000000000000000000000000000000000000000000000000000a0000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266000000000000000000000000000000000000000000000000000000006928732800000000000000000000000000000000000000000000000000000000000000030000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3000000000000000000000000c02aaa39b223fe8d0a0e5c4f27ead9083c756cc2000000000000000000000000e7f1725e7734ce288f8367e1bb143e90bb3f0512'
const APPROVE =
  '0x095ea7b30000000000000000000000009fe46736679d2d9a65f0992f2272de9f3c7fa6e0000000000000000000000000000000000000000000000000000000000016e360'

describe('readRouterCall', () => {
  it('default: swapExactETHForTokens (the amount in is the value)', () => {
    expect(readRouterCall(ETH_FOR_TOKENS)).toEqual({
      functionName: 'swapExactETHForTokens',
      amountOutMin: 2949702345n,
      path: [WETH, PUSD],
      to: USER,
      deadline: 1764258600n,
    })
  })

  it('default: swapExactTokensForETH and swapExactTokensForTokens, a three-hop path', () => {
    expect(readRouterCall(TOKENS_FOR_ETH)).toEqual({
      functionName: 'swapExactTokensForETH',
      amountIn: 1500000n,
      amountOutMin: 490000000000000n,
      path: [PUSD, WETH],
      to: USER,
      deadline: 1764258600n,
    })
    expect(readRouterCall(TOKENS_FOR_TOKENS)).toMatchObject({
      functionName: 'swapExactTokensForTokens',
      amountIn: 1500000n,
      amountOutMin: 2900000000000000000n,
      path: [PUSD, WETH, PTK],
    })
  })

  it('behavior: anything not exactly one of the three is not read', () => {
    const word = (hex: string) => hex.padStart(64, '0')
    for (const data of [
      '0x',
      'not hex',
      APPROVE,
      `${ETH_FOR_TOKENS}00`,
      `${ETH_FOR_TOKENS}${word('1')}`,
      ETH_FOR_TOKENS.slice(0, -64),
      // The path offset points elsewhere than right after the head.
      ETH_FOR_TOKENS.replace(word('80'), word('a0')),
      // Dirty high bits in the receiver's word.
      ETH_FOR_TOKENS.replace(word(USER.slice(2)), `01${word(USER.slice(2)).slice(2)}`),
    ])
      expect(readRouterCall(data), data.slice(0, 20)).toBeUndefined()
  })
})

describe('readApproveCall', () => {
  it('default: the spender and the amount', () => {
    expect(readApproveCall(APPROVE)).toEqual({ spender: ROUTER, amount: 1500000n })
  })

  it('behavior: another call or trailing bytes are not read', () => {
    expect(readApproveCall(ETH_FOR_TOKENS)).toBeUndefined()
    expect(readApproveCall(`${APPROVE}${'0'.repeat(64)}`)).toBeUndefined()
    expect(readApproveCall(APPROVE.replace('095ea7b3', 'a9059cbb'))).toBeUndefined()
  })
})
