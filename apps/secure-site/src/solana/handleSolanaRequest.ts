import { PREFLIGHT_COMMITMENTS } from '@portico/solana'
import {
  type Address,
  getAddressDecoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import * as v from 'valibot'
import type {
  ApprovalDetails,
  BalanceChange,
  DecodedMessage,
  SimulationOutcome,
  SolanaInstructionDetails,
  SolanaTransactionDetails,
} from '../approve/approvalDetails.ts'
import type { ApprovalQueue } from '../approve/approvalQueue.ts'
import type { WalletSession } from '../auth/walletSession.ts'
import {
  AddressMismatchError,
  FeePayerMismatchError,
  InvalidRpcParamsError,
  MethodNotSupportedError,
  SolanaSendFailedError,
} from '../errors.ts'
import type { PreparedApproval } from '../rpc/preparedApproval.ts'
import type { RpcRequest } from '../rpc/rpcRequest.ts'
import {
  type DecodedSolanaTransaction,
  decodeSolanaTransaction,
  knownInstruction,
  readMintDecimals,
  readTokenAccount,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  toBase64,
  UnreadableTransactionError,
} from './decodeSolanaTransaction.ts'
import { type SolanaRpcCall, SolanaRpcError } from './solanaRpc.ts'

/** Wrapped SOL's mint: the view's balance changes name SOL with it (as a 9-decimal asset). */
const SOL_ASSET = 'So11111111111111111111111111111111111111112'
const SOL_DECIMALS = 9

export interface SolanaRequestContext {
  session: Pick<WalletSession, 'hasSession' | 'solanaSigner'>
  approvals: Pick<ApprovalQueue, 'request'>
  /** The network's CAIP-2 id (`solana:…`). */
  chainId: string
  /** The project's gateway for the network: every read shown and every send. */
  rpc: SolanaRpcCall
  /** The server's symbol for a mint on this network, if it lists the token. */
  tokenSymbol?(mint: string): Promise<string | undefined>
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const base64Transaction = v.pipe(
  v.string('a transaction must be a base64 string'),
  v.minLength(1, 'a transaction must not be empty'),
  v.maxLength(16_384, 'a transaction is at most 1232 bytes'),
  v.regex(BASE64, 'a transaction must be base64'),
)

// Spec §5 (the same rules as @portico/solana's request schemas).
const signMessageSchema = v.looseObject({
  message: v.pipe(
    v.string('message must be a string'),
    v.maxLength(16_384, 'message is too long'),
    v.regex(BASE58, 'message must be the base58 of the bytes to sign'),
  ),
  pubkey: v.string('pubkey must be a string'),
})
const signTransactionSchema = v.looseObject({ transaction: base64Transaction })
const signAllTransactionsSchema = v.looseObject({
  transactions: v.pipe(
    v.array(base64Transaction, 'transactions must be an array'),
    v.minLength(1, 'transactions must not be empty'),
    v.maxLength(20, 'at most 20 transactions at once'),
  ),
})
const signAndSendSchema = v.looseObject({
  transaction: base64Transaction,
  sendOptions: v.optional(
    v.looseObject({
      preflightCommitment: v.optional(
        v.picklist(
          PREFLIGHT_COMMITMENTS,
          `preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}`,
        ),
      ),
      skipPreflight: v.optional(v.boolean('skipPreflight must be a boolean')),
      maxRetries: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(0, 'maxRetries must not be negative')),
      ),
      minContextSlot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
  ),
})

/** Whether `bytes` decode, whole, as a compiled transaction message (legacy or v0). */
function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const [, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    return end === bytes.length
  } catch {
    return false
  }
}

function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  method: string,
  params: unknown,
): v.InferOutput<TSchema> {
  // WalletConnect sends an object; a one-element array holding it is read the same.
  const value = Array.isArray(params) && params.length === 1 ? params[0] : params
  const parsed = v.safeParse(schema, value)
  if (!parsed.success)
    throw new InvalidRpcParamsError(method, { details: v.summarize(parsed.issues) })
  return parsed.output
}

function decode(method: string, base64: string): DecodedSolanaTransaction {
  try {
    return decodeSolanaTransaction(base64)
  } catch (error) {
    if (error instanceof UnreadableTransactionError)
      throw new InvalidRpcParamsError(method, { cause: error, details: error.message })
    throw error
  }
}

