import {
  type Address,
  address,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
  type Transaction,
} from '@solana/kit'
import {
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import * as v from 'valibot'
import { LOCAL_SOLANA_GENESIS_HASH } from './constants.ts'
import { type AccountEncoding, encodeAccount, tokenAmount } from './encodeAccount.ts'
import { JSON_RPC_ERROR_CODES, JsonRpcError } from './jsonRpcError.ts'
import { type LocalChain, TransactionRejected } from './localChain.ts'

/** A method handler: the request's params in, the JSON-RPC result out. */
export type RpcMethod = (chain: LocalChain, params: unknown) => unknown

// Fees as on a real cluster: 5000 lamports per signature.
const LAMPORTS_PER_SIGNATURE = 5000n
const SLOTS_PER_EPOCH = 432_000n
const MAX_BASE64_TRANSACTION_LENGTH = 1644

const AddressSchema = v.pipe(v.string(), v.check(isAddress, 'Invalid param: Invalid'))
const U64Schema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => BigInt(value)),
  v.minValue(0n),
)
const CommitmentConfig = v.optional(
  v.looseObject({ commitment: v.optional(v.string()), minContextSlot: v.optional(v.number()) }),
)
const EncodingSchema = v.optional(v.picklist(['base58', 'base64', 'jsonParsed', 'base64+zstd']))
const AccountConfig = v.optional(v.looseObject({ encoding: EncodingSchema }))
const TransactionEncodingConfig = {
  encoding: v.optional(v.picklist(['base58', 'base64'])),
}

function parseParams<TSchema extends v.GenericSchema>(schema: TSchema, params: unknown) {
  const result = v.safeParse(schema, params ?? [])
  if (!result.success) {
    throw new JsonRpcError(
      JSON_RPC_ERROR_CODES.invalidParams,
      `Invalid params: ${result.issues[0]?.message ?? 'invalid'}`,
    )
  }
  return result.output as v.InferOutput<TSchema>
}

function withContext(chain: LocalChain, value: unknown) {
  return { context: { apiVersion: '2.2.0', slot: chain.slot }, value }
}

function accountEncoding(encoding: string | undefined): AccountEncoding {
  if (encoding === 'base64+zstd') {
    throw new JsonRpcError(
      JSON_RPC_ERROR_CODES.invalidParams,
      'Invalid params: base64+zstd is not supported here',
    )
  }
  return encoding === 'base64' || encoding === 'jsonParsed' ? encoding : 'base58'
}

function decimalsOfMint(chain: LocalChain) {
  return (mint: string): number => {
    const account = chain.svm.getAccount(address(mint))
    if (!account.exists || account.data.length !== getMintSize()) return 0
    return getMintDecoder().decode(new Uint8Array(account.data)).decimals
  }
}

function accountOrNull(chain: LocalChain, owner: Address, encoding: AccountEncoding) {
  const account = chain.svm.getAccount(owner)
  return account.exists ? encodeAccount(account, encoding, decimalsOfMint(chain)) : null
}

function decodeTransaction(
  encoded: string,
  encoding: 'base58' | 'base64' | undefined,
): Transaction {
  try {
    const bytes =
      encoding === 'base64'
        ? Buffer.from(encoded, 'base64')
        : new Uint8Array(getBase58Encoder().encode(encoded))
    if (bytes.length === 0 || bytes.length > MAX_BASE64_TRANSACTION_LENGTH) throw new Error('size')
    return getTransactionDecoder().decode(bytes)
  } catch {
    throw new JsonRpcError(
      JSON_RPC_ERROR_CODES.invalidParams,
      'invalid transaction: Transaction failed to sanitize accounts offsets correctly',
    )
  }
}

function preflightFailure(error: unknown): never {
  if (!(error instanceof TransactionRejected)) throw error
  throw new JsonRpcError(
    JSON_RPC_ERROR_CODES.transactionPreflightFailure,
    `Transaction simulation failed: ${error.message}`,
    {
      accounts: null,
      err: error.run.err,
      innerInstructions: null,
      logs: error.run.logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: error.run.unitsConsumed,
    },
  )
}

