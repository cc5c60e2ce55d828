import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../buildServer.ts'
import { parseServerConfig, type ServerConfig, type ServerConfigInput } from '../config.ts'
import { createTestDatabase } from './createTestDatabase.ts'

/** The project every test server knows. */
export const TEST_PROJECT_ID = 'test-project'

/**
 * A server built for one test file, on its own database: a temporary SQLite file, or in the
 * Postgres run (`PORTICO_TEST_DATABASE=postgres`) a database of its own in the run's cluster.
 */
export interface TestServer {
  app: FastifyInstance
  config: ServerConfig
  /** Temporary folder (holding the SQLite database); removed by `close()`. */
  dir: string
  close: () => Promise<void>
}

/**
 * A config for tests: one project (`test-project`) with two features, no chains, the bundled
 * wallet data, a SQLite file in `dir`, and a silent logger. `overrides` replace top-level keys.
 *
 * @example
 * parseServerConfig(testConfigInput(dir, { chains: [localChain] }))
 */
export function testConfigInput(
  dir: string,
  overrides: Partial<ServerConfigInput> = {},
): ServerConfigInput {
  return {
    databaseUrl: `file:${join(dir, 'portico.db')}`,
    logLevel: 'silent',
    projects: [
      {
        id: TEST_PROJECT_ID,
        name: 'Test project',
        allowedOrigins: ['http://localhost:5173', 'https://*.example.org'],
        features: [
          { id: 'email', isEnabled: false, config: null },
          { id: 'socials', isEnabled: true, config: ['google', 'github'] },
        ],
      },
    ],
    ...overrides,
  }
}

/**
 * Builds a server on a fresh temporary folder and a fresh database (see `createTestDatabase`;
 * `overrides.databaseUrl` names another). Call `close()` in `afterAll`: it drops the database.
 *
 * @example
 * const server = await createTestServer()
 * const response = await server.app.inject({ url: '/health' })
 */
export async function createTestServer(
  overrides: Partial<ServerConfigInput> = {},
): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-server-'))
  const database = overrides.databaseUrl === undefined ? await createTestDatabase(dir) : undefined
  try {
    const config = parseServerConfig(
      testConfigInput(dir, { databaseUrl: database?.url, ...overrides }),
    )
    const app = await buildServer(config)
    await app.ready()
    return {
      app,
      config,
      dir,
      close: async () => {
        try {
          await app.close()
        } finally {
          await database?.drop()
          await rm(dir, { recursive: true, force: true })
        }
      },
    }
  } catch (error) {
    await database?.drop()
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}
