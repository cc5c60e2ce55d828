import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNACKBAR_DISPLAY_MS, SNACKBAR_REPLACE_DELAY_MS } from '../constants.ts'
import { autoDismissSnackbar } from './autoDismissSnackbar.ts'
import { navigate } from './navigate.ts'
import { showSnackbar } from './showSnackbar.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const shown = (config: ReturnType<typeof createTestConfig>) =>
  config.stores.snackbar.getState().snackbar?.message

describe('autoDismissSnackbar', () => {
  it.each(['success', 'error'] as const)(
    `default: a %s snackbar hides ${SNACKBAR_DISPLAY_MS} ms after it appears`,
    (variant) => {
      const config = createTestConfig()
      const stop = autoDismissSnackbar(config)
      showSnackbar(config, { message: 'Address copied', variant })
      vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS - 1)
      expect(shown(config)).toBe('Address copied')
      vi.advanceTimersByTime(1)
      expect(shown(config)).toBeUndefined()
      stop()
    },
  )

  it('behavior: a loading snackbar stays', () => {
    const config = createTestConfig()
    const stop = autoDismissSnackbar(config)
    showSnackbar(config, { message: 'Waiting for the wallet', variant: 'loading' })
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS * 3)
    expect(shown(config)).toBe('Waiting for the wallet')
    stop()
  })

  it('behavior: a replacing snackbar gets its own full time', () => {
    const config = createTestConfig()
    const stop = autoDismissSnackbar(config)
    showSnackbar(config, { message: 'first', variant: 'success' })
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS - 100)
    showSnackbar(config, { message: 'second', variant: 'error' })
    vi.advanceTimersByTime(SNACKBAR_REPLACE_DELAY_MS)
    expect(shown(config)).toBe('second')
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS - 1)
    expect(shown(config)).toBe('second')
    vi.advanceTimersByTime(1)
    expect(shown(config)).toBeUndefined()
    stop()
  })

  it('behavior: loading then success: the success one is timed', () => {
    const config = createTestConfig()
    const stop = autoDismissSnackbar(config)
    showSnackbar(config, { message: 'Switching', variant: 'loading' })
    showSnackbar(config, { message: 'Switched', variant: 'success' })
    vi.advanceTimersByTime(SNACKBAR_REPLACE_DELAY_MS + SNACKBAR_DISPLAY_MS)
    expect(shown(config)).toBeUndefined()
    stop()
  })

  it('behavior: one shown before the start is timed from the start', () => {
    const config = createTestConfig()
    showSnackbar(config, { message: 'Token Balance Unavailable', variant: 'error' })
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS * 2)
    expect(shown(config)).toBe('Token Balance Unavailable')
    const stop = autoDismissSnackbar(config)
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS)
    expect(shown(config)).toBeUndefined()
    stop()
  })

  it('behavior: stopped, nothing hides any more', () => {
    const config = createTestConfig()
    const stop = autoDismissSnackbar(config)
    showSnackbar(config, { message: 'Address copied', variant: 'success' })
    stop()
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS * 2)
    expect(shown(config)).toBe('Address copied')
    showSnackbar(config, { message: 'Later', variant: 'success' })
    vi.advanceTimersByTime(SNACKBAR_REPLACE_DELAY_MS + SNACKBAR_DISPLAY_MS * 2)
    expect(shown(config)).toBe('Later')
  })

  it('parameters: view: the snackbar ends when the visitor leaves its view, not with its time', () => {
    const config = createTestConfig()
    navigate(config, 'Receive')
    const stop = autoDismissSnackbar(config)
    showSnackbar(config, { message: 'Address copied', variant: 'success', view: 'Receive' })
    expect(shown(config)).toBe('Address copied')
    navigate(config, 'Swap')
    expect(shown(config)).toBeUndefined()
    stop()
  })

  it('parameters: view: one still waiting to replace another never shows in the next view', () => {
    const config = createTestConfig()
    navigate(config, 'Receive')
    const stop = autoDismissSnackbar(config)
    showSnackbar(config, { message: 'Token Balance Unavailable', variant: 'error' })
    showSnackbar(config, { message: 'Address copied', variant: 'success', view: 'Receive' })
    navigate(config, 'Swap')
    vi.advanceTimersByTime(SNACKBAR_REPLACE_DELAY_MS)
    expect(shown(config)).toBeUndefined()
    stop()
  })

  it('parameters: view: staying in the view, it lasts its full time; one without a view crosses views', () => {
    const config = createTestConfig()
    navigate(config, 'Receive')
    const stop = autoDismissSnackbar(config)
    showSnackbar(config, { message: 'Address copied', variant: 'success', view: 'Receive' })
    vi.advanceTimersByTime(SNACKBAR_DISPLAY_MS - 1)
    expect(shown(config)).toBe('Address copied')
    vi.advanceTimersByTime(1)
    expect(shown(config)).toBeUndefined()
    showSnackbar(config, { message: 'Switched', variant: 'success' })
    navigate(config, 'Swap')
    expect(shown(config)).toBe('Switched')
    stop()
  })

  it('parameters: view: one left behind while stopped (modal closed) is gone at the next start', () => {
    const config = createTestConfig()
    navigate(config, 'Receive')
    showSnackbar(config, { message: 'Address copied', variant: 'success', view: 'Receive' })
    navigate(config, 'Account')
    const stop = autoDismissSnackbar(config)
    expect(shown(config)).toBeUndefined()
    stop()
  })
})
