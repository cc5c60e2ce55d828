import type { TransferRequest } from '@portico/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Encoder,
  type Instruction,
  isBlockhash,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getMintSize,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import * as v from 'valibot'
import { UnsupportedTokenError } from '../errors/UnsupportedTokenError.ts'
import { readRpc } from './readRpc.ts'

// The Token-2022 program: its mints are real SPL tokens, but not ones this adapter transfers.
const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EjFE2xYyoiRcGwpqHSXSAbce'

const latestBlockhashSchema = v.looseObject({
  value: v.looseObject({
    blockhash: v.custom<Blockhash>(isBase58Blockhash, 'not a blockhash'),
    lastValidBlockHeight: v.bigint(),
  }),
})
const base64AccountSchema = v.nullable(
  v.looseObject({
    owner: v.string(),
    data: v.tuple([v.string(), v.literal('base64')]),
  }),
)
const twoAccountsSchema = v.looseObject({
  value: v.tuple([base64AccountSchema, base64AccountSchema]),
})

export interface BuildTransferTransactionParameters {
  rpc: Rpc<SolanaRpcApi>
  request: Pick<TransferRequest, 'from' | 'to' | 'token' | 'amount'>
}

export interface BuildTransferTransactionReturnType {
  /** The compiled, unsigned transaction: `from` pays the fee and is its only signer. */
  transaction: Transaction
  /** The last block height at which the transaction's blockhash is still valid. */
  lastValidBlockHeight: bigint
  /** Whether the transaction creates the receiver's token account (the sender pays its rent). */
  createsTokenAccount: boolean
}

export type BuildTransferTransactionErrorType = UnsupportedTokenError | Error

/**
 * Builds the transfer as the network's latest blockhash allows it: a system transfer for SOL
 * (`token.address` absent); for an SPL token (classic token program), the receiver's associated
 * token account created with the idempotent create instruction when it does not exist yet, then
 * `transferChecked` between the two associated accounts with the mint's decimals. Reads the
 * blockhash, the mint and the receiver's token account from `rpc` (one `getMultipleAccounts`);
 * an RPC that does not answer is a `ChainRpcError`, a mint that is missing, of another program
 * or of other decimals than `token.decimals` an `UnsupportedTokenError`.
 *
 * @example
 * const { transaction, createsTokenAccount } = await buildTransferTransaction({ rpc, request })
 */
export async function buildTransferTransaction(
  parameters: BuildTransferTransactionParameters,
): Promise<BuildTransferTransactionReturnType> {
  const { rpc, request } = parameters
  // The wallet signs later: here the fee payer is only an address.
  const payer = createNoopSigner(address(request.from))
  const [{ value: latest }, { instructions, createsTokenAccount }] = await Promise.all([
    readRpc('getLatestBlockhash', () => rpc.getLatestBlockhash().send(), latestBlockhashSchema),
    planInstructions(rpc, request, payer),
  ])
  const lifetime = {
    blockhash: latest.blockhash,
    lastValidBlockHeight: latest.lastValidBlockHeight,
  }
  const message = pipe(
    // Legacy messages: every Solana wallet signs them (version 0 is optional in the standard).
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return {
    transaction: compileTransaction(message),
    lastValidBlockHeight: latest.lastValidBlockHeight,
    createsTokenAccount,
  }
}

/** kit's isBlockhash, which throws rather than answer false on characters outside base58. */
function isBase58Blockhash(value: unknown): boolean {
  try {
    return typeof value === 'string' && isBlockhash(value)
  } catch {
    return false
  }
}

/** The transfer's instructions; for a token, whether they create the receiver's account. */
async function planInstructions(
  rpc: Rpc<SolanaRpcApi>,
  request: BuildTransferTransactionParameters['request'],
  payer: TransactionSigner,
): Promise<{ instructions: Instruction[]; createsTokenAccount: boolean }> {
  const from = payer.address
  const to = address(request.to)
  if (request.token.address === undefined)
    return {
      instructions: [
        getTransferSolInstruction({ source: payer, destination: to, amount: request.amount }),
      ],
      createsTokenAccount: false,
    }
  const mint = address(request.token.address)
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ])
  const {
    value: [mintAccount, destinationAccount],
  } = await readRpc(
    'getMultipleAccounts',
    () => rpc.getMultipleAccounts([mint, destination], { encoding: 'base64' }).send(),
    twoAccountsSchema,
  )
  const decimals = readMintDecimals(mint, mintAccount)
  if (decimals !== request.token.decimals)
    throw new UnsupportedTokenError({
      details: `${mint} has ${decimals} decimals, the amount was given with ${request.token.decimals}`,
    })
  // The idempotent create: should the account appear meanwhile, the transfer still goes through.
  const createsTokenAccount = destinationAccount === null
  const create = getCreateAssociatedTokenIdempotentInstruction({
    payer,
    ata: destination,
    owner: to,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const transfer = getTransferCheckedInstruction({
    source,
    mint,
    destination,
    authority: payer,
    amount: request.amount,
    decimals,
  })
  return {
    instructions: createsTokenAccount ? [create, transfer] : [transfer],
    createsTokenAccount,
  }
}

/** The decimals of a classic SPL mint account, checked; anything else is unsupported. */
function readMintDecimals(
  mint: Address,
  account: v.InferOutput<typeof base64AccountSchema>,
): number {
  if (account === null)
    throw new UnsupportedTokenError({ details: `${mint} is not a mint on this network` })
  if (account.owner === TOKEN_2022_PROGRAM_ADDRESS)
    throw new UnsupportedTokenError({
      details: `${mint} is a Token-2022 mint; only classic SPL tokens can be sent`,
    })
  if (account.owner !== TOKEN_PROGRAM_ADDRESS)
    throw new UnsupportedTokenError({
      details: `${mint} belongs to ${account.owner}, not the SPL token program`,
    })
  let data: Uint8Array
  try {
    data = new Uint8Array(getBase64Encoder().encode(account.data[0]))
  } catch (error) {
    throw new UnsupportedTokenError({ cause: error, details: `${mint}: unreadable account data` })
  }
  if (data.length !== getMintSize())
    throw new UnsupportedTokenError({
      details: `${mint} holds ${data.length} bytes, not a mint (${getMintSize()})`,
    })
  const decoded = getMintDecoder().decode(data)
  if (!decoded.isInitialized)
    throw new UnsupportedTokenError({ details: `${mint} is not an initialised mint` })
  return decoded.decimals
}
