import type { Address, Hex } from 'viem'

/*
 * Farcaster on the devnet: the addresses `@farcaster/auth-client` 0.7 reads (its viem connector
 * hard-codes Farcaster's Optimism contracts, whatever chain its `rpcUrl` serves) and the test
 * accounts registered there. No imports beyond types: the test client and tests read this file
 * without loading the devnet.
 */

/** Farcaster's IdRegistry on Optimism: `idOf(custody)` is read here (the devnet's stand-in). */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Farcaster's KeyRegistry on Optimism: `keyDataOf(fid, key)` (the devnet's stand-in knows none). */
export const FARCASTER_KEY_REGISTRY_ADDRESS: Address = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'

/** A Farcaster account of the devnet: a fid and the key of its custody address. */
export interface FarcasterTestAccount {
  fid: number
  username: string
  displayName: string
  /** The custody address (of `custodyPrivateKey`), registered for `fid` in the ID registry. */
  custodyAddress: Address
  /** Public knowledge (anvil's mnemonic): never use it for anything real. */
  custodyPrivateKey: Hex
}

/**
 * The test fids registered in the devnet's ID registry on chain 31337 at every start (and by
 * `installFarcasterRegistry` in tests): custody keys are anvil's mnemonic at indexes 20 and 21,
 * which no other part of the stack uses and which hold no ETH (a custody key only signs).
 */
export const DEVNET_FARCASTER_ACCOUNTS: readonly FarcasterTestAccount[] = [
  {
    fid: 1001,
    username: 'alice',
    displayName: 'Alice',
    custodyAddress: '0x09DB0a93B389bEF724429898f539AEB7ac2Dd55f',
    custodyPrivateKey: '0xeaa861a9a01391ed3d587d8a5a84ca56ee277629a8b02c22093a419bf240e65d',
  },
  {
    fid: 1002,
    username: 'bob',
    displayName: 'Bob',
    custodyAddress: '0x02484cb50AAC86Eae85610D6f4Bf026f30f6627D',
    custodyPrivateKey: '0xc511b2aa70776d4ff1d376e8537903dae36896132c90b91d52c1dfbae267cd8b',
  },
]
