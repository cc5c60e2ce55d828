import { PorticoError, type PorticoErrorOptions } from './base.ts'
import { type AccountNameRuleCode, NAME_MESSAGES } from './nameMessages.ts'

export interface NameRequestErrorOptions extends PorticoErrorOptions {
  /** The server's own reason (its error body's `message`), shown instead of the fallback. */
  serverMessage?: string
}

/**
 * A name could not be resolved (spec §8): the server's reason ('Name not found'), else 'Error
 * resolving name'. `notFound`: the server said the name is not registered (404).
 */
export class NameResolutionError extends PorticoError {
  override name = 'NameResolutionError'
  readonly notFound: boolean
  constructor(options: NameRequestErrorOptions & { notFound?: boolean } = {}) {
    super(options.serverMessage ?? NAME_MESSAGES.RESOLVE_FAILED, options)
    this.notFound = options.notFound ?? false
  }
}
export type NameResolutionErrorType = NameResolutionError & { name: 'NameResolutionError' }

/** Suggestions for a name could not be fetched: the server's reason, else spec §8's words. */
export class NameSuggestionsError extends PorticoError {
  override name = 'NameSuggestionsError'
  constructor(options: NameRequestErrorOptions = {}) {
    super(options.serverMessage ?? NAME_MESSAGES.SUGGESTIONS_FAILED, options)
  }
}
export type NameSuggestionsErrorType = NameSuggestionsError & { name: 'NameSuggestionsError' }

/** An address's names could not be fetched: the server's reason, else spec §8's words. */
export class AccountNamesError extends PorticoError {
  override name = 'AccountNamesError'
  constructor(options: NameRequestErrorOptions = {}) {
    super(options.serverMessage ?? NAME_MESSAGES.NAMES_FAILED, options)
  }
}
export type AccountNamesErrorType = AccountNamesError & { name: 'AccountNamesError' }

/**
 * The server refused or failed a registration: its reason ('Name is already registered', 'The
 * message is stale', …), else 'Error registering name {name}' (spec §8).
 */
export class NameRegistrationError extends PorticoError {
  override name = 'NameRegistrationError'
  constructor(name: string, options: NameRequestErrorOptions = {}) {
    super(options.serverMessage ?? NAME_MESSAGES.REGISTER_FAILED(name), options)
  }
}
export type NameRegistrationErrorType = NameRegistrationError & { name: 'NameRegistrationError' }

/** No connected EVM account (or its wallet) to register a name for (spec §8). */
export class NameAccountNotFoundError extends PorticoError {
  override name = 'NameAccountNotFoundError'
  constructor(options: PorticoErrorOptions = {}) {
    super(NAME_MESSAGES.ACCOUNT_NOT_FOUND, options)
  }
}
export type NameAccountNotFoundErrorType = NameAccountNotFoundError & {
  name: 'NameAccountNotFoundError'
}

/** The project has no names zone, or the account is not an EVM one (spec §9: names are EVM only). */
export class NamesUnavailableError extends PorticoError {
  override name = 'NamesUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super(NAME_MESSAGES.NAMES_UNAVAILABLE, options)
  }
}
export type NamesUnavailableErrorType = NamesUnavailableError & { name: 'NamesUnavailableError' }

/**
 * A name breaks a spec §5 rule, or the network's chain id is too large to register on: `code`
 * says which, `message` is the rule's.
 */
export class InvalidAccountNameError extends PorticoError {
  override name = 'InvalidAccountNameError'
  override readonly code: AccountNameRuleCode
  constructor(code: AccountNameRuleCode = 'INVALID_CHARACTERS', options: PorticoErrorOptions = {}) {
    super(NAME_MESSAGES[code], { ...options, code })
    this.code = code
  }
}
export type InvalidAccountNameErrorType = InvalidAccountNameError & {
  name: 'InvalidAccountNameError'
}
