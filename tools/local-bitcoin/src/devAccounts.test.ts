import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID, REGTEST_GENESIS_BLOCK_HASH } from './constants.ts'
import { BITCOIN_DEV_ACCOUNTS } from './devAccounts.ts'

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

describe('dev accounts', () => {
  test.each([0, 1])(
    'default: account %i has the documented keys and regtest addresses',
    (index) => {
      const account = BITCOIN_DEV_ACCOUNTS[index]!
      expect(account.payment.privateKeyHex).toBe(sha256Hex(`portico bitcoin payment ${index}`))
      expect(account.ordinal.privateKeyHex).toBe(sha256Hex(`portico bitcoin ordinal ${index}`))
      expect(account.payment.publicKeyHex).toMatch(/^0[23][0-9a-f]{64}$/)
      expect(account.ordinal.publicKeyHex).toMatch(/^[0-9a-f]{64}$/)
      expect(account.payment.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
      expect(account.ordinal.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
      expect(account.payment.path).toBe(`m/84'/1'/0'/0/${index}`)
      expect(account.ordinal.path).toBe(`m/86'/1'/0'/0/${index}`)
    },
  )

  test('default: account 0 keeps its addresses (other packages and docs name them)', () => {
    expect(BITCOIN_DEV_ACCOUNTS[0]?.payment.address).toBe(
      'bcrt1q5jhyez4dam54k7zf64nn9d4jr8uuusmxcz0l5k',
    )
    expect(BITCOIN_DEV_ACCOUNTS[0]?.ordinal.address).toBe(
      'bcrt1pc8ztwandsq2yl9zuc2096pq7nw9f2j6l8j3ca8p3tv087xacz8nqdeyc0d',
    )
  })

  test('default: the CAIP-2 id is the regtest genesis hash prefix', () => {
    expect(BITCOIN_REGTEST_CAIP_NETWORK_ID).toBe(
      `bip122:${REGTEST_GENESIS_BLOCK_HASH.slice(0, 32)}`,
    )
  })
})
