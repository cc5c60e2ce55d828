import { Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import type { DerivedKey } from './deriveKeys.ts'

/** Inputs one key signs, with an optional SIGHASH flag. */
export interface PsbtSigningRequest {
  key: DerivedKey
  indexes: readonly number[]
  sigHash?: number
}

/**
 * Signs the requested inputs of a PSBT (payment P2WPKH, ordinal P2TR key path) and returns the
 * PSBT with the signatures added, not finalized. An input whose output script is not the key's
 * is refused: the wallet signs only what it owns.
 *
 * @example
 * const signed = signPsbt(psbtBytes, [{ key: paymentKey, indexes: [0, 1] }])
 */
export function signPsbt(psbt: Uint8Array, requests: readonly PsbtSigningRequest[]): Uint8Array {
  const tx = Transaction.fromPSBT(psbt)
  for (const { key, indexes, sigHash } of requests) {
    for (const index of indexes) {
      const input = tx.getInput(index)
      const script = input.witnessUtxo?.script
      if (!script || !equalBytes(script, key.script))
        throw new Error(`Input ${index} is not an output of ${key.address}`)
      if (key.tapInternalKey && !input.tapInternalKey)
        tx.updateInput(index, { tapInternalKey: key.tapInternalKey })
      tx.signIdx(key.privateKey, index, sigHash === undefined ? undefined : [sigHash])
    }
  }
  return tx.toPSBT()
}

/**
 * Finalizes every input of a signed PSBT and returns the raw transaction and its id.
 *
 * @example
 * const { hex, txid } = finalizePsbt(signedPsbt)
 */
export function finalizePsbt(psbt: Uint8Array): { hex: string; txid: string } {
  const tx = Transaction.fromPSBT(psbt)
  tx.finalize()
  return { hex: tx.hex, txid: tx.id }
}