/** The message as the visitor reads it: UTF-8 text when it is printable, else hex. */
export function decodeSolanaMessage(bytes: Uint8Array): DecodedMessage {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
    if (text.length > 0 && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
      return { text, encoding: 'utf8' }
  } catch {
    // Not UTF-8: shown as hex.
  }
  let hex = '0x'
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return { text: hex, encoding: 'hex' }
}

const shortMint = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const addressOf = (bytes: Uint8Array) => getAddressDecoder().decode(bytes) as string

type AccountAnswer = { lamports: number; owner: string; data: [string, 'base64'] } | null

function bytesOf(account: AccountAnswer): Uint8Array {
  if (!account) return new Uint8Array()
  return Uint8Array.from(atob(account.data[0]), (char) => char.charCodeAt(0))
}

/** Accounts read on the trusted RPC (base64), by address; missing ones are null. */
async function readAccounts(
  rpc: SolanaRpcCall,
  addresses: readonly string[],
): Promise<Map<string, AccountAnswer>> {
  const unique = [...new Set(addresses)]
  const read = new Map<string, AccountAnswer>()
  for (let at = 0; at < unique.length; at += 100) {
    const batch = unique.slice(at, at + 100)
    const { value } = await rpc<{ value: AccountAnswer[] }>('getMultipleAccounts', [
      batch,
      { encoding: 'base64' },
    ])
    for (const [index, address] of batch.entries()) read.set(address, value[index] ?? null)
  }
  return read
}

const isTokenAccount = (account: AccountAnswer) =>
  account !== null && (account.owner === TOKEN_PROGRAM || account.owner === TOKEN_2022_PROGRAM)

/**
 * What one transaction does, read on the trusted RPC: each instruction (an SPL transfer's
 * receiver is the destination account's owner, its amount in the mint's decimals), the fee, and
 * the visitor's SOL and token balance changes from `simulateTransaction`.
 */
async function describeTransaction(
  decoded: DecodedSolanaTransaction,
  visitor: string,
  context: SolanaRequestContext,
): Promise<SolanaTransactionDetails> {
  const { rpc } = context
  const known = decoded.instructions.map(knownInstruction)
  const before = await readAccounts(rpc, [visitor, ...decoded.accounts])
  // Accounts the same transaction creates: their owner and mint are its own words, checked by
  // the ATA program (the address is derived from them).
  const created = new Map<string, { owner: string; mint: string }>()
  for (const instruction of known)
    if (instruction.kind === 'createTokenAccount')
      created.set(instruction.account, { owner: instruction.owner, mint: instruction.mint })

  const tokenOf = (account: string) => {
    const read = before.get(account)
    if (isTokenAccount(read ?? null)) return readTokenAccount(bytesOf(read ?? null), addressOf)
    return undefined
  }
  // Mints the instructions name or imply, read for their decimals.
  const mints = new Set<string>()
  for (const instruction of known) {
    if (instruction.kind !== 'splTransfer') continue
    const mint =
      instruction.mint ??
      tokenOf(instruction.source)?.mint ??
      created.get(instruction.destination)?.mint
    if (mint) mints.add(mint)
  }
  const mintAccounts = await readAccounts(rpc, [...mints])
  const tokenInfo = new Map<string, { mint: string; symbol: string; decimals: number }>()
  for (const mint of mints) {
    const decimals = readMintDecimals(bytesOf(mintAccounts.get(mint) ?? null))
    if (decimals === undefined) continue
    const symbol = (await context.tokenSymbol?.(mint).catch(() => undefined)) ?? shortMint(mint)
    tokenInfo.set(mint, { mint, symbol, decimals })
  }

  const instructions = known.map((instruction): SolanaInstructionDetails => {
    if (instruction.kind !== 'splTransfer') return instruction
    const destination = tokenOf(instruction.destination) ?? created.get(instruction.destination)
    const sourceMint = tokenOf(instruction.source)?.mint
    // The mint the chain will use: the source account's (TransferChecked must match it).
    const mint = sourceMint ?? instruction.mint ?? destination?.mint
    return {
      kind: 'splTransfer',
      source: instruction.source,
      destination: instruction.destination,
      to: destination?.owner,
      authority: instruction.authority,
      amount: instruction.amount,
      token: mint === undefined ? undefined : tokenInfo.get(mint),
    }
  })

  const fee = await rpc<{ value: number | null }>('getFeeForMessage', [
    toBase64(new Uint8Array(decoded.transaction.messageBytes)),
    { commitment: 'confirmed' },
  ]).then(
    ({ value }) => (value === null ? undefined : BigInt(value)),
    () => undefined,
  )

  return {
    feePayer: decoded.feePayer,
    fee,
    instructions,
    simulation: await simulate(decoded, visitor, before, created, tokenInfo, rpc),
  }
}

