import type { TransferWouldFailError } from '@portico/core'
import {
  ChainNotSupportedError,
  type ChainRpcError,
  InvalidWalletResponseError,
  NotConnectedError,
  type SentTransfer,
  type TransferRequest,
  type UserRejectedRequestError,
  type WalletCodeErrorType,
} from '@portico/core'
import { callWallet, describeValue, missingFeatureError } from '@portico/wallet-standard'
import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import * as v from 'valibot'
import { SIGNATURE_LENGTH } from '../actions/signSolanaMessage.ts'
import { encodeBase58 } from '../addresses/base58.ts'
import type { UnsupportedTokenError } from '../errors/UnsupportedTokenError.ts'
import { readWalletAnswer } from '../wallet/readWalletAnswer.ts'
import type { SolanaSession } from '../wallet/SolanaSession.ts'
import { getWalletFeature } from '../wallet/walletFeatures.ts'
import { buildTransferTransaction } from './buildTransferTransaction.ts'
import { checkTransferRequest } from './checkTransferRequest.ts'
import { requireRpcUrl } from './requireRpcUrl.ts'
import { sendSignedTransaction } from './sendSignedTransaction.ts'
import { simulateTransfer } from './simulateTransfer.ts'

const sentSchema = v.pipe(
  v.array(v.looseObject({ signature: v.instance(Uint8Array) })),
  v.minLength(1),
)
const signedSchema = v.pipe(
  v.array(v.looseObject({ signedTransaction: v.instance(Uint8Array) })),
  v.minLength(1),
)

export interface SendSolanaTransferParameters {
  request: TransferRequest
  /** The session of the wallet `request.connectorId` names; throws when it is not connected. */
  getSession: (connectorId: string) => SolanaSession
}

export type SendSolanaTransferReturnType = SentTransfer

export type SendSolanaTransferErrorType =
  | UserRejectedRequestError
  | WalletCodeErrorType
  | InvalidWalletResponseError
  | NotConnectedError
  | ChainNotSupportedError
  | ChainRpcError
  | TransferWouldFailError
  | UnsupportedTokenError

/**
 * Checks the request (`checkTransferRequest`), builds the transfer (see
 * `buildTransferTransaction`), simulates it (one that would fail is a
 * `TransferWouldFailError` before the wallet is asked) and has the wallet sign and send it:
 * with `solana:signAndSendTransaction` when the wallet has it, else `solana:signTransaction`
 * and then `sendTransaction` on the network's RPC. Resolves with the transaction's base58
 * signature. The wallet's errors are the kit's typed ones (a refusal is a
 * `UserRejectedRequestError`: nothing was sent); an answer that is not a 64-byte signature (or a
 * transaction signed by `from`) is an `InvalidWalletResponseError`.
 *
 * @example
 * const { hash } = await sendSolanaTransfer({ request, getSession: requireSession })
 */
export async function sendSolanaTransfer(
  parameters: SendSolanaTransferParameters,
): Promise<SendSolanaTransferReturnType> {
  const { request } = parameters
  checkTransferRequest(request)
  const session = parameters.getSession(request.connectorId)
  const account = session.accounts.find((item) => item.address === request.from)
  if (!account)
    throw new NotConnectedError({
      details: `${request.from} is not connected in ${request.connectorId}`,
    })
  if (request.network.caipNetworkId !== session.chain)
    throw new ChainNotSupportedError({
      details: `${request.connectorId} is on ${session.chain}, the transfer is for ${request.network.caipNetworkId}`,
    })
  const signAndSend = getWalletFeature(session.wallet, 'solana:signAndSendTransaction')
  const sign = signAndSend ? undefined : getWalletFeature(session.wallet, 'solana:signTransaction')
  if (!signAndSend && !sign) throw missingFeatureError('solana:signTransaction')

  const rpc = createSolanaRpc(requireRpcUrl(request.network))
  const { transaction } = await buildTransferTransaction({ rpc, request })
  await simulateTransfer({ rpc, transaction })
  const input = {
    account: account.walletAccount,
    chain: session.chain,
    transaction: new Uint8Array(getTransactionEncoder().encode(transaction)),
  }

  if (signAndSend) {
    const raw = await callWallet(() =>
      signAndSend.signAndSendTransaction({
        ...input,
        options: { preflightCommitment: 'confirmed' },
      }),
    )
    const signature = readWalletAnswer(sentSchema, raw)?.[0]?.signature
    if (signature?.length !== SIGNATURE_LENGTH)
      throw new InvalidWalletResponseError({
        details: `solana:signAndSendTransaction returned ${describeValue(signature ?? raw)}, expected a 64-byte signature`,
      })
    return { hash: encodeBase58(signature) }
  }

  // The wallet can only sign: it signs, the adapter sends.
  const raw = await callWallet(async () => await sign?.signTransaction(input))
  const signed = readWalletAnswer(signedSchema, raw)?.[0]?.signedTransaction
  if (!signed)
    throw new InvalidWalletResponseError({
      details: `solana:signTransaction returned ${describeValue(raw)}, expected a signed transaction`,
    })
  const hash = readTransactionId(signed, account.walletAccount)
  await sendSignedTransaction({
    rpc,
    transaction: getBase64Decoder().decode(signed) as Base64EncodedWireTransaction,
  })
  return { hash }
}

/**
 * A signed transaction's id (its first signature, the fee payer's), once it is sure the bytes
 * are a transaction `account` signed; else `InvalidWalletResponseError`.
 */
function readTransactionId(signed: Uint8Array, account: WalletAccount): string {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(signed)
  } catch (error) {
    throw new InvalidWalletResponseError({
      cause: error,
      details: 'solana:signTransaction returned bytes that are not a transaction',
    })
  }
  const signatures = transaction.signatures as Record<string, Uint8Array | null>
  const own = signatures[account.address]
  const first = Object.values(signatures)[0]
  if (own?.length !== SIGNATURE_LENGTH || first?.length !== SIGNATURE_LENGTH)
    throw new InvalidWalletResponseError({
      details: `solana:signTransaction returned a transaction without ${account.address}'s signature`,
    })
  return encodeBase58(first)
}
