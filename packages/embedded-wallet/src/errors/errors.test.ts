import { PorticoError } from '@portico/core'
import { expect, it } from 'vitest'
import { FrameLoadError, FrameLoadTimeoutError } from './frameLoad.ts'
import {
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameRequestError,
  RpcRequestAbortedError,
} from './frameRequest.ts'
import { RpcCallNotAllowedError } from './rpcCallNotAllowed.ts'

// Spec §8 messages: a changed text here is a changed product.
it.each<[string, PorticoError, string]>([
  [
    'FrameLoadTimeoutError',
    new FrameLoadTimeoutError(),
    'Network Error - Could not load embedded wallet',
  ],
  ['FrameLoadError', new FrameLoadError(), 'Unable to load email login dependency'],
  ['FrameRequestTimeoutError', new FrameRequestTimeoutError(), 'Embedded Wallet Request Timed Out'],
  ['FrameRequestError', new FrameRequestError(''), 'An error occurred'],
  ['FrameRequestError', new FrameRequestError('Invalid code'), 'Invalid code'],
  ['RpcRequestAbortedError', new RpcRequestAbortedError(), 'Request was aborted'],
  ['FrameRequestAbortedError', new FrameRequestAbortedError(), 'Something went wrong'],
  [
    'RpcCallNotAllowedError',
    new RpcCallNotAllowedError('eth_sign'),
    'Requested RPC call is not allowed',
  ],
  [
    'InvalidFrameRequestError',
    new InvalidFrameRequestError('Invalid email address'),
    'Invalid email address',
  ],
])('%s: %j', (name, error, message) => {
  expect(error).toBeInstanceOf(PorticoError)
  expect(error.name).toBe(name)
  expect(error.message).toBe(message)
  expect(error.shortMessage).toBe(message)
})

it('RpcCallNotAllowedError keeps the refused method', () => {
  expect(new RpcCallNotAllowedError('eth_sign')).toMatchObject({
    method: 'eth_sign',
    details: 'Method: eth_sign',
  })
})