const SendConfig = v.optional(
  v.looseObject({
    ...TransactionEncodingConfig,
    skipPreflight: v.optional(v.boolean()),
    preflightCommitment: v.optional(v.string()),
    maxRetries: v.optional(v.number()),
    minContextSlot: v.optional(v.number()),
  }),
)
const SimulateConfig = v.optional(
  v.looseObject({
    ...TransactionEncodingConfig,
    sigVerify: v.optional(v.boolean()),
    replaceRecentBlockhash: v.optional(v.boolean()),
    commitment: v.optional(v.string()),
    /** The accounts to answer after the run (a validator allows up to the message's count). */
    accounts: v.optional(
      v.looseObject({
        addresses: v.pipe(v.array(AddressSchema), v.maxLength(64)),
        encoding: EncodingSchema,
      }),
    ),
  }),
)
const TokenFilter = v.union([
  v.object({ mint: AddressSchema }),
  v.object({ programId: AddressSchema }),
])

/**
 * The JSON-RPC methods the local network answers, by name: the subset of a validator's API that
 * wallets, @solana/kit and the Portico server use.
 */
export const RPC_METHODS: Readonly<Record<string, RpcMethod>> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 3_294_202_862 }),
  getGenesisHash: () => LOCAL_SOLANA_GENESIS_HASH,
  getSlot: (chain) => chain.slot,
  getBlockHeight: (chain) => chain.slot,
  getEpochInfo: (chain) => ({
    absoluteSlot: chain.slot,
    blockHeight: chain.slot,
    epoch: chain.slot / SLOTS_PER_EPOCH,
    slotIndex: chain.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: null,
  }),
  getRecentPrioritizationFees: () => [],
  getLatestBlockhash: (chain, params) => {
    parseParams(v.tuple([CommitmentConfig]), params)
    return withContext(chain, chain.latestBlockhash())
  },
  isBlockhashValid: (chain, params) => {
    const [blockhash] = parseParams(v.tuple([v.string(), CommitmentConfig]), params)
    return withContext(chain, chain.isBlockhashValid(blockhash))
  },
  getBalance: (chain, params) => {
    const [owner] = parseParams(v.tuple([AddressSchema, CommitmentConfig]), params)
    return withContext(chain, chain.svm.getBalance(address(owner)) ?? 0n)
  },
  getAccountInfo: (chain, params) => {
    const [owner, config] = parseParams(v.tuple([AddressSchema, AccountConfig]), params)
    return withContext(
      chain,
      accountOrNull(chain, address(owner), accountEncoding(config?.encoding)),
    )
  },
  getMultipleAccounts: (chain, params) => {
    const [owners, config] = parseParams(
      v.tuple([v.pipe(v.array(AddressSchema), v.maxLength(100)), AccountConfig]),
      params,
    )
    const encoding = accountEncoding(config?.encoding)
    return withContext(
      chain,
      owners.map((owner) => accountOrNull(chain, address(owner), encoding)),
    )
  },
  getTokenAccountsByOwner: (chain, params) => {
    const [owner, filter, config] = parseParams(
      v.tuple([AddressSchema, TokenFilter, AccountConfig]),
      params,
    )
    if ('programId' in filter && filter.programId !== TOKEN_PROGRAM_ADDRESS) {
      return withContext(chain, [])
    }
    const encoding = accountEncoding(config?.encoding)
    const ownerBytes = getBase58Encoder().encode(owner)
    const accounts = chain.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
      // A token account's data starts with its mint (32 bytes), then its owner (32 bytes).
      if (account.data.length !== 165) return false
      const data = new Uint8Array(account.data)
      const mintMatches =
        !('mint' in filter) ||
        Buffer.from(data.subarray(0, 32)).equals(
          Buffer.from(getBase58Encoder().encode(filter.mint)),
        )
      return mintMatches && Buffer.from(data.subarray(32, 64)).equals(Buffer.from(ownerBytes))
    })
    return withContext(
      chain,
      accounts.map((account) => ({
        pubkey: account.address,
        account: encodeAccount(account, encoding, decimalsOfMint(chain)),
      })),
    )
  },
  getTokenAccountBalance: (chain, params) => {
    const [owner] = parseParams(v.tuple([AddressSchema, CommitmentConfig]), params)
    const account = chain.svm.getAccount(address(owner))
    // A validator's own words for these two refusals.
    if (!account.exists)
      throw new JsonRpcError(
        JSON_RPC_ERROR_CODES.invalidParams,
        'Invalid param: could not find account',
      )
    if (account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== getTokenSize())
      throw new JsonRpcError(
        JSON_RPC_ERROR_CODES.invalidParams,
        'Invalid param: not a v2.0 Token account',
      )
    const token = getTokenDecoder().decode(new Uint8Array(account.data))
    return withContext(chain, tokenAmount(token.amount, decimalsOfMint(chain)(token.mint)))
  },
  getMinimumBalanceForRentExemption: (chain, params) => {
    const [size] = parseParams(v.tuple([U64Schema, CommitmentConfig]), params)
    return chain.svm.minimumBalanceForRentExemption(size)
  },
  getFeeForMessage: (chain, params) => {
    const [encoded] = parseParams(v.tuple([v.string(), CommitmentConfig]), params)
    try {
      const message = getCompiledTransactionMessageDecoder().decode(Buffer.from(encoded, 'base64'))
      const known = chain.isBlockhashValid(message.lifetimeToken)
      const fee = BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
      return withContext(chain, known ? fee : null)
    } catch {
      throw new JsonRpcError(JSON_RPC_ERROR_CODES.invalidParams, 'Invalid params: invalid message')
    }
  },
  requestAirdrop: (chain, params) => {
    const [to, lamports] = parseParams(
      v.tuple([AddressSchema, U64Schema, CommitmentConfig]),
      params,
    )
    try {
      return chain.airdrop(address(to), lamports)
    } catch (error) {
      if (error instanceof TransactionRejected) {
        throw new JsonRpcError(
          JSON_RPC_ERROR_CODES.internalError,
          `airdrop failed: ${error.message}`,
        )
      }
      throw error
    }
  },
  sendTransaction: (chain, params) => {
    const [encoded, config] = parseParams(v.tuple([v.string(), SendConfig]), params)
    const transaction = decodeTransaction(encoded, config?.encoding)
    try {
      return chain.sendTransaction(transaction, { skipPreflight: config?.skipPreflight === true })
    } catch (error) {
      return preflightFailure(error)
    }
  },
  simulateTransaction: (chain, params) => {
    const [encoded, config] = parseParams(v.tuple([v.string(), SimulateConfig]), params)
    const transaction = decodeTransaction(encoded, config?.encoding)
    const run = chain.simulateTransaction(transaction, {
      sigVerify: config?.sigVerify === true,
      replaceRecentBlockhash: config?.replaceRecentBlockhash === true,
    })
    // Like a validator: each asked account as the run left it (unchanged ones as they are now);
    // null for a failed run, or one that does not exist.
    const asked = config?.accounts
    const accounts =
      asked === undefined
        ? null
        : run.err !== null
          ? null
          : asked.addresses.map((owner) => {
              const after = run.postAccounts?.get(owner)
              const encoding = accountEncoding(asked.encoding)
              if (after === undefined) return accountOrNull(chain, address(owner), encoding)
              return after.lamports === 0n && after.data.length === 0
                ? null
                : encodeAccount(after, encoding, decimalsOfMint(chain))
            })
    return withContext(chain, {
      accounts,
      err: run.err,
      innerInstructions: null,
      logs: run.logs,
      replacementBlockhash:
        config?.replaceRecentBlockhash === true ? chain.latestBlockhash() : null,
      returnData: null,
      unitsConsumed: run.unitsConsumed,
    })
  },
  getSignatureStatuses: (chain, params) => {
    const [signatures] = parseParams(
      v.tuple([
        v.pipe(v.array(v.string()), v.maxLength(256)),
        v.optional(v.looseObject({ searchTransactionHistory: v.optional(v.boolean()) })),
      ]),
      params,
    )
    return withContext(
      chain,
      signatures.map((signature) => {
        const status = chain.signatureStatus(signature)
        if (status === undefined) return null
        return {
          slot: status.slot,
          confirmations: null,
          err: status.err,
          confirmationStatus: 'finalized',
          status: status.err === null ? { Ok: null } : { Err: status.err },
        }
      }),
    )
  },
}
