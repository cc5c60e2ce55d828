const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * True for 40 hex characters with an optional 0x (spec §5). No checksum check: views use it
 * to validate typed input before a wallet sees it.
 *
 * @example
 * isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * isEvmAddress('0x1234') // false
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
