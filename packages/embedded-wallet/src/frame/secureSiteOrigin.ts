import { InvalidOptionError } from '@portico/core'

/**
 * The origin of the secure site, the only origin the kit talks to and accepts messages from.
 * Anything but an http(s) URL is an `InvalidOptionError` for `secureSiteUrl`.
 *
 * @example
 * secureSiteOrigin('http://127.0.0.1:5180/wallet') // 'http://127.0.0.1:5180'
 */
export function secureSiteOrigin(secureSiteUrl: string): string {
  let url: URL
  try {
    url = new URL(secureSiteUrl)
  } catch (cause) {
    throw new InvalidOptionError('secureSiteUrl', { cause, details: 'Not a URL' })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidOptionError('secureSiteUrl', { details: `Not http(s): ${url.protocol}` })
  return url.origin
}
