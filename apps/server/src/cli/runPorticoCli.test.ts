import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../buildServer.ts'
import { parseServerConfig } from '../config.ts'
import { createTestDatabase, type TestDatabase } from '../testing/createTestDatabase.ts'
import { testConfigInput } from '../testing/createTestServer.ts'
import { PORTICO_USAGE, runPorticoCli } from './runPorticoCli.ts'

const SERVER_DIR = dirname(dirname(dirname(fileURLToPath(import.meta.url))))

let dir: string
let databaseCount = 0
const databases: TestDatabase[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-cli-'))
})

afterAll(async () => {
  for (const database of databases) await database.drop()
  await rm(dir, { recursive: true, force: true })
})

/** A fresh database for one test: a SQLite file, or in the Postgres run a database of its own. */
async function freshDatabase(): Promise<string> {
  databaseCount += 1
  const database = await createTestDatabase(dir, `cli-${databaseCount}`)
  databases.push(database)
  return database.url
}

async function run(args: string[], env: Record<string, string> = {}) {
  const output = { stdout: '', stderr: '' }
  const code = await runPorticoCli(args, {
    env,
    stdout: (text) => {
      output.stdout += `${text}\n`
    },
    stderr: (text) => {
      output.stderr += `${text}\n`
    },
  })
  return { code, ...output }
}

async function listJson(database: string): Promise<unknown> {
  const listed = await run(['project', 'list', '--json', '--database', database])
  expect(listed.code).toBe(0)
  return JSON.parse(listed.stdout)
}

