import {
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidRequestParamsError,
  type InvalidRequestParamsErrorType,
  ProviderRequestError,
  type ProviderRequestErrorType,
} from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import { esploraUrl } from '../esplora/esploraUrl.ts'
import { fetchUtxos } from '../esplora/fetchUtxos.ts'
import { addressFamilyOf } from '../networks/bitcoinNetworks.ts'
import { bytesToBase64 } from '../utils/base64.ts'
import type { BitcoinSession } from '../wallet/BitcoinSession.ts'
import { type SignBitcoinPsbtErrorType, signBitcoinPsbt } from './signBitcoinPsbt.ts'

/** Fee rate when the dApp sets none, in sat/vB. */
export const DEFAULT_FEE_RATE = 2

export interface SendBitcoinTransferParameters {
  recipientAddress: string
  /** Sats. */
  amount: bigint
  /** sat/vB (default {@link DEFAULT_FEE_RATE}). */
  feeRate?: number
}

export interface SendBitcoinTransferReturnType {
  txid: string
}

/**
 * `InvalidAddressError` for a recipient not on the network, `InvalidRequestParamsError` for an
 * amount that is not positive or a session without a payment account, `ProviderRequestError`
 * (no Esplora URL, unspent outputs not read, insufficient funds, not broadcast), or what
 * `signBitcoinPsbt` rejects with.
 */
export type SendBitcoinTransferErrorType =
  | InvalidAddressErrorType
  | InvalidRequestParamsErrorType
  | ProviderRequestErrorType
  | SignBitcoinPsbtErrorType

/**
 * Sends `amount` sats from the session's payment address: its UTXOs come from the network's
 * Esplora API, the PSBT is built here with @scure/btc-signer (loaded on first use), the wallet
 * signs it, and it is broadcast (`signBitcoinPsbt` with `broadcast`). A recipient that is not
 * on the network is an `InvalidAddressError`; too little money a `ProviderRequestError`.
 *
 * @example
 * const { txid } = await sendBitcoinTransfer(session, { recipientAddress: 'bcrt1q…', amount: 10_000n })
 */
export async function sendBitcoinTransfer(
  session: BitcoinSession,
  parameters: SendBitcoinTransferParameters,
): Promise<SendBitcoinTransferReturnType> {
  const { recipientAddress, amount, feeRate = DEFAULT_FEE_RATE } = parameters
  const family = addressFamilyOf(session.network.caipNetworkId)
  const { decodeBitcoinAddress } = await import('../networks/decodeBitcoinAddress.ts')
  if (!decodeBitcoinAddress(recipientAddress, family))
    throw new InvalidAddressError({
      details: `${describeValue(recipientAddress)} is not an address of ${session.network.caipNetworkId}`,
    })
  if (amount <= 0n) throw new InvalidRequestParamsError({ details: 'amount must be positive' })
  const payment = session.accounts.find((item) => item.account.type === 'payment')
  if (!payment) throw new InvalidRequestParamsError({ details: 'No payment account' })
  const url = esploraUrl(session.network)
  if (!url)
    throw new ProviderRequestError('No Esplora URL', {
      details: `${session.network.caipNetworkId} has no Esplora URL`,
    })

  let utxos: Awaited<ReturnType<typeof fetchUtxos>>
  try {
    utxos = await fetchUtxos(url, payment.account.address)
  } catch (error) {
    throw new ProviderRequestError('The unspent outputs could not be read', { cause: error })
  }
  const { buildTransferPsbt } = await import('../psbt/psbtTools.ts')
  const built = buildTransferPsbt({
    utxos,
    fromAddress: payment.account.address,
    recipientAddress,
    amount,
    feeRate,
    family,
  })
  if (!built)
    throw new ProviderRequestError('Insufficient funds', {
      details: `${payment.account.address} cannot pay ${amount} sats and the fee`,
    })
  const { txid } = await signBitcoinPsbt(session, {
    psbt: bytesToBase64(built.psbt),
    broadcast: true,
  })
  if (!txid) throw new ProviderRequestError('The transaction was not broadcast')
  return { txid }
}
