import { PorticoError, type PorticoErrorOptions } from './base.ts'

export interface HttpRequestErrorOptions extends PorticoErrorOptions {
  /** The `message` of the server's `{ code, message }` error body, when it sent one. */
  serverMessage?: string
  /** The `code` of that body, e.g. 'QUOTE_MOVED', when it sent one. */
  serverCode?: string | number
}

/** A non-2xx answer from a service (spec §8: 'HTTP status code: {status}'). */
export class HttpRequestError extends PorticoError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly serverMessage: string | undefined
  readonly serverCode: string | number | undefined
  constructor(status: number, options: HttpRequestErrorOptions = {}) {
    super(`HTTP status code: ${status}`, {
      code: status,
      ...options,
      details: options.details ?? options.serverMessage,
    })
    this.status = status
    this.serverMessage = options.serverMessage
    this.serverCode = options.serverCode
  }
}
export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }

/** A 2xx answer whose body does not match the expected schema. */
export class InvalidResponseError extends PorticoError {
  override name = 'InvalidResponseError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid response from the server', options)
  }
}
export type InvalidResponseErrorType = InvalidResponseError & { name: 'InvalidResponseError' }

/** The request never got an answer: offline, refused, blocked by CORS. */
export class NetworkRequestError extends PorticoError {
  override name = 'NetworkRequestError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Network request failed', options)
  }
}
export type NetworkRequestErrorType = NetworkRequestError & { name: 'NetworkRequestError' }

/** The service did not answer within the client's time limit. */
export class RequestTimeoutError extends PorticoError {
  override name = 'RequestTimeoutError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Request timed out', options)
  }
}
export type RequestTimeoutErrorType = RequestTimeoutError & { name: 'RequestTimeoutError' }