describe('portico project create / list', () => {
  it('default: creates a CLI project with origins, analytics on, no features', async () => {
    const database = await freshDatabase()
    const created = await run([
      'project',
      'create',
      '--id',
      'my-app',
      '--name',
      'My app',
      '--origin',
      'https://my.app',
      '--origin',
      '*.my.app',
      '--database',
      database,
    ])
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('my-app  My app  (cli)')
    expect(created.stdout).toContain('origins:   https://my.app, *.my.app')
    expect(created.stdout).toContain('defaults:  on (spec §6: localhost, any IP,')
    // Production origins with the defaults still on: the CLI says so, and what to run.
    expect(created.stderr).toBe(
      "Warning: 'my-app' looks like production (https://my.app, *.my.app) but still allows the default origins (localhost, any IP, *.pages.dev, *.vercel.app, *.ngrok-free.app): a page on any of them can use this project id. To allow only its own origins, run: npm run portico -- project update --id my-app --no-default-origins\n",
    )
    expect(await listJson(database)).toEqual([
      {
        id: 'my-app',
        name: 'My app',
        allowedOrigins: ['https://my.app', '*.my.app'],
        includeDefaultOrigins: true,
        features: [],
        analyticsEnabled: true,
        nameZone: null,
        namesPerAddress: 1,
        smartAccountNetworks: [],
        gasSponsorshipLimitWei: null,
        source: 'cli',
      },
    ])
  })

  it('parameters: features as JSON, analytics off, a name zone, a repeated origin kept once', async () => {
    const database = await freshDatabase()
    const created = await run([
      'project',
      'create',
      '--id=feat',
      '--name=Feat',
      '--origin=https://a.app',
      '--origin=https://a.app',
      '--features',
      '[{"id":"socials","isEnabled":true,"config":["google"]},{"id":"email","isEnabled":false}]',
      '--analytics',
      'off',
      '--name-zone',
      'portico.id',
      '--names-per-address',
      '2',
      '--database',
      database,
    ])
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('names:     portico.id, 2 per address')
    expect(await listJson(database)).toEqual([
      {
        id: 'feat',
        name: 'Feat',
        allowedOrigins: ['https://a.app'],
        features: [
          { id: 'socials', isEnabled: true, config: ['google'] },
          { id: 'email', isEnabled: false, config: null },
        ],
        analyticsEnabled: false,
        includeDefaultOrigins: true,
        nameZone: 'portico.id',
        namesPerAddress: 2,
        smartAccountNetworks: [],
        gasSponsorshipLimitWei: null,
        source: 'cli',
      },
    ])
  })

  it('behavior: list prints every project by id, or says there are none', async () => {
    const database = await freshDatabase()
    expect((await run(['project', 'list', '--database', database])).stdout).toBe('No projects\n')
    await run(['project', 'create', '--id', 'b-app', '--name', 'B', '--database', database])
    await run(['project', 'create', '--id', 'a-app', '--name', 'A', '--database', database])
    const listed = await run(['project', 'list', '--database', database])
    expect(listed.code).toBe(0)
    expect(listed.stdout.indexOf('a-app  A')).toBeLessThan(listed.stdout.indexOf('b-app  B'))
    expect(listed.stdout).toContain('origins:   none')
  })

  it.each([
    ['no --id', ['--name', 'X'], '--id is required'],
    ['no --name', ['--id', 'x'], '--name is required'],
    ['a malformed id', ['--id', 'my app', '--name', 'X'], 'id: must be 1 to 64 letters'],
    ['an empty name', ['--id', 'x', '--name', '  '], 'name: must not be empty'],
    [
      'an origin with a path',
      ['--id', 'x', '--name', 'X', '--origin', 'https://my.app/path'],
      "origin 'https://my.app/path': must be an origin like 'https://a.b', '*.a.b' or 'http://a.b:*'",
    ],
    [
      'a bare * origin',
      ['--id', 'x', '--name', 'X', '--origin', '*'],
      "origin '*': must be an origin",
    ],
    [
      'features that are not JSON',
      ['--id', 'x', '--name', 'X', '--features', '[{id:email}]'],
      '--features: not valid JSON',
    ],
    [
      'an unknown feature',
      ['--id', 'x', '--name', 'X', '--features', '[{"id":"teleport","isEnabled":true}]'],
      'features[0].id: ',
    ],
    [
      'a feature listed twice',
      [
        '--id',
        'x',
        '--name',
        'X',
        '--features',
        '[{"id":"email","isEnabled":true},{"id":"email","isEnabled":false}]',
      ],
      "features[1].id: duplicate feature 'email'",
    ],
    [
      'features not a list',
      ['--id', 'x', '--name', 'X', '--features', '{"email":true}'],
      'features: ',
    ],
    [
      'analytics neither on nor off',
      ['--id', 'x', '--name', 'X', '--analytics', 'yes'],
      "--analytics: must be 'on' or 'off', not 'yes'",
    ],
    ['an unknown option', ['--id', 'x', '--name', 'X', '--colour', 'red'], "'--colour'"],
    [
      'an option of another command',
      ['--id', 'x', '--name', 'X', '--add-origin', 'a.b'],
      'add-origin',
    ],
    ['a stray argument', ['--id', 'x', '--name', 'X', 'extra'], 'Unexpected argument: extra'],
    [
      'a smart-account network that is not EVM',
      ['--id', 'x', '--name', 'X', '--smart-account-networks', 'eip155:1,solana:abc'],
      "smartAccountNetworks[1]: must be an EVM CAIP-2 id like 'eip155:31337'",
    ],
    [
      'a gas sponsorship limit that is not whole wei',
      ['--id', 'x', '--name', 'X', '--gas-sponsorship-limit', '1.5'],
      'gasSponsorshipLimitWei: must be a whole number of wei in decimal',
    ],
  ])('error: %s → exit 1 with the reason, nothing stored', async (_case, options, message) => {
    const database = await freshDatabase()
    const result = await run(['project', 'create', ...options, '--database', database])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
    expect(await listJson(database)).toEqual([])
  })

  it('error: an id that exists → exit 1, the first project unchanged', async () => {
    const database = await freshDatabase()
    await run(['project', 'create', '--id', 'dup', '--name', 'First', '--database', database])
    const again = await run([
      'project',
      'create',
      '--id',
      'dup',
      '--name',
      'Second',
      '--database',
      database,
    ])
    expect(again).toMatchObject({ code: 1, stderr: "Project 'dup' already exists\n" })
    expect(await listJson(database)).toMatchObject([{ id: 'dup', name: 'First' }])
  })
})

