import { BaseError, HttpRequestError } from 'viem'
import { ChainDisconnectedError, InternalRpcError, TestWalletRpcError } from './errors.ts'

function hasNumericCode(error: unknown): error is Error & { code: number; data?: unknown } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'number'
}

/**
 * Turns whatever went wrong while serving a request into an EIP-1193 error: our own errors pass
 * through, a JSON-RPC error from the chain keeps its code, message and data, an unreachable RPC
 * endpoint becomes 4901, and anything else -32603.
 *
 * @example
 * try { return await serve(args) } catch (error) { throw toProviderError(error) }
 */
export function toProviderError(error: unknown): TestWalletRpcError {
  if (error instanceof TestWalletRpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk(hasNumericCode)
    if (hasNumericCode(coded)) {
      const message =
        coded instanceof BaseError ? coded.details || coded.shortMessage : coded.message
      return new TestWalletRpcError(coded.code, message, { cause: error, data: coded.data })
    }
    if (error.walk((cause) => cause instanceof HttpRequestError)) {
      return new ChainDisconnectedError({ cause: error, details: error.details })
    }
    return new InternalRpcError(error.details || error.shortMessage, { cause: error })
  }
  return new InternalRpcError(error instanceof Error ? error.message : String(error), {
    cause: error,
  })
}
