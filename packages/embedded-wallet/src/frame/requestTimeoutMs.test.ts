import { EMBEDDED_REQUEST_TIMEOUT_MS } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { APPROVAL_RPC_METHODS } from '../protocol/rpcMethods.ts'
import { FRAME_REQUEST_TIMEOUT_MS, requestTimeoutMs } from './requestTimeoutMs.ts'

describe('requestTimeoutMs', () => {
  it('default: spec §9 120 s for the visitor-paced requests', () => {
    expect(EMBEDDED_REQUEST_TIMEOUT_MS).toBe(120_000)
    expect(requestTimeoutMs('APP_CONNECT_EMAIL', { email: 'a@b.co' })).toBe(120_000)
    expect(requestTimeoutMs('APP_CONNECT_DEVICE', {})).toBe(120_000)
    expect(requestTimeoutMs('APP_CONNECT_OTP', { otp: '1' })).toBe(120_000)
    expect(requestTimeoutMs('APP_CONNECT_SOCIAL', { uri: 'http://x.example' })).toBe(120_000)
    expect(requestTimeoutMs('APP_GET_SOCIAL_REDIRECT_URI', { provider: 'x' })).toBe(120_000)
  })

  it.each(APPROVAL_RPC_METHODS)('parameters: an RPC request for %s has no limit', (method) => {
    expect(requestTimeoutMs('APP_RPC_REQUEST', { method })).toBeUndefined()
  })

  it('parameters: the Farcaster sign-in waits for the visitor without a limit; its address 30 s', () => {
    expect(requestTimeoutMs('APP_CONNECT_FARCASTER', {})).toBeUndefined()
    expect(requestTimeoutMs('APP_GET_FARCASTER_URI', {})).toBe(30_000)
  })

  it('parameters: anything else waits 30 s', () => {
    expect(FRAME_REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(requestTimeoutMs('APP_RPC_REQUEST', { method: 'eth_call' })).toBe(30_000)
    expect(requestTimeoutMs('APP_GET_USER', {})).toBe(30_000)
    expect(requestTimeoutMs('APP_RPC_ABORT', {})).toBe(30_000)
  })
})
