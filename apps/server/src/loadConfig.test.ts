import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from './errors/ConfigError.ts'
import { loadConfig } from './loadConfig.ts'

let dir: string
let validFile: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-config-'))
  validFile = join(dir, 'portico.json')
  await writeFile(
    validFile,
    JSON.stringify({ port: 9000, projects: [{ id: 'portico-demo', name: 'Portico demo' }] }),
  )
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function errorOf(promise: Promise<unknown>): Promise<ConfigError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ConfigError)
  return error as ConfigError
}

describe('loadConfig', () => {
  it('default: reads the file and applies defaults', async () => {
    const config = await loadConfig({ PORTICO_CONFIG: validFile })
    expect(config.port).toBe(9000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.databaseUrl).toBe('file:.portico/portico.db')
    expect(config.logLevel).toBe('warn')
    expect(config.projects[0]?.id).toBe('portico-demo')
  })

  it('parameters: PORT, HOST, DATABASE_URL and LOG_LEVEL override the file', async () => {
    const config = await loadConfig({
      PORTICO_CONFIG: validFile,
      PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'file:/tmp/other.db',
      LOG_LEVEL: 'debug',
    })
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'file:/tmp/other.db',
      logLevel: 'debug',
    })
  })

  it('parameters: DATABASE_URL may name Postgres (postgres:// or postgresql://)', async () => {
    for (const url of [
      'postgres://portico:secret@db.internal:5432/portico',
      'postgresql://portico@127.0.0.1/portico?sslmode=disable',
    ]) {
      const config = await loadConfig({ PORTICO_CONFIG: validFile, DATABASE_URL: url })
      expect(config.databaseUrl).toBe(url)
    }
  })

  it('behavior: empty variables count as unset', async () => {
    const config = await loadConfig({ PORTICO_CONFIG: validFile, PORT: '', HOST: ' ' })
    expect(config.port).toBe(9000)
    expect(config.host).toBe('127.0.0.1')
  })

  it('error: PORTICO_CONFIG unset', async () => {
    const error = await errorOf(loadConfig({}))
    expect(error.message).toMatch(/^PORTICO_CONFIG is not set/)
  })

  it('error: the file does not exist', async () => {
    const missing = join(dir, 'missing.json')
    const error = await errorOf(loadConfig({ PORTICO_CONFIG: missing }))
    expect(error.message).toBe(`Cannot read config file ${missing} (PORTICO_CONFIG): ENOENT`)
  })

  it('error: the file is not JSON', async () => {
    const file = join(dir, 'broken.json')
    await writeFile(file, '{ "projects": [ }')
    const error = await errorOf(loadConfig({ PORTICO_CONFIG: file }))
    expect(error.message).toMatch(new RegExp(`^Config file ${file} is not valid JSON: `))
  })

  it('error: a bad field names the file and the field', async () => {
    const file = join(dir, 'bad-field.json')
    await writeFile(
      file,
      JSON.stringify({ projects: [{ id: 'ok', name: 'Ok', allowedOrigins: [42] }] }),
    )
    const error = await errorOf(loadConfig({ PORTICO_CONFIG: file }))
    expect(error.message).toMatch(
      new RegExp(`^Invalid config file ${file}: projects\\[0\\]\\.allowedOrigins\\[0\\]: `),
    )
  })

  it.each([
    ['PORT', 'http', 'PORT: must be an integer from 0 to 65535'],
    ['PORT', '65536', 'PORT: must be an integer from 0 to 65535'],
    [
      'DATABASE_URL',
      'portico.db',
      'DATABASE_URL: must be a file:, libsql:, http(s): or postgres:// URL',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      'PORTICO_AUTH_MASTER_KEY',
      'c2hvcnQ=',
      'PORTICO_AUTH_MASTER_KEY: must be base64 of 32 random bytes (make one with `openssl rand -base64 32`)',
    ],
  ])('error: %s=%s', async (name, value, expected) => {
    const error = await errorOf(loadConfig({ PORTICO_CONFIG: validFile, [name]: value }))
    expect(error.message).toBe(`Invalid environment: ${expected}`)
  })

  describe('auth', () => {
    const fileKey = Buffer.alloc(32, 1).toString('base64')
    const envKey = Buffer.alloc(32, 2).toString('base64')
    let authFile: string

    beforeAll(async () => {
      authFile = join(dir, 'auth.json')
      await writeFile(
        authFile,
        JSON.stringify({
          projects: [{ id: 'portico-demo', name: 'Portico demo' }],
          auth: {
            secureSiteOrigins: ['http://127.0.0.1:5180'],
            publicUrl: 'http://127.0.0.1:8787',
            masterKey: fileKey,
            smtp: { host: '127.0.0.1', port: 1025 },
            from: 'no-reply@portico.localhost',
          },
        }),
      )
    })

    it('default: the master key from the file', async () => {
      const config = await loadConfig({ PORTICO_CONFIG: authFile })
      expect(config.auth?.masterKey).toBe(fileKey)
    })

    it('parameters: PORTICO_AUTH_MASTER_KEY wins over the file', async () => {
      const config = await loadConfig({
        PORTICO_CONFIG: authFile,
        PORTICO_AUTH_MASTER_KEY: envKey,
      })
      expect(config.auth?.masterKey).toBe(envKey)
    })

    it('behavior: PORTICO_AUTH_MASTER_KEY alone does not turn auth on', async () => {
      const config = await loadConfig({
        PORTICO_CONFIG: validFile,
        PORTICO_AUTH_MASTER_KEY: envKey,
      })
      expect(config.auth).toBeUndefined()
    })
  })
})
