import { PorticoError, type PorticoErrorOptions } from './base.ts'

/** A non-2xx answer from a service (spec §8: 'HTTP status code: {status}'). */
export class HttpRequestError extends PorticoError {
  override name = 'HttpRequestError'
  readonly status: number
  constructor(status: number, options: PorticoErrorOptions = {}) {
    super(`HTTP status code: ${status}`, { code: status, ...options })
    this.status = status
  }
}

/** A 2xx answer whose body does not match the expected schema. */
export class InvalidResponseError extends PorticoError {
  override name = 'InvalidResponseError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid response from the server', options)
  }
}
