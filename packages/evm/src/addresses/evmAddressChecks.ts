import type { AddressChecks } from '@portico/core'
import { isEvmTransactionHash } from './isEvmTransactionHash.ts'
import { parseEvmAddress } from './parseEvmAddress.ts'

/**
 * The `eip155` namespace's address and hash checks (`ChainAdapter.addressChecks`): an address is
 * 40 hex characters with an optional 0x (spec §5), the same account on every EVM network, handed
 * back with its 0x; a transaction hash is 0x and 64 hex characters. The EVM, WalletConnect and
 * embedded-wallet adapters set them.
 *
 * @example
 * evmAddressChecks.parseAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 * evmAddressChecks.isTransactionHash('0x1234') // false
 */
export const evmAddressChecks: AddressChecks = {
  parseAddress: parseEvmAddress,
  isTransactionHash: isEvmTransactionHash,
}
