import { MethodNotAllowedError, PorticoError } from '@portico/core'
import { expect, it } from 'vitest'
import { EMBEDDED_MESSAGES } from '../protocol/messages.ts'
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
    'MethodNotAllowedError',
    new MethodNotAllowedError('eth_sign', { wording: 'rpcCall' }),
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

it("the adapter's refusal keeps the refused method, and no code (spec §6)", () => {
  const error = new MethodNotAllowedError('eth_sign', { wording: 'rpcCall' })
  expect(error).toMatchObject({ method: 'eth_sign', details: 'Method: eth_sign' })
  expect(error.code).toBeUndefined()
})

it('RpcCallNotAllowedError is the one class of a refused method: instanceof keeps working', () => {
  expect(RpcCallNotAllowedError).toBe(MethodNotAllowedError)
  expect(new MethodNotAllowedError('eth_sign', { wording: 'rpcCall' })).toBeInstanceOf(
    RpcCallNotAllowedError,
  )
})

it("the protocol's texts are the class's", () => {
  expect(new MethodNotAllowedError('eth_sign', { wording: 'rpcCall' }).message).toBe(
    EMBEDDED_MESSAGES.rpcCallNotAllowed,
  )
  expect(new MethodNotAllowedError('eth_sign').message).toBe(EMBEDDED_MESSAGES.rpcMethodNotAllowed)
})
