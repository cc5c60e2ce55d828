import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, describe, expect, it } from 'vitest'
import { startConfig } from '../startConfig.ts'
import { takeResultUri } from './takeResultUri.ts'

const start = window.location.href
afterEach(() => {
  window.history.replaceState(null, '', start)
})

describe('takeResultUri (Telegram mini-app, spec §2)', () => {
  it('reads result_uri once and removes it from the address bar, keeping the rest', () => {
    window.history.replaceState(
      null,
      '',
      '/app?tab=2&result_uri=https%3A%2F%2Fauth.example%2Fdone%3Fcode%3D1#top',
    )
    const config = createTestConfig()
    const stop = startConfig(config)
    expect(window.location.search).toBe('?tab=2')
    expect(window.location.hash).toBe('#top')
    expect(takeResultUri(config)).toBe('https://auth.example/done?code=1')
    expect(takeResultUri(config)).toBeUndefined()
    stop()
  })

  it('drops a result_uri that is a script', () => {
    window.history.replaceState(null, '', '/app?result_uri=javascript%3Aalert(1)')
    const config = createTestConfig()
    const stop = startConfig(config)
    expect(window.location.search).toBe('')
    expect(takeResultUri(config)).toBeUndefined()
    stop()
  })
})