describe('portico project update', () => {
  async function withProject() {
    const database = await freshDatabase()
    await run([
      'project',
      'create',
      '--id',
      'upd',
      '--name',
      'Upd',
      '--origin',
      'https://a.app',
      '--origin',
      'https://b.app',
      '--database',
      database,
    ])
    return database
  }

  it('parameters: adds and removes origins in one call', async () => {
    const database = await withProject()
    const updated = await run([
      'project',
      'update',
      '--id',
      'upd',
      '--add-origin',
      '*.c.app',
      '--add-origin',
      'https://a.app',
      '--remove-origin',
      'https://b.app',
      '--database',
      database,
    ])
    expect(updated.code).toBe(0)
    expect(updated.stderr).toContain(
      "Warning: 'upd' looks like production (https://a.app, *.c.app)",
    )
    expect(await listJson(database)).toMatchObject([
      { id: 'upd', allowedOrigins: ['https://a.app', '*.c.app'] },
    ])
  })

  it('parameters: name, features (replaced) and analytics off then on', async () => {
    const database = await withProject()
    const off = await run([
      'project',
      'update',
      '--id',
      'upd',
      '--name',
      'Renamed',
      '--features',
      '[{"id":"swaps","isEnabled":true}]',
      '--analytics',
      'off',
      '--database',
      database,
    ])
    expect(off.code).toBe(0)
    expect(await listJson(database)).toMatchObject([
      {
        name: 'Renamed',
        features: [{ id: 'swaps', isEnabled: true, config: null }],
        analyticsEnabled: false,
        allowedOrigins: ['https://a.app', 'https://b.app'],
      },
    ])
    await run(['project', 'update', '--id', 'upd', '--analytics', 'on', '--database', database])
    expect(await listJson(database)).toMatchObject([{ analyticsEnabled: true }])
  })

  it('parameters: smart-account networks and gas sponsorship on, then off', async () => {
    const database = await withProject()
    const on = await run([
      'project',
      'update',
      '--id',
      'upd',
      '--smart-account-networks',
      'eip155:31337, eip155:31338,eip155:31337',
      '--gas-sponsorship-limit',
      '1000000000000000000000',
      '--database',
      database,
    ])
    expect(on.code).toBe(0)
    expect(on.stdout).toContain(
      'smart accounts: eip155:31337, eip155:31338, gas sponsored up to 1000000000000000000000 wei',
    )
    expect(await listJson(database)).toMatchObject([
      {
        smartAccountNetworks: ['eip155:31337', 'eip155:31338'],
        gasSponsorshipLimitWei: '1000000000000000000000',
        allowedOrigins: ['https://a.app', 'https://b.app'],
      },
    ])
    const off = await run([
      'project',
      'update',
      '--id',
      'upd',
      '--smart-account-networks',
      'none',
      '--gas-sponsorship-limit',
      'off',
      '--database',
      database,
    ])
    expect(off.code).toBe(0)
    expect(off.stdout).toContain('smart accounts: off')
    expect(await listJson(database)).toMatchObject([
      { smartAccountNetworks: [], gasSponsorshipLimitWei: null },
    ])
  })

  it.each([
    ['an unknown project', ['--id', 'nope', '--name', 'X'], "Project 'nope' not found"],
    [
      'removing an origin that is not listed',
      ['--id', 'upd', '--remove-origin', 'https://z.app'],
      "origin: 'https://z.app' is not in the list of 'upd' (https://a.app, https://b.app)",
    ],
    [
      'adding a malformed origin',
      ['--id', 'upd', '--add-origin', 'https://a.app/x'],
      "origin 'https://a.app/x': must be an origin",
    ],
    ['nothing to change', ['--id', 'upd'], 'project update: nothing to change'],
    ['--origin instead of --add-origin', ['--id', 'upd', '--origin', 'a.app'], "'--origin'"],
  ])('error: %s → exit 1, the project unchanged', async (_case, options, message) => {
    const database = await withProject()
    const result = await run(['project', 'update', ...options, '--database', database])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(message)
    expect(await listJson(database)).toMatchObject([
      { name: 'Upd', allowedOrigins: ['https://a.app', 'https://b.app'] },
    ])
  })
})

