import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The local provider could not listen (a port in use, a host it cannot bind).
 *
 * @example
 * throw new LocalOidcStartError(8791, { cause })
 */
export class LocalOidcStartError extends PorticoError {
  override name = 'LocalOidcStartError'
  constructor(port: number, options: PorticoErrorOptions = {}) {
    const reason = (options.cause as NodeJS.ErrnoException | undefined)?.code ?? 'failed'
    super(`The local OpenID provider could not listen on port ${port} (${reason})`, {
      code: 'LOCAL_OIDC_START',
      ...options,
    })
  }
}

/**
 * `signInHeadless` did not end at the client's redirect URI: the provider answered something a
 * browser would not have followed to the end (an error page, a form it did not expect).
 *
 * @example
 * throw new HeadlessSignInError('the sign-in form answered 400')
 */
export class HeadlessSignInError extends PorticoError {
  override name = 'HeadlessSignInError'
  constructor(details: string, options: PorticoErrorOptions = {}) {
    super(`The headless sign-in did not complete: ${details}`, {
      code: 'HEADLESS_SIGN_IN',
      details,
      ...options,
    })
  }
}
