import type { PorticoErrorOptions } from '@portico/core'
import { ApiError } from '../../errors/ApiError.ts'

/*
 * The refusals of the account-name routes (`/v1/profile`). The kit shows the message as it is
 * (the names contract), so each says what is wrong.
 */

/**
 * A name that breaks the spec §5 rules; the message says which.
 *
 * @example
 * throw new InvalidNameError('A name needs at least 4 characters')
 */
export class InvalidNameError extends ApiError {
  override name = 'InvalidNameError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(400, 'INVALID_NAME', message, options)
  }
}

/**
 * The project has no name zone: registration is off.
 *
 * @example
 * throw new NamesDisabledError()
 */
export class NamesDisabledError extends ApiError {
  override name = 'NamesDisabledError'
  constructor(options: PorticoErrorOptions = {}) {
    super(403, 'NAMES_DISABLED', 'Name registration is off for this project', options)
  }
}

/**
 * The name is not in the project's zone.
 *
 * @example
 * throw new NameZoneMismatchError('alice.other.id', 'portico.id')
 */
export class NameZoneMismatchError extends ApiError {
  override name = 'NameZoneMismatchError'
  constructor(name: string, zone: string, options: PorticoErrorOptions = {}) {
    super(400, 'ZONE_MISMATCH', `The name ${name} is not in this project's zone ${zone}`, options)
  }
}

/**
 * The coin type is not an EVM one (60, or 0x80000001 to 0xffffffff) or the address is not a
 * 20-byte 0x address (names are EVM only).
 *
 * @example
 * throw new CoinTypeMismatchError({ details: '501 for 0x…' })
 */
export class CoinTypeMismatchError extends ApiError {
  override name = 'CoinTypeMismatchError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'COIN_TYPE_MISMATCH', 'The coin type does not match the address', options)
  }
}

/**
 * The signed message is not the registration text, or disagrees with the request (project,
 * address, coin type); the message says how.
 *
 * @example
 * throw new InvalidNameMessageError('The message is for another project')
 */
export class InvalidNameMessageError extends ApiError {
  override name = 'InvalidNameMessageError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(400, 'INVALID_MESSAGE', message, options)
  }
}

/**
 * The message's `Issued at` is more than 10 minutes old (`MESSAGE_EXPIRED`) or more than a
 * minute ahead of the server's clock (`MESSAGE_NOT_YET_VALID`).
 *
 * @example
 * throw new StaleNameMessageError('past')
 */
export class StaleNameMessageError extends ApiError {
  override name = 'StaleNameMessageError'
  constructor(direction: 'past' | 'future', options: PorticoErrorOptions = {}) {
    super(
      400,
      direction === 'past' ? 'MESSAGE_EXPIRED' : 'MESSAGE_NOT_YET_VALID',
      direction === 'past'
        ? 'The message is stale: it was issued more than 10 minutes ago; sign a new one'
        : "The message is stale: it is dated ahead of the server's clock; check the device's clock",
      options,
    )
  }
}

/**
 * The message registered a name already, with another body (another signature or address).
 *
 * @example
 * throw new NameMessageReplayedError()
 */
export class NameMessageReplayedError extends ApiError {
  override name = 'NameMessageReplayedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(409, 'MESSAGE_REPLAYED', 'The message was replayed: it was already used', options)
  }
}

/**
 * The signature does not verify for the address.
 *
 * @example
 * throw new InvalidNameSignatureError()
 */
export class InvalidNameSignatureError extends ApiError {
  override name = 'InvalidNameSignatureError'
  constructor(options: PorticoErrorOptions = {}) {
    super(401, 'INVALID_SIGNATURE', 'Invalid signature', options)
  }
}

/**
 * The name is registered already (by anyone, in any project).
 *
 * @example
 * throw new NameTakenError('alice.portico.id')
 */
export class NameTakenError extends ApiError {
  override name = 'NameTakenError'
  constructor(name: string, options: PorticoErrorOptions = {}) {
    super(409, 'NAME_TAKEN', `The name ${name} is already taken`, options)
  }
}

/**
 * The address holds as many names in the zone as the project allows (`namesPerAddress`).
 *
 * @example
 * throw new NameLimitError('portico.id', 1)
 */
export class NameLimitError extends ApiError {
  override name = 'NameLimitError'
  constructor(zone: string, limit: number, options: PorticoErrorOptions = {}) {
    super(
      409,
      'NAME_LIMIT_REACHED',
      limit === 1
        ? `This address already has a name in ${zone}`
        : `This address already has ${limit} names in ${zone}, the most allowed`,
      options,
    )
  }
}
