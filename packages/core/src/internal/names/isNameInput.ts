/**
 * Whether a receiver as typed reads as a name ('alice.portico.id', any zone): dot-separated
 * labels of letters, digits and hyphens, at least two of them.
 */
export function isNameInput(input: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(input.trim())
}
