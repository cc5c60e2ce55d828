import type { AccountNameRuleCode } from '../errors/nameMessages.ts'
import { NAME_MESSAGES } from '../errors/nameMessages.ts'
import { parseAccountName } from '../internal/names/parseAccountName.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface CheckAccountNameParameters {
  /** As typed: a label ('Alice') or a full name in the project's zone. */
  name: string
}

/** The name as it would be registered, or the first spec §5 rule it breaks with its message. */
export type CheckAccountNameReturnType =
  | { valid: true; label: string; name: string }
  | { valid: false; code: AccountNameRuleCode | 'NAMES_UNAVAILABLE'; message: string }

/**
 * Checks a name against spec §5's rules as the visitor types it, without asking anything:
 * letters, digits and hyphens only, at least 4 characters (at most 63), lower-cased, under the
 * project's zone (`features.nameZone`; none: 'Names are not available here'). The same check
 * `fetchNameSuggestions` and `registerAccountName` make first.
 *
 * @example
 * checkAccountName(config, { name: 'Alice' }) // { valid: true, label: 'alice', name: 'alice.portico.id' }
 * checkAccountName(config, { name: 'al' }) // { valid: false, code: 'TOO_SHORT', message: 'A name needs at least 4 characters' }
 */
export function checkAccountName(
  config: PorticoConfig,
  parameters: CheckAccountNameParameters,
): CheckAccountNameReturnType {
  const zone = config.stores.features.getState().nameZone
  if (!zone)
    return {
      valid: false,
      code: 'NAMES_UNAVAILABLE',
      message: NAME_MESSAGES.NAMES_UNAVAILABLE,
    }
  const parsed = parseAccountName(parameters.name, zone)
  return 'code' in parsed
    ? { valid: false, code: parsed.code, message: NAME_MESSAGES[parsed.code] }
    : { valid: true, ...parsed }
}
