import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  BUNDLER_EXECUTOR_ACCOUNT,
  BUNDLER_UTILITY_ACCOUNT,
  DEPLOYER_ACCOUNT,
  DEV_ACCOUNTS,
  DEV_MNEMONIC,
  PAYMASTER_SIGNER_ACCOUNT,
} from './accounts.ts'

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

  it('default: the bundler’s executor and utility accounts and the paymaster signer are indexes 10–12, outside the ten', () => {
    for (const [account, addressIndex] of [
      [BUNDLER_EXECUTOR_ACCOUNT, 10],
      [BUNDLER_UTILITY_ACCOUNT, 11],
      [PAYMASTER_SIGNER_ACCOUNT, 12],
    ] as const) {
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(DEV_ACCOUNTS.map((dev) => dev.address)).not.toContain(account.address)
    }
  })
})
