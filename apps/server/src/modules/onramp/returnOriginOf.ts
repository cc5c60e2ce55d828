import type { FastifyRequest } from 'fastify'
import { BadRequestError } from '../../errors/apiErrors.ts'
import { isExactOrigin } from '../../http/fieldSchemas.ts'

/**
 * The origin the provider's window reports back to: the request's `Origin`, which the project
 * guard has already found on the project's allow-list. A request without one (not from a page)
 * cannot open a checkout: nobody would hear how it ended.
 *
 * @example
 * const returnOrigin = returnOriginOf(request) // 'http://127.0.0.1:5173'
 */
export function returnOriginOf(request: FastifyRequest): string {
  const origin = request.headers.origin
  if (origin === undefined || !isExactOrigin(origin))
    throw new BadRequestError(
      'Origin: required; the checkout window reports back to the page that opened it, so call this from that page',
    )
  return origin
}
