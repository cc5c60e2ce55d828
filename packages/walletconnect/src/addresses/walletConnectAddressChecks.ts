import type { ChainAdapter } from '@portico/core'
import { evmAddressChecks } from '@portico/evm'
import { bitcoinSessionChecks } from './bitcoinSessionChecks.ts'
import { solanaSessionChecks } from './solanaSessionChecks.ts'

/**
 * The address and hash checks of every namespace a WalletConnect session spans: @portico/evm's
 * for eip155, this package's own for solana and bip122.
 *
 * @example
 * walletConnectAddressChecks.solana?.parseAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // undefined
 */
export const walletConnectAddressChecks: NonNullable<ChainAdapter['addressChecks']> = {
  eip155: evmAddressChecks,
  solana: solanaSessionChecks,
  bip122: bitcoinSessionChecks,
}
