import { crypto, payments, script, Transaction } from 'bitcoinjs-lib'
import { ecc } from './ecc.ts'

/** The output an input spends: its script and amount. */
export type Prevout = { script: Uint8Array; value: bigint }

/** Why an input's signature does not hold, in bitcoind's words; undefined when it holds. */
export type InputSignatureProblem = string | undefined

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a).equals(Buffer.from(b))
}

function isP2wpkh(output: Uint8Array): boolean {
  return output.length === 22 && output[0] === 0x00 && output[1] === 0x14
}

function isP2tr(output: Uint8Array): boolean {
  return output.length === 34 && output[0] === 0x51 && output[1] === 0x20
}

function verifyP2wpkh(
  transaction: Transaction,
  index: number,
  prevout: Prevout,
): InputSignatureProblem {
  const witness = transaction.ins[index]?.witness ?? []
  const [encodedSignature, publicKey] = witness
  if (witness.length !== 2 || encodedSignature === undefined || publicKey === undefined) {
    return 'mandatory-script-verify-flag-failed (Witness program hash mismatch)'
  }
  if (!equalBytes(crypto.hash160(publicKey), prevout.script.subarray(2))) {
    return 'mandatory-script-verify-flag-failed (Witness program hash mismatch)'
  }
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(encodedSignature)
  } catch {
    return 'mandatory-script-verify-flag-failed (Non-canonical DER signature)'
  }
  const scriptCode = payments.p2pkh({ hash: prevout.script.subarray(2) }).output
  if (scriptCode === undefined) return 'mandatory-script-verify-flag-failed (Script failed)'
  const hash = transaction.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType)
  return ecc.verify(hash, publicKey, decoded.signature)
    ? undefined
    : 'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)'
}

function verifyP2trKeyPath(
  transaction: Transaction,
  index: number,
  prevouts: readonly Prevout[],
): InputSignatureProblem {
  const witness = transaction.ins[index]?.witness ?? []
  const [signature] = witness
  if (witness.length !== 1 || signature === undefined) {
    return 'non-mandatory-script-verify-flag (Taproot script-path spends are not verified by the local service)'
  }
  if (signature.length !== 64 && signature.length !== 65) {
    return 'mandatory-script-verify-flag-failed (Invalid Schnorr signature size)'
  }
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : Transaction.SIGHASH_DEFAULT
  const hash = transaction.hashForWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    prevouts.map((prevout) => prevout.value),
    hashType,
  )
  const outputKey = prevouts[index]?.script.subarray(2) ?? new Uint8Array()
  return ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))
    ? undefined
    : 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'
}

/**
 * Checks the signature of one input against the output it spends, as a node would: P2WPKH
 * (BIP-143 sighash, ECDSA) and P2TR key-path (BIP-341 sighash, Schnorr). Other output types are
 * refused, since the local service cannot vouch for them.
 *
 * @example
 * verifyInputSignature(transaction, 0, prevouts) // undefined when the signature holds
 */
export function verifyInputSignature(
  transaction: Transaction,
  index: number,
  prevouts: readonly Prevout[],
): InputSignatureProblem {
  const prevout = prevouts[index]
  if (prevout === undefined) return 'bad-txns-inputs-missingorspent'
  if ((transaction.ins[index]?.script.length ?? 0) > 0) {
    return 'mandatory-script-verify-flag-failed (Witness requires empty scriptSig)'
  }
  if (isP2wpkh(prevout.script)) return verifyP2wpkh(transaction, index, prevout)
  if (isP2tr(prevout.script)) return verifyP2trKeyPath(transaction, index, prevouts)
  return 'non-mandatory-script-verify-flag (only P2WPKH and P2TR key-path spends are accepted by the local service)'
}