async function simulate(
  decoded: DecodedSolanaTransaction,
  visitor: string,
  before: Map<string, AccountAnswer>,
  created: Map<string, { owner: string; mint: string }>,
  tokenInfo: Map<string, { mint: string; symbol: string; decimals: number }>,
  rpc: SolanaRpcCall,
): Promise<SimulationOutcome> {
  // The visitor's token accounts the transaction touches: held now, or made by it.
  const tokenAccounts: { account: string; mint: string; amount: bigint }[] = []
  for (const account of decoded.accounts) {
    const read = before.get(account) ?? null
    if (isTokenAccount(read)) {
      const token = readTokenAccount(bytesOf(read), addressOf)
      if (token?.owner === visitor)
        tokenAccounts.push({ account, mint: token.mint, amount: token.amount })
    } else if (created.get(account)?.owner === visitor) {
      tokenAccounts.push({ account, mint: created.get(account)?.mint ?? '', amount: 0n })
    }
  }
  let answer: { value: { err: unknown; accounts: AccountAnswer[] | null; logs: string[] | null } }
  try {
    answer = await rpc('simulateTransaction', [
      getBase64EncodedWireTransaction(decoded.transaction),
      {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        commitment: 'confirmed',
        accounts: {
          addresses: [visitor, ...tokenAccounts.map((token) => token.account)],
          encoding: 'base64',
        },
      },
    ])
  } catch {
    return { status: 'unavailable', reason: 'unsupported' }
  }
  const { err, accounts } = answer.value
  if (err !== null) return { status: 'reverted', reason: JSON.stringify(err).slice(0, 200) }
  if (!accounts) return { status: 'unavailable', reason: 'unsupported' }
  const changes: BalanceChange[] = []
  const lamportsBefore = BigInt(before.get(visitor)?.lamports ?? 0)
  const lamportsAfter = BigInt(accounts[0]?.lamports ?? 0)
  if (lamportsAfter !== lamportsBefore)
    changes.push({
      asset: SOL_ASSET as `0x${string}`,
      metadata: { symbol: 'SOL', decimals: SOL_DECIMALS },
      diff: lamportsAfter - lamportsBefore,
    })
  tokenAccounts.forEach((token, index) => {
    const after = accounts[index + 1] ?? null
    const amount = after ? (readTokenAccount(bytesOf(after), addressOf)?.amount ?? 0n) : 0n
    if (amount === token.amount) return
    const info = tokenInfo.get(token.mint)
    changes.push({
      asset: token.mint as `0x${string}`,
      metadata: info ? { symbol: info.symbol, decimals: info.decimals } : undefined,
      diff: amount - token.amount,
    })
  })
  return { status: 'changes', changes }
}

function requireSigner(decoded: DecodedSolanaTransaction, signer: KeyPairSigner): void {
  if (!decoded.signers.includes(signer.address)) throw new AddressMismatchError()
}

async function signedBy(signer: KeyPairSigner, transaction: Transaction): Promise<Transaction> {
  return partiallySignTransaction([signer.keyPair], transaction)
}

const signatureOf = (transaction: Transaction, signer: KeyPairSigner): string => {
  const signature = transaction.signatures[signer.address as Address]
  if (!signature) throw new AddressMismatchError()
  return base58(signature)
}

