import { type Address, address, lamports, none, some } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DEV_ACCOUNT_LAMPORTS } from './constants.ts'
import { DEV_ACCOUNT_TOKEN_AMOUNT, LOCAL_SOLANA_TOKEN, SOLANA_DEV_ACCOUNTS } from './devAccounts.ts'
import type { LocalChain } from './localChain.ts'

const SYSTEM_PROGRAM_ADDRESS = address('11111111111111111111111111111111')

/**
 * The associated PUSD token account of an owner.
 *
 * @example
 * await localTokenAccountOf(address(SOLANA_DEV_ACCOUNTS[0].address))
 */
export async function localTokenAccountOf(owner: Address): Promise<Address> {
  const [tokenAccount] = await findAssociatedTokenPda({
    owner,
    mint: address(LOCAL_SOLANA_TOKEN.mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return tokenAccount
}

/**
 * Writes the start state straight into the chain: 1000 SOL for each dev account, the PUSD mint
 * (authority dev account 0) and each dev account's associated token account with 1000 PUSD.
 * The accounts are exactly what the token program would have written, so real SPL transfers
 * work on them.
 *
 * @example
 * await seedLocalChain(createLocalChain())
 */
export async function seedLocalChain(chain: LocalChain): Promise<void> {
  const { svm } = chain
  const mint = address(LOCAL_SOLANA_TOKEN.mint)
  for (const account of SOLANA_DEV_ACCOUNTS) {
    svm.setAccount({
      address: address(account.address),
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(DEV_ACCOUNT_LAMPORTS),
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      space: 0n,
    })
  }
  const mintData = getMintEncoder().encode({
    mintAuthority: some(address(SOLANA_DEV_ACCOUNTS[0]!.address)),
    supply: DEV_ACCOUNT_TOKEN_AMOUNT * BigInt(SOLANA_DEV_ACCOUNTS.length),
    decimals: LOCAL_SOLANA_TOKEN.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  svm.setAccount({
    address: mint,
    data: mintData,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(getMintSize()))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: BigInt(getMintSize()),
  })
  for (const account of SOLANA_DEV_ACCOUNTS) {
    const owner = address(account.address)
    svm.setAccount({
      address: await localTokenAccountOf(owner),
      data: getTokenEncoder().encode({
        mint,
        owner,
        amount: DEV_ACCOUNT_TOKEN_AMOUNT,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(getTokenSize()))),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: BigInt(getTokenSize()),
    })
  }
  chain.advance()
}
