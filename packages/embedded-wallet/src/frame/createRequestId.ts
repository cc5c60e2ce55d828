/**
 * A fresh request id (the protocol's `[A-Za-z0-9_-]{8,64}`): a random UUID, or 32 random hex
 * characters where `randomUUID` is missing (it needs a secure context; a LAN address over http
 * is not one).
 *
 * @example
 * createRequestId() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function createRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
