import { describe, expect, it } from 'vitest'
import { InvalidPortError } from './errors.ts'
import { resolvePorts } from './resolvePorts.ts'

describe('resolvePorts', () => {
  it('default: 8545 / 8546 / 8787 / 5173 / 8555 / 1025 / 8025 / 5180 / 8899 / 18443 / 8791 / 8792 / 4337 / 4338', () => {
    expect(resolvePorts({}, {})).toEqual({
      anvil: 8545,
      anvil2: 8546,
      server: 8787,
      demo: 5173,
      relay: 8555,
      mailSmtp: 1025,
      mailHttp: 8025,
      secureSite: 5180,
      solana: 8899,
      bitcoin: 18443,
      oidc: 8791,
      onrampSandbox: 8792,
      farcasterRelay: 8793,
      bundler: 4337,
      bundler2: 4338,
    })
  })

  it('parameters: environment variables override the defaults', () => {
    expect(
      resolvePorts(
        {},
        {
          PORTICO_ANVIL_PORT: '9545',
          PORTICO_ANVIL2_PORT: '9546',
          PORTICO_SERVER_PORT: '9787',
          PORTICO_DEMO_PORT: '6173',
          PORTICO_RELAY_PORT: '9555',
          PORTICO_MAIL_SMTP_PORT: '2025',
          PORTICO_MAIL_HTTP_PORT: '9025',
          PORTICO_SECURE_SITE_PORT: '6180',
          PORTICO_SOLANA_PORT: '9899',
          PORTICO_BITCOIN_PORT: '28443',
          PORTICO_OIDC_PORT: '9791',
          PORTICO_ONRAMP_SANDBOX_PORT: '9792',
          PORTICO_FARCASTER_RELAY_PORT: '9793',
          PORTICO_BUNDLER_PORT: '5337',
          PORTICO_BUNDLER2_PORT: '5338',
        },
      ),
    ).toEqual({
      anvil: 9545,
      anvil2: 9546,
      server: 9787,
      demo: 6173,
      relay: 9555,
      mailSmtp: 2025,
      mailHttp: 9025,
      secureSite: 6180,
      solana: 9899,
      bitcoin: 28443,
      oidc: 9791,
      onrampSandbox: 9792,
      farcasterRelay: 9793,
      bundler: 5337,
      bundler2: 5338,
    })
  })

  it('parameters: explicit ports win over environment variables', () => {
    expect(resolvePorts({ anvil: 7000 }, { PORTICO_ANVIL_PORT: '9545' }).anvil).toBe(7000)
  })

  it('parameters: an empty variable means the default', () => {
    expect(resolvePorts({}, { PORTICO_DEMO_PORT: '' }).demo).toBe(5173)
  })

  it('behavior: a variable that is not a port names itself', () => {
    expect(() => resolvePorts({}, { PORTICO_SERVER_PORT: 'eighty' })).toThrowError(
      new InvalidPortError({ setting: 'PORTICO_SERVER_PORT', value: 'eighty' }),
    )
    expect(() => resolvePorts({}, { PORTICO_SERVER_PORT: 'eighty' })).toThrow(
      'PORTICO_SERVER_PORT must be a port number from 1 to 65535, not "eighty".',
    )
    expect(() => resolvePorts({ demo: 70_000 }, {})).toThrow('ports.demo must be a port number')
  })
})
