import { PorticoError, type PorticoErrorOptions } from './base.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

/** Not `namespace:reference:address` (spec §5: a CAIP address has three parts). */
export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid CAIP address', options)
  }
}
export type InvalidCaipAddressErrorType = InvalidCaipAddressError & {
  name: 'InvalidCaipAddressError'
}

/** Not `namespace:reference` (spec §5: a CAIP network id has two parts). */
export class InvalidCaipNetworkIdError extends PorticoError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid CAIP network id', options)
  }
}
export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & {
  name: 'InvalidCaipNetworkIdError'
}

/** A value handed to a decimal formatter that is not a decimal number. */
export class InvalidDecimalError extends PorticoError {
  override name = 'InvalidDecimalError'
  constructor(options: PorticoErrorOptions = {}) {
    super(VALIDATION_MESSAGES.INVALID_INPUT, options)
  }
}
export type InvalidDecimalErrorType = InvalidDecimalError & { name: 'InvalidDecimalError' }
