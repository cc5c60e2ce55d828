import { getContractAddress, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, UNISWAP_ACCOUNT } from './accounts.ts'
import { NATIVE_PRICE_USD } from './serverConfig.ts'
import { PORTICO_TOKENS } from './tokens.ts'
import {
  DEVNET_POOLS,
  DEVNET_UNISWAP,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapPairAddress,
} from './uniswap.ts'
import { loadUniswapArtifacts } from './uniswapArtifacts.ts'

describe('DEVNET_UNISWAP', () => {
  it('default: account 9 deploys WETH9, the factory and Router02 at nonces 0, 1, 2', () => {
    expect(UNISWAP_ACCOUNT).toBe(DEV_ACCOUNTS[9])
    expect(DEVNET_UNISWAP).toEqual({
      weth: { label: 'WETH9', nonce: 0, address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' },
      factory: {
        label: 'UniswapV2Factory',
        nonce: 1,
        address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
      },
      router: {
        label: 'UniswapV2Router02',
        nonce: 2,
        address: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
      },
    })
    for (const spec of Object.values(DEVNET_UNISWAP))
      expect(getContractAddress({ from: UNISWAP_ACCOUNT.address, nonce: BigInt(spec.nonce) })).toBe(
        spec.address,
      )
  })
})

describe('loadUniswapArtifacts', () => {
  it('behavior: the pair’s creation code hashes to the init code hash Router02 has hard-coded', async () => {
    const { pair, router, factory } = await loadUniswapArtifacts()
    expect(keccak256(pair.bytecode)).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH)
    expect(router.bytecode).toContain(UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2))
    // The factory creates pairs from this very code.
    expect(factory.bytecode).toContain(pair.bytecode.slice(2))
  })

  it('behavior: read once per process', async () => {
    expect(await loadUniswapArtifacts()).toBe(await loadUniswapArtifacts())
  })
})

describe('DEVNET_POOLS', () => {
  const usdPrice = (symbol: string) =>
    symbol === 'ETH'
      ? NATIVE_PRICE_USD
      : (PORTICO_TOKENS.find((token) => token.symbol === symbol)?.priceUsd ?? Number.NaN)

  it('default: ETH/PUSD, ETH/PTK and PTK/PUSD, each priced as the server prices its tokens', () => {
    expect(DEVNET_POOLS.map((pool) => pool.name)).toEqual(['ETH/PUSD', 'ETH/PTK', 'PTK/PUSD'])
    for (const { sides } of DEVNET_POOLS) {
      const [a, b] = sides.map(
        (side) => (Number(side.amount) / 10 ** side.decimals) * usdPrice(side.symbol),
      )
      expect(a).toBeCloseTo(b ?? Number.NaN, 6)
    }
  })

  it('default: ETH/PUSD is deep, the PTK pools are shallow', () => {
    const worth = (index: number) => {
      const side = DEVNET_POOLS[index]!.sides[0]
      return (Number(side.amount) / 10 ** side.decimals) * usdPrice(side.symbol) * 2
    }
    expect(worth(0)).toBe(600_000)
    expect(worth(1)).toBe(12_000)
    expect(worth(2)).toBe(10_000)
  })

  it('behavior: the liquidity fits in the holding account 9 is minted', () => {
    for (const token of PORTICO_TOKENS) {
      const used = DEVNET_POOLS.flatMap((pool) => pool.sides)
        .filter((side) => side.token === token.address)
        .reduce((sum, side) => sum + side.amount, 0n)
      expect(used).toBeLessThanOrEqual(token.holdingEach * 10n ** BigInt(token.decimals))
    }
  })

  it('behavior: pair addresses are the factory’s CREATE2 of the sorted tokens, either way round', () => {
    const [pusd, ptk] = PORTICO_TOKENS
    expect(uniswapPairAddress(pusd.address, ptk.address)).toBe(
      uniswapPairAddress(ptk.address, pusd.address),
    )
    expect(DEVNET_POOLS.map((pool) => pool.pair)).toEqual([
      '0x6e3f620c0D4933e7Edaf74c94bD58F382228aee8',
      '0xe7Ce3f7A456C4c6f56767d3b6CD82C1F930dCa1C',
      '0xFD7c9ca75cf5FedF222eC0e02F235363C3add5B7',
    ])
  })
})
