import { RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'
import type { DerivedKey } from './deriveKeys.ts'

const MESSAGE_TAG = 'BIP0322-signed-message'

/**
 * A BIP-322 "simple" signature: the witness of the virtual `to_sign` transaction spending the
 * virtual `to_spend` output that commits to the message, serialized as a witness stack. Works
 * for P2WPKH and P2TR key-path keys.
 *
 * @example
 * const witness = signBip322Simple(paymentKey, new TextEncoder().encode('Hello'))
 * btoa(String.fromCharCode(...witness)) // the base64 signature
 */
export function signBip322Simple(key: DerivedKey, message: Uint8Array): Uint8Array {
  const messageHash = tagSchnorr(MESSAGE_TAG, message)
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', messageHash]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: key.script }],
    witnesses: [],
    lockTime: 0,
  })
  // A txid is the double SHA-256 of the serialization, shown byte-reversed.
  const toSpendId = sha256x2(toSpend).reverse()
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendId,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.tapInternalKey ? { tapInternalKey: key.tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the virtual transaction has no witness')
  return RawWitness.encode(witness)
}
