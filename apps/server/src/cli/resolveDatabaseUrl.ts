import { loadConfig, type ServerEnv } from '../loadConfig.ts'

/** The server's own default (see `serverConfigSchema`), relative to the working directory. */
const DEFAULT_DATABASE_URL = 'file:.portico/portico.db'

/**
 * The database the CLI works on, the same one the server would open: `--database`, else
 * `DATABASE_URL`, else the `databaseUrl` of the `PORTICO_CONFIG` file, else the default
 * `file:.portico/portico.db`. A bad config file is a `ConfigError`.
 *
 * @example
 * const url = await resolveDatabaseUrl(flags.database, process.env)
 */
export async function resolveDatabaseUrl(
  flag: string | undefined,
  env: ServerEnv,
): Promise<string> {
  if (flag !== undefined && flag !== '') return flag
  if (env.PORTICO_CONFIG !== undefined && env.PORTICO_CONFIG.trim() !== '')
    return (await loadConfig(env)).databaseUrl
  if (env.DATABASE_URL !== undefined && env.DATABASE_URL.trim() !== '') return env.DATABASE_URL
  return DEFAULT_DATABASE_URL
}
