import { type ChainNamespace, isEvmAddress, isSolanaAddress } from '@portico/core'

// Bech32 / bech32m (native SegWit, Taproot) on mainnet, testnet and regtest, in one case.
const BECH32_ADDRESS = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/
// Base58 legacy (P2PKH) and P2SH on mainnet (1, 3) and testnet (m, n, 2).
const BASE58_BTC_ADDRESS = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/

/**
 * Whether `value` is an address of `namespace`: EVM hex, Solana base58 (32–44 characters
 * decoding to a 32-byte key), Bitcoin bech32 or base58 by shape (no checksum). It keeps garbage
 * a wallet sends out of the state; it does not prove the address exists.
 *
 * @example
 * isNamespaceAddress('solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') // true
 * isNamespaceAddress('bip122', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function isNamespaceAddress(namespace: ChainNamespace, value: unknown): value is string {
  if (typeof value !== 'string') return false
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(value)
    case 'solana':
      return isSolanaAddress(value)
    case 'bip122':
      return (
        BECH32_ADDRESS.test(value) ||
        BECH32_ADDRESS.test(value.toLowerCase()) ||
        BASE58_BTC_ADDRESS.test(value)
      )
    default:
      return false
  }
}
