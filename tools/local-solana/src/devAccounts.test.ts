import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Encoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { LOCAL_SOLANA_CAIP_NETWORK_ID, LOCAL_SOLANA_GENESIS_HASH } from './constants.ts'
import { LOCAL_SOLANA_TOKEN, SOLANA_DEV_ACCOUNTS } from './devAccounts.ts'

describe('dev accounts', () => {
  test.each([0, 1, 2])('default: account %i is the key of its documented seed', async (index) => {
    const account = SOLANA_DEV_ACCOUNTS[index]!
    const seed = createHash('sha256').update(`portico solana dev account ${index}`).digest()
    expect(account.seedHex).toBe(seed.toString('hex'))
    const signer = await createKeyPairSignerFromPrivateKeyBytes(seed)
    expect(account.address).toBe(signer.address)
  })

  test('default: the PUSD mint is the key of its documented seed', async () => {
    const seed = createHash('sha256').update('portico solana token mint').digest()
    const signer = await createKeyPairSignerFromPrivateKeyBytes(seed)
    expect(LOCAL_SOLANA_TOKEN).toEqual({
      mint: signer.address,
      symbol: 'PUSD',
      name: 'Portico USD',
      decimals: 6,
    })
  })

  test('default: the CAIP-2 id is the first 32 characters of the 32-byte genesis hash', () => {
    expect(getBase58Encoder().encode(LOCAL_SOLANA_GENESIS_HASH)).toHaveLength(32)
    expect(LOCAL_SOLANA_CAIP_NETWORK_ID).toBe(`solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(LOCAL_SOLANA_CAIP_NETWORK_ID).toBe('solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo')
  })
})
