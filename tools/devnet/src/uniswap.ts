import {
  type Address,
  encodePacked,
  getContractAddress,
  getCreate2Address,
  type Hex,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem'
import { UNISWAP_ACCOUNT } from './accounts.ts'
import { PORTICO_TOKENS } from './tokens.ts'

/**
 * keccak256 of UniswapV2Pair's creation code (v2-core 1.0.1): Router02 has it hard-coded to
 * compute pair addresses, so a pair is found only if the factory creates it from this code.
 */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** One Uniswap V2 contract the devnet deploys. */
export interface UniswapContractSpec {
  /** The artifact's contract name, e.g. 'UniswapV2Router02'. */
  label: string
  /** Deployed by UNISWAP_ACCOUNT at this nonce on a fresh chain, hence at `address`. */
  nonce: number
  address: Address
}

function contract(label: string, nonce: number): UniswapContractSpec {
  return {
    label,
    nonce,
    address: getContractAddress({ from: UNISWAP_ACCOUNT.address, nonce: BigInt(nonce) }),
  }
}

/**
 * Uniswap V2 on every devnet chain, deployed by account 9 in this order (the nonces fix the
 * addresses, the same on both chains): WETH9, UniswapV2Factory (account 9 its `feeToSetter`,
 * no protocol fee), UniswapV2Router02.
 *
 * @example
 * DEVNET_UNISWAP.router.address // '0xb19b36b1456E65E3A6D514D3F715f204BD59f431' on 31337 and 31338
 */
export const DEVNET_UNISWAP = {
  weth: contract('WETH9', 0),
  factory: contract('UniswapV2Factory', 1),
  router: contract('UniswapV2Router02', 2),
} as const

/**
 * The gas limit to send a router swap with when no estimate may be trusted: an estimate is made
 * in the latest block, and in a block of a later second the pair also writes its price
 * accumulators (from zero, tens of thousands of gas more), so a swap sent with its bare
 * estimate can run out of gas. One- and two-pair swaps use well under it.
 *
 * @example
 * await wallet.writeContract({ address: DEVNET_UNISWAP.router.address, ..., gas: DEVNET_SWAP_GAS })
 */
export const DEVNET_SWAP_GAS = 300_000n

/** One side of a pool: 'ETH' is the native currency, held by the pair as WETH. */
export interface PoolSide {
  symbol: 'ETH' | 'PUSD' | 'PTK'
  /** The ERC-20 the pair holds (WETH for ETH). */
  token: Address
  decimals: number
  /** What the liquidity account puts in, in the smallest unit. */
  amount: bigint
}

/** A pool the devnet seeds, priced as the server's fixed prices (ETH 3000, PUSD 1, PTK 2.5 USD). */
export interface PoolSpec {
  /** 'ETH/PUSD' */
  name: string
  sides: readonly [PoolSide, PoolSide]
  /** The pair's address (CREATE2 of the factory), the same on both chains. */
  pair: Address
}

const [PUSD, PTK] = PORTICO_TOKENS

const eth = (whole: string): PoolSide => ({
  symbol: 'ETH',
  token: DEVNET_UNISWAP.weth.address,
  decimals: 18,
  amount: parseEther(whole),
})
const token = (spec: (typeof PORTICO_TOKENS)[number], whole: string): PoolSide => ({
  symbol: spec.symbol as 'PUSD' | 'PTK',
  token: spec.address,
  decimals: spec.decimals,
  amount: parseUnits(whole, spec.decimals),
})

/**
 * The pair Router02 finds for two tokens: CREATE2 by the factory, salted with the sorted pair.
 *
 * @example
 * uniswapPairAddress(DEVNET_UNISWAP.weth.address, PORTICO_TOKENS[0].address)
 */
export function uniswapPairAddress(tokenA: Address, tokenB: Address): Address {
  const [token0, token1] =
    tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  return getCreate2Address({
    from: DEVNET_UNISWAP.factory.address,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  })
}

function pool(a: PoolSide, b: PoolSide): PoolSpec {
  return {
    name: `${a.symbol}/${b.symbol}`,
    sides: [a, b],
    pair: uniswapPairAddress(a.token, b.token),
  }
}

/**
 * The pools, at the prices `fungible/price` reports: ETH/PUSD deep (100 ETH : 300,000 PUSD, a
 * 1 ETH trade moves it about 1 %), ETH/PTK and PTK/PUSD shallow (2 ETH : 2,400 PTK and
 * 2,000 PTK : 5,000 PUSD) so that price impact shows. Together they take 101 ETH, 305,000 PUSD
 * and 4,400 PTK of the liquidity account's holdings.
 *
 * @example
 * const [ethPusd] = DEVNET_POOLS
 * ethPusd.pair // the pair's address on both chains
 */
export const DEVNET_POOLS: readonly [PoolSpec, PoolSpec, PoolSpec] = [
  pool(eth('100'), token(PUSD, '300000')),
  pool(eth('2'), token(PTK, '2400')),
  pool(token(PTK, '2000'), token(PUSD, '5000')),
]