describe('portico project: default origins', () => {
  const WARNING = 'looks like production'

  it('parameters: create --no-default-origins stores the flag off, prints it, and does not warn', async () => {
    const database = await freshDatabase()
    const created = await run([
      'project',
      'create',
      '--id',
      'prod',
      '--name',
      'Prod',
      '--origin',
      'https://prod.app',
      '--no-default-origins',
      '--database',
      database,
    ])
    expect(created).toMatchObject({ code: 0, stderr: '' })
    expect(created.stdout).toContain('defaults:  off (only the origins above)')
    expect(await listJson(database)).toMatchObject([
      { id: 'prod', allowedOrigins: ['https://prod.app'], includeDefaultOrigins: false },
    ])
    const listed = await run(['project', 'list', '--database', database])
    expect(listed.stderr).toBe('')
  })

  it('parameters: update --no-default-origins, then --default-origins turns them back on (and warns)', async () => {
    const database = await freshDatabase()
    await run([
      'project',
      'create',
      '--id',
      'flip',
      '--name',
      'Flip',
      '--origin',
      'https://flip.app',
      '--database',
      database,
    ])
    const off = await run([
      'project',
      'update',
      '--id',
      'flip',
      '--no-default-origins',
      '--database',
      database,
    ])
    expect(off).toMatchObject({ code: 0, stderr: '' })
    expect(await listJson(database)).toMatchObject([{ includeDefaultOrigins: false }])
    const on = await run([
      'project',
      'update',
      '--id',
      'flip',
      '--default-origins',
      '--database',
      database,
    ])
    expect(on.code).toBe(0)
    expect(on.stderr).toContain(
      'run: npm run portico -- project update --id flip --no-default-origins',
    )
    expect(await listJson(database)).toMatchObject([{ includeDefaultOrigins: true }])
    // list warns too, on stderr only: the JSON on stdout stays parseable.
    const listed = await run(['project', 'list', '--json', '--database', database])
    expect(listed.stderr).toContain(`'flip' ${WARNING} (https://flip.app)`)
  })

  it('behavior: no warning for a project whose origins are all local, IPs or preview hosts', async () => {
    const database = await freshDatabase()
    const created = await run([
      'project',
      'create',
      '--id',
      'dev',
      '--name',
      'Dev',
      ...['http://localhost:3000', 'https://192.168.1.20:*', 'https://*.vercel.app'].flatMap(
        (origin) => ['--origin', origin],
      ),
      ...['*.pages.dev', 'http://shop.example', 'https://app.localhost'].flatMap((origin) => [
        '--origin',
        origin,
      ]),
      '--database',
      database,
    ])
    expect(created).toMatchObject({ code: 0, stderr: '' })
  })

  it('behavior: for a config-file project the warning names the config file', async () => {
    const database = await freshDatabase()
    const app = await buildServer(
      parseServerConfig(
        testConfigInput(dir, {
          databaseUrl: database,
          projects: [{ id: 'conf', name: 'Conf', allowedOrigins: ['https://conf.app'] }],
        }),
      ),
    )
    await app.close()
    const listed = await run(['project', 'list', '--database', database])
    expect(listed.stderr).toContain(
      `'conf' ${WARNING} (https://conf.app) but still allows the default origins`,
    )
    expect(listed.stderr).toContain(
      'set "includeDefaultOrigins": false on \'conf\' in the config file',
    )
  })

  it('error: --no-default-origins with --default-origins → exit 1, nothing stored', async () => {
    const database = await freshDatabase()
    const result = await run([
      'project',
      'create',
      '--id',
      'both',
      '--name',
      'Both',
      '--no-default-origins',
      '--default-origins',
      '--database',
      database,
    ])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      '--no-default-origins and --default-origins: give one or the other',
    )
    expect(await listJson(database)).toEqual([])
  })

  it('behavior: a running server refuses localhost for the project once its defaults are off', async () => {
    const database = await freshDatabase()
    const app = await buildServer(
      parseServerConfig(testConfigInput(dir, { databaseUrl: database })),
    )
    try {
      await run([
        'project',
        'create',
        '--id',
        'live',
        '--name',
        'Live',
        '--origin',
        'https://live.app',
        '--database',
        database,
      ])
      const config = (origin: string) =>
        app.inject({ url: '/appkit/v1/config?projectId=live', headers: { origin } })
      const before = await config('http://localhost:5173')
      expect(before.statusCode).toBe(200)
      expect(before.headers['access-control-allow-origin']).toBe('http://localhost:5173')
      await run([
        'project',
        'update',
        '--id',
        'live',
        '--no-default-origins',
        '--database',
        database,
      ])
      // The server reuses a project for projectCacheMs (1 s): the change applies within it.
      await expect
        .poll(async () => (await config('http://localhost:5173')).statusCode, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe(403)
      const after = await config('http://localhost:5173')
      expect(after.json().code).toBe('ORIGIN_NOT_ALLOWED')
      expect(after.headers['access-control-allow-origin']).toBeUndefined()
      expect((await config('https://live.app')).statusCode).toBe(200)
      const origins = await app.inject({ url: '/projects/v1/origins?projectId=live' })
      expect(origins.json()).toEqual({
        allowedOrigins: ['https://live.app'],
        includeDefaultOrigins: false,
      })
    } finally {
      await app.close()
    }
  })
})

