import { describe, expect, it } from 'vitest'
import { PorticoError } from './base.ts'
import { mapWalletError } from './mapWalletError.ts'
import { InvalidAddressError, InvalidRequestParamsError, MethodNotAllowedError } from './request.ts'

// Spec §5/§6/§8 messages and codes: a changed text or code here is a changed product.
describe('the classes of a request the kit refuses', () => {
  it.each<[string, PorticoError, string, number | undefined]>([
    ['InvalidAddressError', new InvalidAddressError(), 'Invalid address', undefined],
    ['InvalidRequestParamsError', new InvalidRequestParamsError(), 'Invalid input', -32602],
    [
      'MethodNotAllowedError',
      new MethodNotAllowedError('eth_sign'),
      'RPC method not allowed',
      4200,
    ],
    [
      'MethodNotAllowedError',
      new MethodNotAllowedError('eth_sign', { wording: 'rpcCall' }),
      'Requested RPC call is not allowed',
      undefined,
    ],
  ])('%s: %j, code %j', (name, error, message, code) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
    expect(error.shortMessage).toBe(message)
    expect(error.code).toBe(code)
  })

  it('MethodNotAllowedError keeps the method, and names it in details cut at 100 characters', () => {
    const method = `eth_${'x'.repeat(200)}`
    const error = new MethodNotAllowedError(method)
    expect(error.method).toBe(method)
    expect(error.details).toBe(`Method: eth_${'x'.repeat(96)}`)
  })

  it('parameters: options given win (details, code)', () => {
    expect(new InvalidRequestParamsError({ details: 'amount must be positive' }).details).toBe(
      'amount must be positive',
    )
    expect(new MethodNotAllowedError('eth_sign', { details: 'mine' }).details).toBe('mine')
  })

  it('behavior: kept as they are by the wallet mapping that keeps the kit’s errors', () => {
    const error = new MethodNotAllowedError('eth_sign')
    expect(mapWalletError(error, { context: 'request', keepPorticoErrors: true })).toBe(error)
  })
})
