import type { ChainNamespace } from '@portico/core'
import { walletConnectAddressChecks } from '../addresses/walletConnectAddressChecks.ts'

/**
 * Whether `value` is an address of `namespace` by the adapter's own checks
 * (`walletConnectAddressChecks`: EVM hex, Solana base58 decoding to a 32-byte key, Bitcoin
 * bech32 or base58 by shape, no checksum). It keeps garbage a wallet sends out of the state; it
 * does not prove the address exists.
 *
 * @example
 * isNamespaceAddress('solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') // true
 * isNamespaceAddress('bip122', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function isNamespaceAddress(namespace: ChainNamespace, value: unknown): value is string {
  return (
    typeof value === 'string' &&
    walletConnectAddressChecks[namespace]?.parseAddress(value) !== undefined
  )
}
