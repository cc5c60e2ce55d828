import type { Address } from 'viem'
import { getContractAddress } from 'viem'
import { DEPLOYER_ACCOUNT } from './accounts.ts'

/** One of the devnet's ERC-20 tokens, as deployed (same address on every devnet chain). */
export interface TokenSpec {
  name: string
  symbol: string
  decimals: number
  /** Whole tokens minted to each of accounts 0–4. */
  holdingEach: bigint
  /** The price the server reports for it. */
  priceUsd: number
  /** Deployed by account 0 at this nonce on a fresh chain, hence at `address`. */
  nonce: number
  address: Address
}

function spec(parameters: Omit<TokenSpec, 'address'>): TokenSpec {
  return {
    ...parameters,
    address: getContractAddress({
      from: DEPLOYER_ACCOUNT.address,
      nonce: BigInt(parameters.nonce),
    }),
  }
}

/**
 * The tokens, in deployment order. The order fixes the deployer's nonces and so the addresses:
 * PUSD at 0x5FbDB2315678afecb367f032d93F642f64180aa3, PTK at
 * 0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512, on both chains.
 *
 * @example
 * const [pusd, ptk] = PORTICO_TOKENS
 * pusd.address // '0x5FbDB2315678afecb367f032d93F642f64180aa3'
 */
export const PORTICO_TOKENS: readonly [TokenSpec, TokenSpec] = [
  spec({
    name: 'Portico USD',
    symbol: 'PUSD',
    decimals: 6,
    holdingEach: 1_000_000n,
    priceUsd: 1,
    nonce: 0,
  }),
  spec({
    name: 'Portico Token',
    symbol: 'PTK',
    decimals: 18,
    holdingEach: 5_000n,
    priceUsd: 2.5,
    nonce: 1,
  }),
]
