import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseServerConfig } from './config.ts'
import { ConfigError } from './errors/ConfigError.ts'
import { isHttpsOrLoopbackUrl } from './http/isHttpsOrLoopbackUrl.ts'
import { loadConfig } from './loadConfig.ts'

const REDIRECT_URI = 'http://127.0.0.1:5180/social-callback.html'

function configWith(social: unknown) {
  return {
    projects: [{ id: 'p', name: 'P' }],
    auth: {
      secureSiteOrigins: ['http://127.0.0.1:5180'],
      publicUrl: 'http://127.0.0.1:8787',
      masterKey: Buffer.alloc(32, 7).toString('base64'),
      smtp: { host: '127.0.0.1', port: 1025 },
      from: 'Portico <no-reply@portico.localhost>',
      social,
    },
  }
}

function messageOf(social: unknown): string {
  try {
    parseServerConfig(configWith(social), 'test.json')
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  return 'no error'
}

describe('parseServerConfig: auth.social', () => {
  it('default: an issuer provider and an endpoints provider, with the defaults applied', () => {
    const config = parseServerConfig(
      configWith({
        redirectUri: REDIRECT_URI,
        providers: {
          google: { issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 's' },
          github: {
            authorizationEndpoint: 'https://github.com/login/oauth/authorize',
            tokenEndpoint: 'https://github.com/login/oauth/access_token',
            userinfoEndpoint: 'https://api.github.com/user',
            clientId: 'h',
            tokenEndpointAuthMethod: 'client_secret_post',
          },
        },
      }),
    )
    expect(config.auth?.social).toEqual({
      redirectUri: REDIRECT_URI,
      requestTtlMs: 600_000,
      providers: {
        google: {
          issuer: 'https://accounts.google.com',
          clientId: 'g',
          clientSecret: 's',
          tokenEndpointAuthMethod: 'client_secret_basic',
        },
        github: {
          authorizationEndpoint: 'https://github.com/login/oauth/authorize',
          tokenEndpoint: 'https://github.com/login/oauth/access_token',
          userinfoEndpoint: 'https://api.github.com/user',
          clientId: 'h',
          tokenEndpointAuthMethod: 'client_secret_post',
        },
      },
    })
  })

  it('default: no providers is an empty list (social sign-in answers unavailable)', () => {
    expect(parseServerConfig(configWith({ redirectUri: REDIRECT_URI })).auth?.social).toEqual({
      redirectUri: REDIRECT_URI,
      requestTtlMs: 600_000,
      providers: {},
    })
  })

  it.each([
    [
      'a redirect URI outside the secure site',
      { redirectUri: 'https://wallet.example/social-callback.html' },
      'auth.social.redirectUri: must be on one of auth.secureSiteOrigins',
    ],
    [
      'a redirect URI with a query',
      { redirectUri: `${REDIRECT_URI}?x=1` },
      'auth.social.redirectUri: must have no query or fragment',
    ],
    [
      'an http issuer that is not this machine',
      {
        redirectUri: REDIRECT_URI,
        providers: { google: { issuer: 'http://idp.example', clientId: 'g' } },
      },
      'must be https (http only for 127.0.0.1, localhost or [::1])',
    ],
    [
      'a provider with neither issuer nor endpoints',
      { redirectUri: REDIRECT_URI, providers: { x: { clientId: 'x' } } },
      'auth.social.providers.x.authorizationEndpoint',
    ],
    [
      'Farcaster, which has no OAuth sign-in',
      {
        redirectUri: REDIRECT_URI,
        providers: { farcaster: { issuer: 'https://f.example', clientId: 'f' } },
      },
      'farcaster',
    ],
  ])('error: %s', (_case, social, message) => {
    expect(messageOf(social)).toContain(message)
  })

  it.each([
    ['https://accounts.google.com', true],
    ['http://127.0.0.1:8791', true],
    ['http://localhost:8791', true],
    ['http://[::1]:8791', true],
    ['http://idp.example', false],
    ['ftp://127.0.0.1', false],
    ['not a url', false],
  ])('isHttpsOrLoopbackUrl(%s) is %s', (url, expected) => {
    expect(isHttpsOrLoopbackUrl(url)).toBe(expected)
  })
})

describe('loadConfig: social client secrets', () => {
  let dir: string
  let file: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-social-config-'))
    file = join(dir, 'portico.json')
    await writeFile(
      file,
      JSON.stringify(
        configWith({
          redirectUri: REDIRECT_URI,
          providers: {
            google: { issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'file' },
          },
        }),
      ),
    )
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('parameters: PORTICO_SOCIAL_<PROVIDER>_CLIENT_SECRET wins for a configured provider only', async () => {
    const config = await loadConfig({
      PORTICO_CONFIG: file,
      PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: 'from-env',
      PORTICO_SOCIAL_GITHUB_CLIENT_SECRET: 'ignored',
    })
    expect(config.auth?.social?.providers.google?.clientSecret).toBe('from-env')
    expect(config.auth?.social?.providers.github).toBeUndefined()
  })

  it('behavior: an empty variable keeps the file’s secret', async () => {
    const config = await loadConfig({
      PORTICO_CONFIG: file,
      PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: '',
    })
    expect(config.auth?.social?.providers.google?.clientSecret).toBe('file')
  })
})
