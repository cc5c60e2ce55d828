import { createPublicKey, verify } from 'node:crypto'
import { getAddressEncoder, type Transaction } from '@solana/kit'

// DER header of an SPKI Ed25519 public key; the 32-byte key follows it.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Whether every signer of a transaction signed its message bytes. The server checks signatures
 * itself (litesvm runs with sigverify off) so that simulations with `sigVerify: false`, which
 * wallets and @solana/kit send unsigned, still run.
 *
 * @example
 * verifyTransactionSignatures(getTransactionDecoder().decode(wireBytes)) // true
 */
export function verifyTransactionSignatures(transaction: Transaction): boolean {
  const addressEncoder = getAddressEncoder()
  return Object.entries(transaction.signatures).every(([signer, signature]) => {
    if (signature === null) return false
    const publicKey = createPublicKey({
      key: Buffer.concat([
        ED25519_SPKI_PREFIX,
        Buffer.from(addressEncoder.encode(signer as never)),
      ]),
      format: 'der',
      type: 'spki',
    })
    return verify(null, Buffer.from(transaction.messageBytes), publicKey, Buffer.from(signature))
  })
}
