import { InvalidRequestParamsError, InvalidWalletResponseError } from '@portico/core'
import { callWallet, describeValue, missingFeatureError } from '@portico/wallet-standard'
import { getBase64Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionOptions,
  SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import * as v from 'valibot'
import { SIGNATURE_LENGTH } from '../actions/signSolanaMessage.ts'
import { encodeBase58 } from '../addresses/base58.ts'
import { readWalletAnswer } from '../wallet/readWalletAnswer.ts'
import type { SolanaSession } from '../wallet/SolanaSession.ts'
import { getWalletFeature } from '../wallet/walletFeatures.ts'
import type { PreflightCommitment } from './requestSchemas.ts'

// Loaded with import() on the first transaction request: the transaction codec stays out of the
// kit's initial bundle.

// The legacy commitments spec §5 still accepts, as the Wallet Standard's three (the mapping
// @solana/web3.js used).
const WALLET_STANDARD_COMMITMENT: Record<PreflightCommitment, SolanaTransactionCommitment> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

const signedTransactionsSchema = v.array(
  v.looseObject({ signedTransaction: v.instance(Uint8Array) }),
)
const sentSchema = v.pipe(
  v.array(v.looseObject({ signature: v.instance(Uint8Array) })),
  v.minLength(1),
)

export interface SignedTransaction {
  /** The signing account's signature, base58. */
  signature: string
  /** The signed wire transaction, base64. */
  transaction: string
}

/**
 * Signs base64 wire transactions with the wallet's `solana:signTransaction` (one call, the
 * session's first account, its chain). Each answer must decode as a transaction carrying a
 * 64-byte signature of that account, else `InvalidWalletResponseError`.
 *
 * @example
 * const [{ signature, transaction }] = await signTransactions(session, [base64])
 */
export async function signTransactions(
  session: SolanaSession,
  transactions: readonly string[],
): Promise<SignedTransaction[]> {
  const feature = getWalletFeature(session.wallet, 'solana:signTransaction')
  if (!feature) throw missingFeatureError('solana:signTransaction')
  const signer = requireSigner(session)
  const inputs = transactions.map((transaction) => ({
    account: signer.walletAccount,
    transaction: decodeWireTransaction(transaction),
    chain: session.chain,
  }))
  const raw = await callWallet(() => feature.signTransaction(...inputs))
  const outputs = readWalletAnswer(signedTransactionsSchema, raw)
  if (outputs?.length !== inputs.length)
    throw new InvalidWalletResponseError({
      details: `solana:signTransaction returned ${describeValue(raw)} for ${inputs.length} transaction(s)`,
    })
  return outputs.map(({ signedTransaction }) => ({
    signature: readSignature(signedTransaction, signer.address),
    transaction: getBase64Decoder().decode(signedTransaction),
  }))
}

export interface SendOptions {
  preflightCommitment?: PreflightCommitment
  skipPreflight?: boolean
  maxRetries?: number
}

/**
 * Signs a base64 wire transaction and has the wallet send it (`solana:signAndSendTransaction`,
 * on the session's chain, with the preflight options mapped to the Wallet Standard's). Returns
 * the transaction signature, base58; an answer that is not a 64-byte signature is an
 * `InvalidWalletResponseError`.
 *
 * @example
 * const signature = await signAndSendTransaction(session, base64, { preflightCommitment: 'confirmed' })
 */
export async function signAndSendTransaction(
  session: SolanaSession,
  transaction: string,
  sendOptions: SendOptions = {},
): Promise<string> {
  const feature = getWalletFeature(session.wallet, 'solana:signAndSendTransaction')
  if (!feature) throw missingFeatureError('solana:signAndSendTransaction')
  const signer = requireSigner(session)
  const options: SolanaSignAndSendTransactionOptions = {
    ...(sendOptions.preflightCommitment
      ? { preflightCommitment: WALLET_STANDARD_COMMITMENT[sendOptions.preflightCommitment] }
      : {}),
    ...(sendOptions.skipPreflight === undefined
      ? {}
      : { skipPreflight: sendOptions.skipPreflight }),
    ...(sendOptions.maxRetries === undefined ? {} : { maxRetries: sendOptions.maxRetries }),
  }
  const input = {
    account: signer.walletAccount,
    transaction: decodeWireTransaction(transaction),
    chain: session.chain,
    options,
  }
  const raw = await callWallet(() => feature.signAndSendTransaction(input))
  const signature = readWalletAnswer(sentSchema, raw)?.[0]?.signature
  if (signature?.length !== SIGNATURE_LENGTH)
    throw new InvalidWalletResponseError({
      details: `solana:signAndSendTransaction returned ${describeValue(signature ?? raw)}, expected a 64-byte signature`,
    })
  return encodeBase58(signature)
}

function requireSigner(session: SolanaSession) {
  const signer = session.accounts[0]
  if (!signer) throw new InvalidWalletResponseError({ details: 'The session has no account' })
  return signer
}

/** base64 → wire bytes that decode as a transaction, else the request's params are invalid. */
function decodeWireTransaction(base64Transaction: string): Uint8Array {
  try {
    const bytes = new Uint8Array(getBase64Encoder().encode(base64Transaction))
    getTransactionDecoder().decode(bytes)
    return bytes
  } catch (error) {
    throw new InvalidRequestParamsError({
      cause: error,
      details: 'transaction is not a base64 wire transaction',
    })
  }
}

/** The signature `address` put on a signed wire transaction, base58. */
function readSignature(signedTransaction: Uint8Array, address: string): string {
  let signature: Uint8Array | null | undefined
  try {
    const decoded = getTransactionDecoder().decode(signedTransaction)
    signature = (decoded.signatures as Record<string, Uint8Array | null>)[address]
  } catch (error) {
    throw new InvalidWalletResponseError({
      cause: error,
      details: 'solana:signTransaction returned bytes that are not a transaction',
    })
  }
  if (signature?.length !== SIGNATURE_LENGTH)
    throw new InvalidWalletResponseError({
      details: `solana:signTransaction returned a transaction without ${address}'s signature`,
    })
  return encodeBase58(signature)
}
