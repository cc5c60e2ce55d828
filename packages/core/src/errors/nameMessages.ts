/** Why a name cannot be registered as typed, before anything is asked (spec §5). */
export type AccountNameRuleCode =
  | 'NAME_REQUIRED'
  | 'INVALID_CHARACTERS'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'CHAIN_ID_TOO_LARGE'

/**
 * Every message of account names, in one place: the spec §8 fallbacks when the server gives no
 * reason of its own, and the spec §5 rules of a name (keyed by `AccountNameRuleCode`).
 *
 * @example
 * NAME_MESSAGES.TOO_SHORT // 'A name needs at least 4 characters'
 * NAME_MESSAGES.REGISTER_FAILED('alice.portico.id') // 'Error registering name alice.portico.id'
 */
export const NAME_MESSAGES = {
  RESOLVE_FAILED: 'Error resolving name',
  SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FAILED: 'Error fetching names for address',
  REGISTER_FAILED: (name: string) => `Error registering name ${name}`,
  ACCOUNT_NOT_FOUND: 'Address or auth connector not found',
  /** The project has no names zone (its remote config), or the account is not an EVM one. */
  NAMES_UNAVAILABLE: 'Names are not available here',
  NAME_REQUIRED: 'Enter a name',
  INVALID_CHARACTERS: 'Use only letters, digits and hyphens',
  TOO_SHORT: 'A name needs at least 4 characters',
  TOO_LONG: 'A name has at most 63 characters',
  CHAIN_ID_TOO_LARGE: 'Names cannot be registered on this network',
} as const satisfies Record<AccountNameRuleCode, unknown> & Record<string, unknown>
