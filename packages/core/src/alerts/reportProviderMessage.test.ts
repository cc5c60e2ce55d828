import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { ALERTS } from './alertCatalogue.ts'
import { PROVIDER_MESSAGE_ALERTS } from './providerMessageAlerts.ts'
import { reportProviderMessage } from './reportProviderMessage.ts'

describe('reportProviderMessage', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'Origin Not Allowed'],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
    ['Unauthorized: invalid key', 'Invalid Project ID'],
  ])('%j shows the %j alert', (message, title) => {
    const config = createTestConfig()
    expect(reportProviderMessage(config, message)).toBe(true)
    expect(config.stores.alerts.getState().alert).toMatchObject({
      variant: 'error',
      message: title,
    })
  })

  it('behavior: each alert shows once per config', () => {
    const config = createTestConfig()
    reportProviderMessage(config, 'Unauthorized: invalid key')
    config.stores.alerts.setState({ alert: undefined })
    expect(reportProviderMessage(config, 'Unauthorized: invalid key')).toBe(false)
    expect(config.stores.alerts.getState().alert).toBeUndefined()
    // A different mapped message still shows.
    expect(reportProviderMessage(config, 'Unauthorized: origin not allowed')).toBe(true)
  })

  it("behavior: a message that carries a provider message maps like it (WalletConnect's relay close)", () => {
    const config = createTestConfig()
    expect(
      reportProviderMessage(
        config,
        'WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)',
      ),
    ).toBe(true)
    expect(config.stores.alerts.getState().alert?.message).toBe('Invalid Project ID')
  })

  it('behavior: an unmapped message shows nothing', () => {
    const config = createTestConfig()
    expect(reportProviderMessage(config, 'Unsupported chain')).toBe(false)
    expect(config.stores.alerts.getState().alert).toBeUndefined()
  })

  it('the mapping table lists exactly the three spec §8 provider messages', () => {
    expect(PROVIDER_MESSAGE_ALERTS).toEqual({
      'Unauthorized: origin not allowed': 'ORIGIN_NOT_ALLOWED',
      'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
      'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
    })
  })
})

describe('ALERTS', () => {
  it('titles are the spec §8 alert catalogue', () => {
    expect(Object.values(ALERTS).map((alert) => alert.message)).toEqual([
      'Invalid App Configuration',
      'Network Not Found',
      'Origin Not Allowed',
      'Network Error - Could not load embedded wallet',
      'Embedded Wallet Request Timed Out',
      'Unverified Domain',
      'Session Expired',
      'Invalid Project ID',
      'Project ID Not Configured',
      'Server Error',
      'Rate Limited',
      'Multi-wallet not enabled',
      'Local configuration ignored',
    ])
    expect(ALERTS.MULTI_WALLET_NOT_ENABLED.variant).toBe('info')
    expect(ALERTS.LOCAL_CONFIGURATION_IGNORED.variant).toBe('warning')
  })

  it('each code is its key', () => {
    for (const [key, alert] of Object.entries(ALERTS)) expect(alert.code).toBe(key)
  })
})
