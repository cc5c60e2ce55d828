import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLogger } from './logger.ts'
import { startMessageListener } from './startMessageListener.ts'

const PARENT_ORIGIN = 'http://dapp.test:5173'

function setup() {
  const target = new EventTarget() as Window
  const parent = { name: 'the embedding window' }
  const onMessage = vi.fn()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const stop = startMessageListener({
    target,
    parent,
    parentOrigin: PARENT_ORIGIN,
    logger: createLogger(false),
    onMessage,
  })
  const send = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? PARENT_ORIGIN,
        source: (init.source ?? parent) as MessageEventSource,
      }),
    )
  return { onMessage, warn, stop, send }
}

const chainIdRequest = { type: 'APP_GET_CHAIN_ID', id: 'req-00000001', payload: {} }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('startMessageListener', () => {
  test('default: a well-formed request from the parent window and origin is handed on', () => {
    const { onMessage, warn, send } = setup()
    send(chainIdRequest)
    expect(onMessage).toHaveBeenCalledWith(chainIdRequest)
    expect(warn).not.toHaveBeenCalled()
  })

  test('behavior: another origin is dropped with a warning', () => {
    const { onMessage, warn, send } = setup()
    send(chainIdRequest, { origin: 'http://evil.test' })
    expect(onMessage).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.test'))
  })

  test('behavior: the right origin from another window is dropped with a warning', () => {
    const { onMessage, warn, send } = setup()
    send(chainIdRequest, { source: { name: 'a popup of the same origin' } })
    expect(onMessage).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not the embedding page'))
  })

  test.each([
    ['not an object', 'hello'],
    ['unknown type', { type: 'APP_STEAL_KEY', id: 'req-00000002', payload: {} }],
    ['no id', { type: 'APP_GET_CHAIN_ID', payload: {} }],
    ['bad payload', { type: 'APP_CONNECT_EMAIL', id: 'req-00000003', payload: { email: 'nope' } }],
  ])('behavior: a malformed message (%s) is ignored with a warning', (_, data) => {
    const { onMessage, warn, send } = setup()
    send(data)
    expect(onMessage).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed'))
  })

  test('behavior: a replayed request id has no effect and is warned', () => {
    const { onMessage, warn, send } = setup()
    send(chainIdRequest)
    send({ ...chainIdRequest, type: 'APP_SIGN_OUT' })
    expect(onMessage).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('replayed request id req-00000001'))
  })

  test('behavior: stop ends the listening', () => {
    const { onMessage, stop, send } = setup()
    stop()
    send(chainIdRequest)
    expect(onMessage).not.toHaveBeenCalled()
  })
})
