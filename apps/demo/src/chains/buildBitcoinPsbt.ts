import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import * as v from 'valibot'

/** bitcoinjs-style parameters of regtest: bech32 'bcrt'. */
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** A flat fee in sats: plenty for one input and one output at regtest's rates. */
const FEE_SATS = 500n

const utxosSchema = v.array(
  v.object({
    txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    vout: v.pipe(v.number(), v.integer(), v.minValue(0)),
    value: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
)

export interface BuildBitcoinPsbtParameters {
  /** The payment account (P2WPKH): its address and 33-byte public key (hex). */
  payment: { address: string; publicKey: string }
  /** Where the coins go (default: back to the payment address). */
  to?: string
  /** The Esplora-shaped API of the network. */
  esploraUrl: string
}

/**
 * An unsigned PSBT (base64) spending the payment address's first UTXO to `to`, less a flat
 * fee, with the input's witness UTXO so the wallet can sign it. Loaded on demand.
 *
 * @example
 * const psbt = await buildBitcoinPsbt({ payment, esploraUrl })
 * await sendRequest({ namespace: 'bip122', method: 'signPsbt', params: { account: payment.address, psbt } })
 */
export async function buildBitcoinPsbt(parameters: BuildBitcoinPsbtParameters): Promise<string> {
  const { payment, esploraUrl } = parameters
  const response = await fetch(`${esploraUrl}/address/${payment.address}/utxo`)
  if (!response.ok) throw new Error(`The Bitcoin service answered ${response.status}`)
  const utxos = v.parse(utxosSchema, await response.json())
  const utxo = utxos.find((candidate) => BigInt(candidate.value) > FEE_SATS)
  if (!utxo) throw new Error('The payment address has no coins to spend')

  const script = p2wpkh(hex.decode(payment.publicKey), REGTEST).script
  const transaction = new Transaction()
  transaction.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
  })
  transaction.addOutputAddress(
    parameters.to ?? payment.address,
    BigInt(utxo.value) - FEE_SATS,
    REGTEST,
  )
  return base64.encode(transaction.toPSBT())
}
