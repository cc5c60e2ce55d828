import { ADDRESS_LEADING_CHARS, ADDRESS_TRAILING_CHARS } from '../constants.ts'

/**
 * Shortens an address to 4 leading and 6 trailing characters around one '…' (spec §5).
 * Addresses already that short are returned unchanged.
 *
 * @example
 * formatAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function formatAddress(address: string): string {
  if (address.length <= ADDRESS_LEADING_CHARS + ADDRESS_TRAILING_CHARS + 1) return address
  return `${address.slice(0, ADDRESS_LEADING_CHARS)}…${address.slice(-ADDRESS_TRAILING_CHARS)}`
}
