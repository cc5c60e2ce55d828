import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, PorticoError } from '@portico/core'
import { expect, it } from 'vitest'
import { createPairingStore } from './createPairingStore.ts'

it('default: idle → loading → ready with the expiry', () => {
  let time = 5_000
  const store = createPairingStore({ now: () => time })
  const seen: string[] = []
  store.subscribe((state) => seen.push(state.status))
  expect(store.getState()).toEqual({ status: 'idle' })
  store.setLoading()
  store.setUri('wc:abc')
  expect(store.getState()).toEqual({
    status: 'ready',
    uri: 'wc:abc',
    expiresAt: 5_000 + PAIRING_LIFETIME_MS,
  })
  expect(store.getState()).toBe(store.getState())
  time += PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1
  expect(store.isExpired()).toBe(false)
  time += 1
  expect(store.getState().status).toBe('expired')
  expect(seen).toEqual(['loading', 'ready', 'expired'])
})

it('behavior: rejected and error keep the error; unsubscribe stops updates', () => {
  const store = createPairingStore({ now: () => 0 })
  const seen: string[] = []
  const unsubscribe = store.subscribe((state) => seen.push(state.status))
  const error = new PorticoError('x')
  store.setRejected(error)
  expect(store.getState()).toEqual({ status: 'rejected', error })
  unsubscribe()
  store.setError(error)
  expect(store.getState()).toEqual({ status: 'error', error })
  expect(store.isExpired()).toBe(false)
  expect(seen).toEqual(['rejected'])
})
