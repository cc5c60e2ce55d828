import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import type { BitcoinTestKey } from '../types.ts'

// The contract's Bitcoin dev account 0 (tools/local-bitcoin derives the same keys; this package
// must stay browser-safe, so it does not import that Node package).
export const DEV_PAYMENT_KEY: BitcoinTestKey = {
  privateKeyHex: bytesToHex(sha256(utf8ToBytes('portico bitcoin payment 0'))),
  path: "m/84'/1'/0'/0/0",
}
export const DEV_ORDINAL_KEY: BitcoinTestKey = {
  privateKeyHex: bytesToHex(sha256(utf8ToBytes('portico bitcoin ordinal 0'))),
  path: "m/86'/1'/0'/0/0",
}
export const DEV_PAYMENT_ADDRESS = 'bcrt1q5jhyez4dam54k7zf64nn9d4jr8uuusmxcz0l5k'
export const DEV_ORDINAL_ADDRESS =
  'bcrt1pc8ztwandsq2yl9zuc2096pq7nw9f2j6l8j3ca8p3tv087xacz8nqdeyc0d'
