import { Address, OutScript, SigHash, Transaction } from '@scure/btc-signer'
import type { BitcoinAddressFamily } from '../networks/bitcoinNetworks.ts'
import { addressOfScript, BTC_SIGNER_NETWORKS } from '../networks/decodeBitcoinAddress.ts'

// Loaded with import() only: @scure/btc-signer stays out of the initial bundle.

// Sizes in vbytes for fee estimates: P2WPKH input, outputs, and the transaction's overhead.
const P2WPKH_INPUT_VBYTES = 68
const OUTPUT_VBYTES = 43
const OVERHEAD_VBYTES = 11
/** Below this, change is not worth an output (the P2WPKH dust limit). */
export const DUST_SATS = 546n

/**
 * Whether bytes are a PSBT @scure/btc-signer can read.
 *
 * @example
 * isPsbt(new TextEncoder().encode('nope')) // false
 */
export function isPsbt(bytes: Uint8Array): boolean {
  try {
    Transaction.fromPSBT(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * The input indexes of a PSBT that spend outputs of each of `addresses` (read from each input's
 * `witnessUtxo`).
 *
 * @example
 * inputsOwnedBy(psbt, ['bcrt1q…'], 'regtest') // Map { 'bcrt1q…' => [0, 2] }
 */
export function inputsOwnedBy(
  psbt: Uint8Array,
  addresses: readonly string[],
  family: BitcoinAddressFamily,
): Map<string, number[]> {
  const tx = Transaction.fromPSBT(psbt)
  const owned = new Map<string, number[]>()
  for (let index = 0; index < tx.inputsLength; index++) {
    const script = tx.getInput(index).witnessUtxo?.script
    const address = script ? addressOfScript(script, family) : undefined
    if (!address || !addresses.includes(address)) continue
    owned.set(address, [...(owned.get(address) ?? []), index])
  }
  return owned
}

/**
 * Finalizes every input of a signed PSBT and returns the raw transaction (hex) and its id.
 * Throws when an input lacks its signature.
 *
 * @example
 * const { hex, txid } = finalizePsbt(signedPsbt)
 */
export function finalizePsbt(psbt: Uint8Array): { hex: string; txid: string } {
  const tx = Transaction.fromPSBT(psbt)
  tx.finalize()
  return { hex: tx.hex, txid: tx.id }
}

export interface BuildTransferPsbtParameters {
  utxos: readonly { txid: string; vout: number; value: number }[]
  fromAddress: string
  recipientAddress: string
  amount: bigint
  /** sat/vB. */
  feeRate: number
  family: BitcoinAddressFamily
}

/**
 * A PSBT paying `amount` sats to the recipient from the payment address's UTXOs (largest
 * first, until amount + fee is covered), change back to the payment address when above dust.
 * Undefined when the UTXOs cannot cover it.
 *
 * @example
 * const psbt = buildTransferPsbt({ utxos, fromAddress, recipientAddress, amount: 10_000n, feeRate: 2, family: 'regtest' })
 */
export function buildTransferPsbt(
  parameters: BuildTransferPsbtParameters,
): { psbt: Uint8Array; fee: bigint } | undefined {
  const { utxos, fromAddress, recipientAddress, amount, feeRate, family } = parameters
  const network = BTC_SIGNER_NETWORKS[family]
  const fromScript = OutScript.encode(Address(network).decode(fromAddress))
  const sorted = [...utxos].sort((a, b) => b.value - a.value)
  const chosen: typeof sorted = []
  let total = 0n
  const feeFor = (inputs: number, outputs: number) =>
    BigInt(
      Math.ceil(
        (OVERHEAD_VBYTES + inputs * P2WPKH_INPUT_VBYTES + outputs * OUTPUT_VBYTES) * feeRate,
      ),
    )
  for (const utxo of sorted) {
    chosen.push(utxo)
    total += BigInt(utxo.value)
    if (total >= amount + feeFor(chosen.length, 2)) break
  }
  const feeWithChange = feeFor(chosen.length, 2)
  const feeWithout = feeFor(chosen.length, 1)
  if (total < amount + feeWithout) return undefined
  const tx = new Transaction()
  for (const utxo of chosen)
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: fromScript, amount: BigInt(utxo.value) },
      sighashType: SigHash.ALL,
    })
  tx.addOutputAddress(recipientAddress, amount, network)
  const change = total - amount - feeWithChange
  if (change >= DUST_SATS) tx.addOutputAddress(fromAddress, change, network)
  return { psbt: tx.toPSBT(), fee: change >= DUST_SATS ? feeWithChange : total - amount }
}
