import { createPublicClient, erc20Abi, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, UNISWAP_ACCOUNT } from './accounts.ts'
import { addDevnetLiquidity } from './addDevnetLiquidity.ts'
import { compilePorticoToken } from './compilePorticoToken.ts'
import { deployTokens } from './deployTokens.ts'
import { startTestAnvil, type TestAnvil } from './startTestAnvil.ts'
import { PORTICO_TOKENS } from './tokens.ts'
import { DEVNET_POOLS, DEVNET_UNISWAP } from './uniswap.ts'

const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
])
const factoryAbi = parseAbi([
  'function allPairsLength() view returns (uint256)',
  'function getPair(address, address) view returns (address)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])

let anvil: TestAnvil
let bare: TestAnvil
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  ;[anvil, bare] = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338, uniswap: false }),
  ])
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const { artifact } = await compilePorticoToken()
  await deployTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl, artifact })
  await addDevnetLiquidity({ chainId: 31337, rpcUrl: anvil.rpcUrl })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
  await bare?.stop()
})

describe('startTestAnvil + deployTokens + addDevnetLiquidity', () => {
  it('default: startTestAnvil deploys Uniswap V2 at the devnet addresses, the router wired to its factory and WETH', async () => {
    for (const { address } of Object.values(DEVNET_UNISWAP))
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    const router = DEVNET_UNISWAP.router.address
    expect(
      await client.readContract({ address: router, abi: routerAbi, functionName: 'factory' }),
    ).toBe(DEVNET_UNISWAP.factory.address)
    expect(
      await client.readContract({ address: router, abi: routerAbi, functionName: 'WETH' }),
    ).toBe(DEVNET_UNISWAP.weth.address)
  })

  it('parameters: uniswap: false leaves the chain bare', async () => {
    const bareClient = createPublicClient({ transport: http(bare.rpcUrl) })
    expect(await bareClient.getCode({ address: DEVNET_UNISWAP.router.address })).toBeUndefined()
    expect(await bareClient.getTransactionCount({ address: UNISWAP_ACCOUNT.address })).toBe(0)
  })

  it('behavior: the tokens keep their addresses with account 9 as a sixth holder', async () => {
    for (const token of PORTICO_TOKENS) {
      expect(
        await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'symbol',
        }),
      ).toBe(token.symbol)
    }
  })

  it('default: the factory holds the three pairs, with the reserves of DEVNET_POOLS', async () => {
    const factory = DEVNET_UNISWAP.factory.address
    expect(
      await client.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(3n)
    for (const pool of DEVNET_POOLS) {
      const [a, b] = pool.sides
      expect(
        await client.readContract({
          address: factory,
          abi: factoryAbi,
          functionName: 'getPair',
          args: [a.token, b.token],
        }),
      ).toBe(pool.pair)
      const token0 = await client.readContract({
        address: pool.pair,
        abi: pairAbi,
        functionName: 'token0',
      })
      const [reserve0, reserve1] = await client.readContract({
        address: pool.pair,
        abi: pairAbi,
        functionName: 'getReserves',
      })
      expect(token0 === a.token ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual([
        a.amount,
        b.amount,
      ])
    }
  })

  it('behavior: accounts 0–4 keep their documented balances: 1,000,000 PUSD, 5,000 PTK, 10,000 ETH', async () => {
    const [pusd, ptk] = PORTICO_TOKENS
    for (const account of DEV_ACCOUNTS.slice(0, 5)) {
      const balanceOf = (address: `0x${string}`) =>
        client.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
      expect(await balanceOf(pusd.address)).toBe(1_000_000n * 10n ** 6n)
      expect(await balanceOf(ptk.address)).toBe(5_000n * 10n ** 18n)
    }
    // Account 0 paid for the token deploys; 1–4 sent nothing.
    for (const account of DEV_ACCOUNTS.slice(1, 5))
      expect(await client.getBalance(account)).toBe(10_000n * 10n ** 18n)
  })
})
