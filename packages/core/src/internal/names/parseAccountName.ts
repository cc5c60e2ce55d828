import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_MIN_LENGTH } from '../../constants.ts'
import type { AccountNameRuleCode } from '../../errors/nameMessages.ts'

/** A name as it is registered: the label and the full name, lower case. */
export interface ParsedAccountName {
  label: string
  name: string
}

/**
 * The name the visitor typed, under `zone`, or the first spec §5 rule it breaks: letters, digits
 * and hyphens only, at least 4 characters (and at most 63, a DNS label's limit). What is typed is
 * trimmed and lower-cased (the server stores and compares lower case); the zone may be typed too.
 *
 * @example
 * parseAccountName('Alice', 'portico.id') // { label: 'alice', name: 'alice.portico.id' }
 * parseAccountName('al', 'portico.id') // { code: 'TOO_SHORT' }
 */
export function parseAccountName(
  input: string,
  zone: string,
): ParsedAccountName | { code: AccountNameRuleCode } {
  let label = input.trim().toLowerCase()
  if (label.endsWith(`.${zone}`)) label = label.slice(0, -(zone.length + 1))
  if (!label) return { code: 'NAME_REQUIRED' }
  if (!/^[a-z0-9-]+$/.test(label)) return { code: 'INVALID_CHARACTERS' }
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return { code: 'TOO_SHORT' }
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return { code: 'TOO_LONG' }
  return { label, name: `${label}.${zone}` }
}
