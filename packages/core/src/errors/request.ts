import { PorticoError, type PorticoErrorOptions } from './base.ts'
import { VALIDATION_MESSAGES } from './validation.ts'
import { WALLET_ERROR_CODES } from './walletErrorCodes.ts'

// Requests the kit refuses before a wallet sees them, one class per meaning for every adapter
// (EVM, Solana, Bitcoin, Wallet Standard, the embedded wallet and its frame).

/**
 * An address that is not one of the network's (EVM: 0x + 40 hex characters; Solana: 32–44
 * base58 characters decoding to 32 bytes; Bitcoin: an address of the network), or not one of
 * the wallet's accounts where the request signs for it (spec §5). `details` says which.
 *
 * @example
 * await adapter.getBalance({ address: '0xabc', network }) // rejects with InvalidAddressError
 */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid address', options)
  }
}
export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }

/**
 * A request whose params break spec §5 (no message or pubkey string, a PSBT that does not
 * parse, an amount that is not positive, …), JSON-RPC "Invalid params" (-32602); `details`
 * names what is wrong. The wallet is never asked.
 *
 * @example
 * await adapter.request({ connectorId, method: 'solana_signMessage', params: { message: 'abc' } })
 * // rejects with InvalidRequestParamsError, details 'solana_signMessage: … pubkey …'
 */
export class InvalidRequestParamsError extends PorticoError {
  override name = 'InvalidRequestParamsError'
  constructor(options: PorticoErrorOptions = {}) {
    super(VALIDATION_MESSAGES.INVALID_INPUT, { code: WALLET_ERROR_CODES.invalidParams, ...options })
  }
}
export type InvalidRequestParamsErrorType = InvalidRequestParamsError & {
  name: 'InvalidRequestParamsError'
}

/**
 * The spec's two texts for a refused method. `rpcMethod` (spec §5, EIP-1193 4200): the method
 * is not on the list of the adapter or of the embedded wallet's frame. `rpcCall` (spec §6, no
 * code): the embedded wallet's adapter refuses a method neither safe nor approvable, without
 * asking the frame.
 */
export type MethodNotAllowedWording = 'rpcMethod' | 'rpcCall'

export interface MethodNotAllowedErrorOptions extends PorticoErrorOptions {
  /** Which of the spec's texts; default `rpcMethod`. */
  wording?: MethodNotAllowedWording
}

/**
 * A request method the kit refuses without asking the wallet: 'RPC method not allowed' (code
 * 4200), or 'Requested RPC call is not allowed' from the embedded wallet (see
 * `MethodNotAllowedWording`). `method` keeps the refused method; `details` names it (cut at 100
 * characters: a dApp's or a page's string).
 *
 * @example
 * await adapter.request({ connectorId, method: 'eth_sendTransaction' }) // rejects, error.code 4200
 */
export class MethodNotAllowedError extends PorticoError {
  override name = 'MethodNotAllowedError'
  /** The refused method. */
  readonly method: string
  constructor(method: string, options: MethodNotAllowedErrorOptions = {}) {
    const { wording = 'rpcMethod', ...rest } = options
    super(wording === 'rpcCall' ? 'Requested RPC call is not allowed' : 'RPC method not allowed', {
      ...(wording === 'rpcCall' ? {} : { code: WALLET_ERROR_CODES.unsupportedMethod }),
      // String(): a JavaScript caller's non-string must not turn the refusal into a TypeError.
      details: `Method: ${String(method).slice(0, 100)}`,
      ...rest,
    })
    this.method = method
  }
}
export type MethodNotAllowedErrorType = MethodNotAllowedError & { name: 'MethodNotAllowedError' }
