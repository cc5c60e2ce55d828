import { createHash, createPrivateKey, createPublicKey } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** A Solana dev account: its Ed25519 32-byte seed (hex) and its base58 address. */
export type SolanaDevAccount = { readonly seedHex: string; readonly address: string }

/** The SPL token the local network creates at start. */
export type LocalSolanaToken = {
  readonly mint: string
  readonly symbol: string
  readonly name: string
  readonly decimals: number
}

// DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest()
}

/**
 * The base58 address (public key) of an Ed25519 seed, computed synchronously with node:crypto so
 * that the dev accounts can be plain constants.
 *
 * @example
 * addressFromSeed(Buffer.alloc(32, 1)) // '…' (32–44 base58 characters)
 */
export function addressFromSeed(seed: Uint8Array): string {
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  if (typeof jwk.x !== 'string') throw new Error('node:crypto gave an Ed25519 key without x')
  return getBase58Decoder().decode(Buffer.from(jwk.x, 'base64url'))
}

function devAccount(seed: Buffer): SolanaDevAccount {
  return { seedHex: seed.toString('hex'), address: addressFromSeed(seed) }
}

/**
 * Dev accounts 0, 1 and 2: seed i = sha256(utf8 `portico solana dev account ${i}`). The local
 * network funds each with 1000 SOL and 1000 PUSD at start. Tests use 0 (the wallet) and 1 (a
 * receiver); 2 is the on-ramp sandbox's treasury (tools/onramp-sandbox), which nothing else sends
 * from, so that its deliveries never race another test's transfers.
 *
 * @example
 * const signer = await createKeyPairSignerFromPrivateKeyBytes(
 *   Buffer.from(SOLANA_DEV_ACCOUNTS[0].seedHex, 'hex'),
 * )
 * signer.address === SOLANA_DEV_ACCOUNTS[0].address // true
 */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = [0, 1, 2].map((index) =>
  devAccount(sha256(`portico solana dev account ${index}`)),
)

/** The seed of the PUSD mint's address: sha256(utf8 'portico solana token mint'). */
export const LOCAL_SOLANA_TOKEN_MINT_SEED: Buffer = sha256('portico solana token mint')

/**
 * Portico USD on the local network: an SPL token (classic token program) with 6 decimals. Its
 * mint authority is dev account 0.
 *
 * @example
 * const mint = address(LOCAL_SOLANA_TOKEN.mint)
 * await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send()
 */
export const LOCAL_SOLANA_TOKEN: LocalSolanaToken = {
  mint: addressFromSeed(LOCAL_SOLANA_TOKEN_MINT_SEED),
  symbol: 'PUSD',
  name: 'Portico USD',
  decimals: 6,
}

/** What each dev account holds of PUSD at start, in base units: 1000 PUSD. */
export const DEV_ACCOUNT_TOKEN_AMOUNT = 1000n * 10n ** BigInt(LOCAL_SOLANA_TOKEN.decimals)
