/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts, and test pages are
 * sometimes served over plain http from a LAN address, so this builds one from
 * `crypto.getRandomValues`, which works everywhere.
 *
 * @example
 * randomUuid() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
