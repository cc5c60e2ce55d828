import { InvalidRequestParamsError, MethodNotAllowedError, NotConnectedError } from '@portico/core'
import { signSolanaMessage } from '../actions/signSolanaMessage.ts'
import { decodeBase58 } from '../addresses/base58.ts'
import type { SolanaSession } from '../wallet/SolanaSession.ts'
import { parseRequestParams } from './parseRequestParams.ts'
import {
  SOLANA_REQUEST_METHODS,
  type SolanaRequestMethod,
  signAllTransactionsParamsSchema,
  signAndSendTransactionParamsSchema,
  signMessageParamsSchema,
  signTransactionParamsSchema,
} from './requestSchemas.ts'

export interface HandleSolanaRequestParameters {
  /** The connected wallet's session; undefined when not connected. */
  session: SolanaSession | undefined
  method: string
  params?: unknown
  /** Asks the wallet for accounts again (`solana_requestAccounts`); returns the new session. */
  requestAccounts: () => Promise<SolanaSession>
}

/**
 * Answers one of the contract's `solana_*` requests (the WalletConnect method names) through
 * the wallet's Wallet Standard features. Params are checked first (spec §5; else
 * `InvalidRequestParamsError`), any other method is a `MethodNotAllowedError`, and the wallet's
 * answers are checked before they are returned:
 * `solana_signMessage` `{ message: base58, pubkey }` → `{ signature }`;
 * `solana_signTransaction` `{ transaction: base64 }` → `{ signature, transaction }`;
 * `solana_signAllTransactions` `{ transactions }` → `{ transactions }`;
 * `solana_signAndSendTransaction` `{ transaction, sendOptions? }` → `{ signature }`;
 * `solana_getAccounts` / `solana_requestAccounts` → `[{ pubkey }]`.
 *
 * @example
 * const { signature } = await handleSolanaRequest({ session, method: 'solana_signMessage', params, requestAccounts })
 */
export async function handleSolanaRequest(
  parameters: HandleSolanaRequestParameters,
): Promise<unknown> {
  const { method, params } = parameters
  if (!isSolanaRequestMethod(method)) throw new MethodNotAllowedError(method)
  if (method === 'solana_requestAccounts') return toPubkeys(await parameters.requestAccounts())
  const session = parameters.session
  if (!session) throw new NotConnectedError({ details: `${method} needs a connected wallet` })
  switch (method) {
    case 'solana_getAccounts':
      return toPubkeys(session)
    case 'solana_signMessage': {
      const { message, pubkey } = parseRequestParams(signMessageParamsSchema, params, method)
      const account = session.accounts.find((item) => item.address === pubkey)
      if (!account)
        throw new InvalidRequestParamsError({
          details: `${method}: pubkey is not a connected account`,
        })
      // The schema admitted only base58 characters, so this decodes.
      const bytes = decodeBase58(message) ?? new Uint8Array()
      const signature = await signSolanaMessage({
        wallet: session.wallet,
        account: account.walletAccount,
        message: bytes,
      })
      return { signature }
    }
    case 'solana_signTransaction': {
      const { transaction } = parseRequestParams(signTransactionParamsSchema, params, method)
      const { signTransactions } = await import('./transactionRequests.ts')
      const [signed] = await signTransactions(session, [transaction])
      return signed
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parseRequestParams(signAllTransactionsParamsSchema, params, method)
      const { signTransactions } = await import('./transactionRequests.ts')
      const signed = await signTransactions(session, transactions)
      return { transactions: signed.map((item) => item.transaction) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parseRequestParams(
        signAndSendTransactionParamsSchema,
        params,
        method,
      )
      const { signAndSendTransaction } = await import('./transactionRequests.ts')
      return { signature: await signAndSendTransaction(session, transaction, sendOptions) }
    }
  }
}

function isSolanaRequestMethod(method: string): method is SolanaRequestMethod {
  return (SOLANA_REQUEST_METHODS as readonly string[]).includes(method)
}

function toPubkeys(session: SolanaSession): { pubkey: string }[] {
  return session.accounts.map((account) => ({ pubkey: account.address }))
}
