import { type Address, getContractAddress } from 'viem'
import { DEPLOYER_ACCOUNT } from './accounts.ts'
import { PORTICO_TOKENS } from './tokens.ts'

/** One of the devnet's ERC-721 collections (PorticoNft.sol), same address on every chain. */
export interface CollectionSpec {
  name: string
  symbol: string
  /** Listed as a spam contract in the server config: its transfers and holdings are hidden. */
  spam: boolean
  /** Deployed by account 0 at this nonce (after the tokens) on a fresh chain, hence at `address`. */
  nonce: number
  address: Address
}

function spec(parameters: Omit<CollectionSpec, 'address'>): CollectionSpec {
  return {
    ...parameters,
    address: getContractAddress({
      from: DEPLOYER_ACCOUNT.address,
      nonce: BigInt(parameters.nonce),
    }),
  }
}

const firstNonce = PORTICO_TOKENS.length

/**
 * The collections, in deployment order: 'Portico Test NFT' (PNFT) and 'Spam Drop' (SPAM, listed
 * as spam). Nothing is minted at deployment: anyone may call `mint(to)`.
 *
 * @example
 * const [nft, spamDrop] = PORTICO_COLLECTIONS
 */
export const PORTICO_COLLECTIONS: readonly [CollectionSpec, CollectionSpec] = [
  spec({ name: 'Portico Test NFT', symbol: 'PNFT', spam: false, nonce: firstNonce }),
  spec({ name: 'Spam Drop', symbol: 'SPAM', spam: true, nonce: firstNonce + 1 }),
]
