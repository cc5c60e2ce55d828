import { MethodNotAllowedError } from '@portico/core'
import type { AppMessage } from '@portico/embedded-wallet/protocol'
import { RpcRequestError } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AuthApiError } from '../errors.ts'
import { type AppHandlers, dispatchAppMessage } from './dispatchAppMessage.ts'
import { errorMessageOf } from './errorMessage.ts'
import { createLogger } from './logger.ts'
import type { ParentPoster } from './parentPoster.ts'

function recordingPoster() {
  const answers: unknown[][] = []
  const poster: ParentPoster = {
    success: (...args) => answers.push(['success', ...args]),
    error: (...args) => answers.push(['error', ...args]),
    ready: () => {},
    sessionUpdate: () => {},
  }
  return { poster, answers }
}

const message: AppMessage = { type: 'APP_GET_CHAIN_ID', id: 'req-00000001', payload: {} }

function handlersWith(getChainId: () => unknown): AppHandlers {
  return { APP_GET_CHAIN_ID: getChainId } as unknown as AppHandlers
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('dispatchAppMessage', () => {
  test('default: the handler’s result is the success payload', async () => {
    const { poster, answers } = recordingPoster()
    await dispatchAppMessage(
      message,
      handlersWith(() => ({ chainId: 1 })),
      poster,
      createLogger(false),
    )
    expect(answers).toEqual([['success', 'APP_GET_CHAIN_ID', 'req-00000001', { chainId: 1 }]])
  })

  test('behavior: a result the protocol would refuse is answered as an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { poster, answers } = recordingPoster()
    await dispatchAppMessage(
      message,
      handlersWith(() => ({ chainId: -5 })),
      poster,
      createLogger(false),
    )
    expect(answers).toEqual([['error', 'APP_GET_CHAIN_ID', 'req-00000001', 'An error occurred']])
  })

  test('behavior: a throw is answered with its message', async () => {
    const { poster, answers } = recordingPoster()
    await dispatchAppMessage(
      message,
      handlersWith(() => {
        throw new MethodNotAllowedError('eth_sign')
      }),
      poster,
      createLogger(false),
    )
    expect(answers).toEqual([
      ['error', 'APP_GET_CHAIN_ID', 'req-00000001', 'RPC method not allowed'],
    ])
  })
})

describe('errorMessageOf', () => {
  test.each([
    ['the frame’s own error', new MethodNotAllowedError('eth_sign'), 'RPC method not allowed'],
    [
      'the auth server’s message',
      new AuthApiError('Please try again after 12 seconds', { status: 429 }),
      'Please try again after 12 seconds',
    ],
    [
      'the RPC node’s message',
      new RpcRequestError({
        body: {},
        error: { code: -32000, message: 'nonce too low' },
        url: 'http://x',
      }),
      'nonce too low',
    ],
    ['anything else', new TypeError('cannot read x of undefined'), 'An error occurred'],
    ['not an error', 'boom', 'An error occurred'],
  ])('source: %s', (_, error, expected) => {
    expect(errorMessageOf(error)).toBe(expected)
  })

  test('behavior: a long message is cut to the protocol’s 500 characters', () => {
    const text = errorMessageOf(new AuthApiError('x'.repeat(800), { status: 400 }))
    expect(text).toHaveLength(500)
    expect(text.endsWith('…')).toBe(true)
  })
})
