import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeContractCall } from './decodeContractCall.ts'

const ROUTER: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const PUSD: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const PTK: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const WETH: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const ME: Address = OTHER_ADDRESS
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])

const approveData = (spender: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

describe('decodeContractCall', () => {
  test('default: approve(spender, amount) on a token → an allowance', () => {
    expect(
      decodeContractCall({ to: PTK, value: 0n, data: approveData(ROUTER, 10n ** 20n) }),
    ).toEqual({ kind: 'approve', token: PTK, spender: ROUTER, amount: 10n ** 20n })
  })

  test('default: swapExactETHForTokens → the value sold for the last token of the path', () => {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [2_949_700_000n, [WETH, PUSD], ME, 1_764_258_600n],
    })
    expect(decodeContractCall({ to: ROUTER, value: 10n ** 18n, data })).toEqual({
      kind: 'swap',
      router: ROUTER,
      sell: { kind: 'native' },
      sellAmount: 10n ** 18n,
      buy: { kind: 'token', token: PUSD },
      buyAtLeast: 2_949_700_000n,
      path: [WETH, PUSD],
      recipient: ME,
      deadline: 1_764_258_600n,
    })
  })

  test('default: swapExactTokensForETH and swapExactTokensForTokens → the first token sold', () => {
    const toEth = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForETH',
      args: [5n * 10n ** 6n, 1n, [PUSD, WETH], ME, 1n],
    })
    expect(decodeContractCall({ to: ROUTER, value: 0n, data: toEth })).toMatchObject({
      sell: { kind: 'token', token: PUSD },
      sellAmount: 5n * 10n ** 6n,
      buy: { kind: 'native' },
    })
    const toToken = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [10n ** 18n, 1n, [PTK, WETH, PUSD], ME, 1n],
    })
    expect(decodeContractCall({ to: ROUTER, value: 0n, data: toToken })).toMatchObject({
      sell: { kind: 'token', token: PTK },
      buy: { kind: 'token', token: PUSD },
      path: [PTK, WETH, PUSD],
    })
  })

  const tokensForTokens = encodeFunctionData({
    abi: routerAbi,
    functionName: 'swapExactTokensForTokens',
    args: [10n ** 18n, 1n, [PTK, PUSD], ME, 1n],
  })

  test.each([
    ['no contract', { to: undefined, value: 0n, data: approveData(ROUTER, 1n) }],
    ['no calldata', { to: PTK, value: 0n, data: undefined }],
    ['another selector', { to: PTK, value: 0n, data: '0xdeadbeef' as Hex }],
    ['a value sent with approve', { to: PTK, value: 1n, data: approveData(ROUTER, 1n) }],
    ['a value sent with a token trade', { to: ROUTER, value: 1n, data: tokensForTokens }],
    ['trailing bytes', { to: PTK, value: 0n, data: `${approveData(ROUTER, 1n)}00` as Hex }],
    [
      'dirty padding in an address word',
      {
        to: PTK,
        value: 0n,
        data: approveData(ROUTER, 1n).replace('0x095ea7b3000', '0x095ea7b3fff') as Hex,
      },
    ],
    ['cut short', { to: PTK, value: 0n, data: approveData(ROUTER, 1n).slice(0, 40) as Hex }],
    [
      'a one-token path',
      {
        to: ROUTER,
        value: 0n,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactTokensForTokens',
          args: [1n, 1n, [PTK], ME, 1n],
        }),
      },
    ],
  ])('hostile: %s → not recognised (shown raw)', (_, call) => {
    expect(decodeContractCall(call)).toBeUndefined()
  })
})
