import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissSnackbar } from './dismissSnackbar.ts'
import { showSnackbar } from './showSnackbar.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('showSnackbar', () => {
  it('none open: shows at once', () => {
    const config = createTestConfig()
    showSnackbar(config, { message: 'Address copied', variant: 'success' })
    expect(config.stores.snackbar.getState().snackbar).toMatchObject({
      message: 'Address copied',
      variant: 'success',
    })
  })

  it('one open: hides it, shows the new one 150 ms later (spec §4)', () => {
    const config = createTestConfig()
    showSnackbar(config, { message: 'first', variant: 'loading' })
    const firstId = config.stores.snackbar.getState().snackbar?.id
    showSnackbar(config, { message: 'second', variant: 'error' })
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()
    vi.advanceTimersByTime(1)
    const second = config.stores.snackbar.getState().snackbar
    expect(second).toMatchObject({ message: 'second', variant: 'error' })
    expect(second?.id).not.toBe(firstId)
  })

  it('behavior: a third call during the delay wins', () => {
    const config = createTestConfig()
    showSnackbar(config, { message: 'first', variant: 'loading' })
    showSnackbar(config, { message: 'second', variant: 'loading' })
    showSnackbar(config, { message: 'third', variant: 'success' })
    vi.advanceTimersByTime(150)
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('third')
    vi.advanceTimersByTime(1_000)
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('third')
  })

  it('dismissSnackbar: hides it and cancels a pending one', () => {
    const config = createTestConfig()
    showSnackbar(config, { message: 'first', variant: 'loading' })
    showSnackbar(config, { message: 'second', variant: 'loading' })
    dismissSnackbar(config)
    vi.advanceTimersByTime(500)
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()
  })
})