describe('portico project delete and tokens', () => {
  it('default: delete removes the project', async () => {
    const database = await freshDatabase()
    await run(['project', 'create', '--id', 'gone', '--name', 'Gone', '--database', database])
    const deleted = await run(['project', 'delete', '--id', 'gone', '--database', database])
    expect(deleted).toMatchObject({ code: 0, stderr: '' })
    expect(await listJson(database)).toEqual([])
  })

  it('error: deleting an unknown project → exit 1', async () => {
    const result = await run([
      'project',
      'delete',
      '--id',
      'nope',
      '--database',
      await freshDatabase(),
    ])
    expect(result).toMatchObject({ code: 1, stderr: "Project 'nope' not found\n" })
  })

  it('default: token create prints one new token on stdout, the note on stderr', async () => {
    const database = await freshDatabase()
    await run(['project', 'create', '--id', 'tok', '--name', 'Tok', '--database', database])
    const first = await run(['project', 'token', 'create', '--id', 'tok', '--database', database])
    const second = await run(['project', 'token', 'create', '--id', 'tok', '--database', database])
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/^ptk_[A-Za-z0-9_-]{43}\n$/)
    expect(second.stdout).not.toBe(first.stdout)
    expect(first.stderr).toContain("Admin token for 'tok' (shown once")
    const revoked = await run(['project', 'token', 'revoke', '--id', 'tok', '--database', database])
    expect(revoked).toMatchObject({ code: 0, stdout: "Revoked 2 admin tokens of 'tok'\n" })
  })

  it('error: a token for an unknown project → exit 1', async () => {
    const database = await freshDatabase()
    const created = await run([
      'project',
      'token',
      'create',
      '--id',
      'nope',
      '--database',
      database,
    ])
    expect(created).toMatchObject({ code: 1, stdout: '', stderr: "Project 'nope' not found\n" })
    const revoked = await run([
      'project',
      'token',
      'revoke',
      '--id',
      'nope',
      '--database',
      database,
    ])
    expect(revoked).toMatchObject({ code: 1, stderr: "Project 'nope' not found\n" })
  })
})

