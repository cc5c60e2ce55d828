import { PorticoError } from '@portico/core'
import { expect, it } from 'vitest'
import { MethodNotAllowedError, UNSUPPORTED_METHOD_CODE } from './MethodNotAllowedError.ts'

it('MethodNotAllowedError: spec message, 4200, the method in details (cut at 100)', () => {
  const error = new MethodNotAllowedError(`eth_${'x'.repeat(200)}`)
  expect(error).toBeInstanceOf(PorticoError)
  expect(error).toMatchObject({
    name: 'MethodNotAllowedError',
    message: 'RPC method not allowed',
    code: UNSUPPORTED_METHOD_CODE,
  })
  expect(error.code).toBe(4200)
  expect(error.details).toBe(`Method: eth_${'x'.repeat(96)}`)
})
