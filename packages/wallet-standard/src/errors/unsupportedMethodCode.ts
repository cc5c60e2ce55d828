import { WALLET_ERROR_CODES } from '@portico/core'

/**
 * EIP-1193 "Unsupported Method" (4200), the code of a `MethodNotAllowedError`.
 *
 * @deprecated Read core's `WALLET_ERROR_CODES.unsupportedMethod`, the one table of wallet codes;
 * kept for existing imports.
 *
 * @example
 * error.code === UNSUPPORTED_METHOD_CODE // a refused method
 */
export const UNSUPPORTED_METHOD_CODE = WALLET_ERROR_CODES.unsupportedMethod