describe('portico: commands and the database', () => {
  it.each([
    ['no command', [], 1],
    ['help', ['help'], 0],
    ['--help', ['--help'], 0],
  ])('behavior: %s prints the usage (exit %s)', async (_case, args, code) => {
    const result = await run(args)
    expect(result.code).toBe(code)
    expect(result.stdout).toBe(`${PORTICO_USAGE}\n`)
  })

  it('error: an unknown command → exit 1 naming it, with the usage', async () => {
    const result = await run(['project', 'rename', '--id', 'x'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(`Unknown command: project rename\n\n${PORTICO_USAGE}\n`)
  })

  it('parameters: DATABASE_URL, then the PORTICO_CONFIG file, name the database', async () => {
    const fromEnv = await freshDatabase()
    await run(['project', 'create', '--id', 'env-app', '--name', 'E'], { DATABASE_URL: fromEnv })
    expect(await listJson(fromEnv)).toMatchObject([{ id: 'env-app' }])

    const fromFile = await freshDatabase()
    const configFile = join(dir, 'cli-config.json')
    await writeFile(
      configFile,
      JSON.stringify({ databaseUrl: fromFile, projects: [{ id: 'x', name: 'X' }] }),
    )
    await run(['project', 'create', '--id', 'file-app', '--name', 'F'], {
      PORTICO_CONFIG: configFile,
    })
    expect(await listJson(fromFile)).toMatchObject([{ id: 'file-app' }])
  })

  it('error: a bad PORTICO_CONFIG file → exit 1 naming it', async () => {
    const configFile = join(dir, 'cli-bad.json')
    await writeFile(configFile, '{ "projects": [] }')
    const result = await run(['project', 'list'], { PORTICO_CONFIG: configFile })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`Invalid config file ${configFile}: projects:`)
  })

  it('behavior: the server serves a CLI project at once; a restart seeds beside it', async () => {
    const database = await freshDatabase()
    const config = parseServerConfig(testConfigInput(dir, { databaseUrl: database }))
    const app = await buildServer(config)
    try {
      await run([
        'project',
        'create',
        '--id',
        'cli-app',
        '--name',
        'CLI app',
        '--origin',
        'https://cli.app',
        '--database',
        database,
      ])
      const origins = await app.inject({ url: '/projects/v1/origins?projectId=cli-app' })
      expect(origins.json()).toEqual({
        allowedOrigins: ['https://cli.app'],
        includeDefaultOrigins: true,
      })
    } finally {
      await app.close()
    }
    const restarted = await buildServer(config)
    await restarted.close()
    expect(await listJson(database)).toMatchObject([
      { id: 'cli-app', source: 'cli' },
      { id: 'test-project', source: 'config' },
    ])
  })

  it('behavior: changing or deleting a config-file project warns that a restart undoes it', async () => {
    const database = await freshDatabase()
    const app = await buildServer(
      parseServerConfig(testConfigInput(dir, { databaseUrl: database })),
    )
    await app.close()
    const updated = await run([
      'project',
      'update',
      '--id',
      'test-project',
      '--analytics',
      'off',
      '--database',
      database,
    ])
    expect(updated.code).toBe(0)
    expect(updated.stderr).toContain(
      "Note: 'test-project' comes from the config file; the next server start puts back its config values.",
    )
    const deleted = await run(['project', 'delete', '--id', 'test-project', '--database', database])
    expect(deleted.code).toBe(0)
    expect(deleted.stderr).toContain('the next server start creates it again')
  })

  it('behavior: the npm script entry exits 0 on success and 1 on bad input', async () => {
    const database = await freshDatabase()
    const runEntry = (args: string[]) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            '--conditions=@portico/source',
            '--import',
            'tsx',
            'src/cli/portico.ts',
            ...args,
            '--database',
            database,
          ],
          {
            cwd: SERVER_DIR,
            env: { PATH: process.env.PATH ?? '' },
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        )
        let stderr = ''
        child.stderr?.on('data', (chunk: Buffer) => {
          stderr += chunk.toString()
        })
        child.once('exit', (code) => resolve({ code, stderr }))
      })
    expect((await runEntry(['project', 'create', '--id', 'p', '--name', 'P'])).code).toBe(0)
    const bad = await runEntry(['project', 'create', '--id', 'p', '--name', 'P'])
    expect(bad).toEqual({ code: 1, stderr: "Project 'p' already exists\n" })
  }, 30_000)
})
