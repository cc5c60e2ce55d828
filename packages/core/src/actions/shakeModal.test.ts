import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { shakeModal } from './shakeModal.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

it('shakes for 500 ms', () => {
  const config = createTestConfig()
  shakeModal(config)
  expect(config.stores.modal.getState().shake).toBe(true)
  vi.advanceTimersByTime(499)
  expect(config.stores.modal.getState().shake).toBe(true)
  vi.advanceTimersByTime(1)
  expect(config.stores.modal.getState().shake).toBe(false)
})

it('behavior: a second shake restarts the 500 ms', () => {
  const config = createTestConfig()
  shakeModal(config)
  vi.advanceTimersByTime(400)
  shakeModal(config)
  vi.advanceTimersByTime(400)
  expect(config.stores.modal.getState().shake).toBe(true)
  vi.advanceTimersByTime(100)
  expect(config.stores.modal.getState().shake).toBe(false)
})
