import * as v from 'valibot'
import type { Eip1193Provider } from '../provider/Eip1193Provider.ts'

/**
 * An EIP-1193 provider as far as we can check without calling it: an object with a `request`
 * function. Its answers are parsed separately, request by request.
 */
export const providerSchema = v.custom<Eip1193Provider>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function',
  'provider must be an object with a request function',
)
