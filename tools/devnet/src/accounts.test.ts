import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEPLOYER_ACCOUNT, DEV_ACCOUNTS, DEV_MNEMONIC } from './accounts.ts'

describe('DEV_ACCOUNTS', () => {
  it('default: are the first ten accounts of anvil’s mnemonic', () => {
    expect(DEV_ACCOUNTS).toHaveLength(10)
    DEV_ACCOUNTS.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).address).toBe(account.address)
    })
  })

  it('behavior: each private key signs for its address', () => {
    for (const account of DEV_ACCOUNTS) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })

  it('default: the deployer is account 0', () => {
    expect(DEPLOYER_ACCOUNT.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })
})
