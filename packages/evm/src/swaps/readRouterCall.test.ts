import { decodeFunctionData, encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { ROUTER_ABI } from '../test/swapCallAbi.ts'
import { readRouterCall } from './readRouterCall.ts'

// Calldata encoded with viem's encodeFunctionData from the Uniswap V2 router's and ERC-20's
// signatures (the selectors are theirs: 0x7ff36ab5, 0x18cbafe5, 0x38ed1739, 0x095ea7b3).
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const PUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const PTK = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

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

  it('behavior: hex digits in either case are read, the addresses lower-cased', () => {
    expect(readRouterCall(`0x${ETH_FOR_TOKENS.slice(2).toUpperCase()}`)).toEqual(
      readRouterCall(ETH_FOR_TOKENS),
    )
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
      // Truncated anywhere: inside the head, inside the path, an odd digit short.
      ETH_FOR_TOKENS.slice(0, 10 + 64 * 2),
      ETH_FOR_TOKENS.slice(0, -1),
      // Another function's selector over the same arguments (transfer(address,uint256)).
      ETH_FOR_TOKENS.replace('7ff36ab5', 'a9059cbb'),
      // A path of one token, and a length word claiming more tokens than the data holds.
      ETH_FOR_TOKENS.replace(word('2'), word('1')).slice(0, -64),
      ETH_FOR_TOKENS.replace(word('2'), word('3')),
      // The path offset points elsewhere than right after the head.
      ETH_FOR_TOKENS.replace(word('80'), word('a0')),
      TOKENS_FOR_ETH.replace(word('a0'), word('80')),
      // Dirty high bits in the receiver's word.
      ETH_FOR_TOKENS.replace(word(USER.slice(2)), `01${word(USER.slice(2)).slice(2)}`),
      // A selector alone, a path length of 2^256 - 1, and megabytes after a real call.
      '0x7ff36ab5',
      ETH_FOR_TOKENS.replace(word('2'), 'f'.repeat(64)),
      `${ETH_FOR_TOKENS}${'0'.repeat(4_000_000)}`,
    ])
      expect(readRouterCall(data), data.slice(0, 20)).toBeUndefined()
  })

  it('behavior: a path viem encodes canonically but shorter than 2 or longer than 8 tokens is not read', () => {
    const ethForTokens = (path: `0x${string}`[]) =>
      encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [1n, path, USER, 1764258600n],
      })
    expect(readRouterCall(ethForTokens([WETH, ...Array(7).fill(PUSD)]))).toBeDefined()
    expect(readRouterCall(ethForTokens([WETH, ...Array(8).fill(PUSD)]))).toBeUndefined()
    expect(readRouterCall(ethForTokens([WETH]))).toBeUndefined()
    expect(readRouterCall(ethForTokens([]))).toBeUndefined()
  })

  it('behavior: bytes viem decodes but would not have written are not read', () => {
    const word = (hex: string) => hex.padStart(64, '0')
    const head = ETH_FOR_TOKENS.slice(0, 10 + 64 * 4)
    const tail = ETH_FOR_TOKENS.slice(10 + 64 * 4)
    for (const data of [
      // A spare word between the head and the path, the offset pointing past it.
      `${head.replace(word('80'), word('a0'))}${word('0')}${tail}`,
      // The receiver's word with a high bit set: viem's decoder keeps the low 20 bytes.
      ETH_FOR_TOKENS.replace(word(USER.slice(2)), `80${word(USER.slice(2)).slice(2)}`),
    ]) {
      expect(() =>
        decodeFunctionData({ abi: ROUTER_ABI, data: data as `0x${string}` }),
      ).not.toThrow()
      expect(readRouterCall(data), data.slice(0, 20)).toBeUndefined()
    }
  })
})
