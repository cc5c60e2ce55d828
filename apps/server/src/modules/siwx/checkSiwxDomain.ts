import type { SiwxMessageData } from '@portico/core'
import { isExactOrigin } from '../../http/fieldSchemas.ts'
import { SiwxDomainMismatchError } from './siwxErrors.ts'

/**
 * Throws `SiwxDomainMismatchError` unless the message was made for the page that sends it: its
 * `domain` is the host of the request's Origin and its `uri` is on that origin. A request with
 * no Origin (not from a page) cannot prove either, so it is refused too. Returns the origin.
 *
 * @example
 * const origin = checkSiwxDomain(data, request.headers.origin) // 'https://shop.example.org'
 */
export function checkSiwxDomain(
  data: Pick<SiwxMessageData, 'domain' | 'uri'>,
  origin: string | undefined,
): string {
  if (origin === undefined || !isExactOrigin(origin))
    throw new SiwxDomainMismatchError({ details: `no page origin (Origin: ${origin ?? 'none'})` })
  const { host } = new URL(origin)
  if (data.domain.toLowerCase() !== host)
    throw new SiwxDomainMismatchError({ details: `domain ${data.domain} for ${origin}` })
  if (uriOrigin(data.uri) !== origin)
    throw new SiwxDomainMismatchError({ details: `uri ${data.uri} for ${origin}` })
  return origin
}

function uriOrigin(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