async function prepare(
  request: RpcRequest,
  signer: KeyPairSigner,
  context: SolanaRequestContext,
): Promise<PreparedApproval> {
  const { method, params } = request
  const base = { address: signer.address as string, chainId: context.chainId }
  if (method === 'solana_signMessage') {
    const { message, pubkey } = parse(signMessageSchema, method, params)
    if (pubkey !== signer.address) throw new AddressMismatchError()
    const bytes = new Uint8Array(getBase58Encoder().encode(message))
    // A "message" that is a transaction's message: its signature would make the transaction
    // valid, shown here as a harmless signature. Transactions go through the transaction methods.
    if (isTransactionMessage(bytes))
      throw new InvalidRpcParamsError(method, {
        details: 'the message is a transaction message: send it with solana_signTransaction',
      })
    const details: ApprovalDetails = {
      kind: 'solana_message',
      ...base,
      message: decodeSolanaMessage(bytes),
    }
    return {
      details,
      run: async () => ({ signature: base58(await signBytes(signer.keyPair.privateKey, bytes)) }),
    }
  }
  if (method === 'solana_signTransaction' || method === 'solana_signAllTransactions') {
    const encoded =
      method === 'solana_signTransaction'
        ? [parse(signTransactionSchema, method, params).transaction]
        : parse(signAllTransactionsSchema, method, params).transactions
    const decoded = encoded.map((transaction) => decode(method, transaction))
    for (const transaction of decoded) requireSigner(transaction, signer)
    const transactions = await Promise.all(
      decoded.map((transaction) => describeTransaction(transaction, signer.address, context)),
    )
    return {
      details: { kind: 'solana_transactions', ...base, send: false, transactions },
      run: async () => {
        const signed = await Promise.all(
          decoded.map((transaction) => signedBy(signer, transaction.transaction)),
        )
        if (method === 'solana_signAllTransactions')
          return { transactions: signed.map((one) => getBase64EncodedWireTransaction(one)) }
        const [only] = signed as [Transaction]
        return {
          signature: signatureOf(only, signer),
          transaction: getBase64EncodedWireTransaction(only),
        }
      },
    }
  }
  if (method === 'solana_signAndSendTransaction') {
    const { transaction, sendOptions } = parse(signAndSendSchema, method, params)
    const decoded = decode(method, transaction)
    // The visitor pays for what the wallet sends; another payer's transaction is not sent.
    if (decoded.feePayer !== signer.address) throw new FeePayerMismatchError()
    const described = await describeTransaction(decoded, signer.address, context)
    return {
      details: { kind: 'solana_transactions', ...base, send: true, transactions: [described] },
      run: async () => {
        const signed = await signedBy(signer, decoded.transaction)
        try {
          const signature = await context.rpc<string>('sendTransaction', [
            getBase64EncodedWireTransaction(signed),
            {
              encoding: 'base64',
              ...(sendOptions?.preflightCommitment
                ? { preflightCommitment: sendOptions.preflightCommitment }
                : {}),
              ...(sendOptions?.skipPreflight === undefined
                ? {}
                : { skipPreflight: sendOptions.skipPreflight }),
              ...(sendOptions?.maxRetries === undefined
                ? {}
                : { maxRetries: sendOptions.maxRetries }),
              ...(sendOptions?.minContextSlot === undefined
                ? {}
                : { minContextSlot: sendOptions.minContextSlot }),
            },
          ])
          return { signature }
        } catch (error) {
          if (error instanceof SolanaRpcError)
            throw new SolanaSendFailedError(error.message, { cause: error })
          throw error
        }
      },
    }
  }
  throw new MethodNotSupportedError()
}

/**
 * APP_RPC_REQUEST on a Solana network (the WalletConnect method names): the accounts are
 * answered at once; solana_signMessage, solana_signTransaction, solana_signAllTransactions and
 * solana_signAndSendTransaction are checked (spec §5), read and simulated on the project's
 * gateway, shown in the approve view, and signed with the visitor's Solana key only after
 * Approve; a send goes through the gateway too, never the page's RPC URL. Loaded with its own
 * chunk on the first Solana request.
 *
 * @example
 * await handleSolanaRequest({ method: 'solana_getAccounts' }, context) // [{ pubkey: 'D62Q…' }]
 */
export async function handleSolanaRequest(
  request: RpcRequest,
  context: SolanaRequestContext,
): Promise<unknown> {
  switch (request.method) {
    case 'solana_getAccounts':
      if (!context.session.hasSession()) return []
      return [{ pubkey: (await context.session.solanaSigner()).address }]
    case 'solana_requestAccounts':
      return [{ pubkey: (await context.session.solanaSigner()).address }]
    case 'solana_signMessage':
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const signer = await context.session.solanaSigner()
      const prepared = await prepare(request, signer, context)
      return context.approvals.request(prepared.details, prepared.run, prepared.simulation)
    }
    default:
      throw new MethodNotSupportedError()
  }
}
