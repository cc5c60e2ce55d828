import { ProviderRequestError } from '@portico/core'
import { UNSUPPORTED_METHOD_CODE } from '../errors/MethodNotAllowedError.ts'

/**
 * The error for a wallet that lacks a Wallet Standard feature a request needs: a
 * `ProviderRequestError` with EIP-1193's 4200 (unsupported method), as a wallet would answer.
 *
 * @example
 * if (!feature) throw missingFeatureError('solana:signTransaction')
 */
export function missingFeatureError(feature: string): ProviderRequestError {
  return new ProviderRequestError(`The wallet does not support ${feature}`, {
    code: UNSUPPORTED_METHOD_CODE,
  })
}
