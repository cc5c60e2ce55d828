import {
  BalanceUnavailableError,
  type BalanceUnavailableErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidRequestParamsError,
  type InvalidRequestParamsErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  type UserRejectedRequestErrorType,
  type WalletCodeErrorType,
} from '@portico/core'
import { callWallet, describeValue } from '@portico/wallet-standard'
import { broadcastTransaction } from '../esplora/broadcastTransaction.ts'
import { esploraUrl } from '../esplora/esploraUrl.ts'
import { addressFamilyOf } from '../networks/bitcoinNetworks.ts'
import { base64ToBytes, bytesToBase64 } from '../utils/base64.ts'
import type { BitcoinSession } from '../wallet/BitcoinSession.ts'
import { parseSignTransactionAnswer } from '../wallet/parseSignTransactionAnswer.ts'
import { requireFeature } from '../wallet/requireFeature.ts'

export interface SignBitcoinPsbtParameters {
  /** The PSBT, base64. */
  psbt: string
  /** Which inputs each address signs; default: every input spending one of the session's addresses. */
  signInputs?: readonly { address: string; index: number; sighashTypes?: readonly number[] }[]
  /** Broadcast once signed: by the wallet when it does, else finalized here and sent to Esplora. */
  broadcast?: boolean
}

export interface SignBitcoinPsbtReturnType {
  /** The signed PSBT, base64. */
  psbt: string
  /** Present when broadcast. */
  txid?: string
}

/**
 * `InvalidRequestParamsError` for a PSBT that does not parse, `InvalidAddressError` for an input
 * that is not the session's; from the wallet a `UserRejectedRequestError` or its code's class
 * (a wallet without `bitcoin:signTransaction`: `WalletUnsupportedMethodError`), or an
 * `InvalidWalletResponseError`; broadcasting, `BalanceUnavailableError` without an Esplora URL
 * and a `ProviderRequestError` when the network refuses it.
 */
export type SignBitcoinPsbtErrorType =
  | InvalidRequestParamsErrorType
  | InvalidAddressErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | InvalidWalletResponseErrorType
  | BalanceUnavailableErrorType

/**
 * Has the wallet sign a PSBT through `bitcoin:signTransaction` (the contract's bip122
 * `signPsbt`). A PSBT that does not parse is an `InvalidRequestParamsError` (the wallet is not
 * asked); a wallet answer that does not parse is an `InvalidWalletResponseError`. With
 * `broadcast`, a wallet that only signs has its PSBT finalized and posted to the network's
 * Esplora `POST /tx`. @scure/btc-signer is loaded on first use.
 *
 * @example
 * const { psbt, txid } = await signBitcoinPsbt(session, { psbt: base64Psbt, broadcast: true })
 */
export async function signBitcoinPsbt(
  session: BitcoinSession,
  parameters: SignBitcoinPsbtParameters,
): Promise<SignBitcoinPsbtReturnType> {
  const tools = await import('../psbt/psbtTools.ts')
  const family = addressFamilyOf(session.network.caipNetworkId)
  const psbt = base64ToBytes(parameters.psbt)
  if (!psbt || !tools.isPsbt(psbt))
    throw new InvalidRequestParamsError({ details: 'psbt is not a base64 PSBT' })

  const byAddress = new Map<string, { indexes: number[]; sigHash?: number }>()
  if (parameters.signInputs) {
    for (const { address, index, sighashTypes } of parameters.signInputs) {
      const entry = byAddress.get(address) ?? { indexes: [] }
      entry.indexes.push(index)
      const sigHash = sighashTypes?.[0]
      if (sigHash !== undefined) entry.sigHash = sigHash
      byAddress.set(address, entry)
    }
  } else {
    const owned = tools.inputsOwnedBy(
      psbt,
      session.accounts.map((item) => item.account.address),
      family,
    )
    for (const [address, indexes] of owned) byAddress.set(address, { indexes })
  }
  const inputsToSign = [...byAddress].map(([address, { indexes, sigHash }]) => {
    const entry = session.accounts.find((item) => item.account.address === address)
    if (!entry)
      throw new InvalidAddressError({
        details: `${describeValue(address)} is not an account of ${session.connectorId}`,
      })
    return {
      account: entry.walletAccount,
      signingIndexes: indexes,
      ...(sigHash === undefined ? {} : { sigHash }),
    }
  })

  const feature = requireFeature(session.wallet, 'bitcoin:signTransaction')
  const answer = parseSignTransactionAnswer(
    await callWallet(() =>
      feature.signTransaction({
        psbt,
        inputsToSign,
        chain: session.walletChain as `${string}:${string}`,
        ...(parameters.broadcast ? { broadcast: true } : {}),
      }),
    ),
  )
  if (!tools.isPsbt(answer.signedPsbt))
    throw new InvalidWalletResponseError({ details: 'bitcoin:signTransaction answered no PSBT' })
  const signed = bytesToBase64(answer.signedPsbt)
  if (!parameters.broadcast) return { psbt: signed }
  if (answer.txId) return { psbt: signed, txid: answer.txId }

  let hex: string
  try {
    hex = tools.finalizePsbt(answer.signedPsbt).hex
  } catch (error) {
    throw new InvalidWalletResponseError({
      cause: error,
      details: 'The signed PSBT cannot be finalized (an input lacks its signature)',
    })
  }
  const url = esploraUrl(session.network)
  if (!url)
    throw new BalanceUnavailableError({
      details: `${session.network.caipNetworkId} has no Esplora URL`,
    })
  return { psbt: signed, txid: await broadcastTransaction(url, hex) }
}
