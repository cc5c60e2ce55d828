import { evmAddressChecks } from '@portico/evm'
import { expect, it } from 'vitest'
import { embeddedWallet } from './embeddedWalletAdapter.ts'

// The frame's accounts are EVM accounts: core checks Send's receiver, `sendTransaction`'s `to`,
// Pay's recipient and the wallet's hashes with @portico/evm's checks, from the start (Pay checks
// a recipient before any frame loads).
it("default: the embedded wallet offers @portico/evm's checks for eip155 only", () => {
  const adapter = embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:5180' })
  expect(adapter.addressChecks).toEqual({ eip155: evmAddressChecks })
  expect(
    adapter.addressChecks?.eip155?.parseAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
  ).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
})
