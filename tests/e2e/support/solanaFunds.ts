import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_TOKEN,
  SOLANA_DEV_ACCOUNTS,
} from '@portico/local-solana'
import { createSolanaDeliverer } from '@portico/onramp-sandbox'
import { address, createSolanaRpc } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { stackInfo } from './stack.ts'

// Dev account 1 pays: account 0 is the Wallet Standard test wallet's, 2 the on-ramp sandbox's.
const FUNDER = SOLANA_DEV_ACCOUNTS[1]

const asset = (symbol: 'SOL' | 'PUSD') => ({
  namespace: 'solana' as const,
  network: LOCAL_SOLANA_CAIP_NETWORK_ID,
  chainName: stackInfo().solana.name,
  symbol,
  name: symbol === 'SOL' ? 'Solana' : LOCAL_SOLANA_TOKEN.name,
  decimals: symbol === 'SOL' ? 9 : LOCAL_SOLANA_TOKEN.decimals,
  address: symbol === 'SOL' ? 'native' : LOCAL_SOLANA_TOKEN.mint,
  microUsd: 0n,
})

/**
 * Sends `owner` SOL and PUSD (in base units) from a dev account of the local Solana network and
 * waits until both are confirmed.
 */
export async function fundSolanaAccount(
  owner: string,
  units: { lamports?: bigint; pusd?: bigint },
): Promise<void> {
  if (!FUNDER) throw new Error('The local Solana network has no dev account 1')
  const funder = await createSolanaDeliverer({ rpcUrl: stackInfo().solana.url }, FUNDER.seedHex)
  if (units.lamports)
    await funder.deliver({ asset: asset('SOL'), to: owner, units: units.lamports })
  if (units.pusd) await funder.deliver({ asset: asset('PUSD'), to: owner, units: units.pusd })
}

/** `owner`'s SOL, in lamports. */
export async function lamportsOf(owner: string): Promise<bigint> {
  const rpc = createSolanaRpc(stackInfo().solana.url)
  return (await rpc.getBalance(address(owner)).send()).value
}

/** `owner`'s PUSD in its associated token account, in base units (0 without one). */
export async function pusdOf(owner: string): Promise<bigint> {
  const rpc = createSolanaRpc(stackInfo().solana.url)
  const [account] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(LOCAL_SOLANA_TOKEN.mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value } = await rpc.getAccountInfo(account, { encoding: 'base64' }).send()
  if (value === null) return 0n
  return BigInt((await rpc.getTokenAccountBalance(account).send()).value.amount)
}
