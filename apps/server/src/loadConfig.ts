import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import {
  databaseUrlSchema,
  LOG_LEVELS,
  parseServerConfig,
  redisUrl,
  type ServerConfig,
} from './config.ts'
import { ConfigError } from './errors/ConfigError.ts'
import { authMasterKeySchema } from './modules/auth/config.ts'
import {
  SOCIAL_LOGIN_PROVIDERS,
  type SocialConfig,
  type SocialLoginProvider,
} from './modules/auth/socialConfig.ts'
import { paymasterSignerKeySchema } from './modules/smartAccounts/config.ts'
import { formatIssue } from './schema/formatIssue.ts'

/** `PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET` and the like: a provider's client secret. */
export type SocialSecretEnv = {
  [P in SocialLoginProvider as `PORTICO_SOCIAL_${Uppercase<P>}_CLIENT_SECRET`]?: string | undefined
}

/** The environment variables the server reads. Empty values count as unset. */
export interface ServerEnv extends SocialSecretEnv {
  /** Path of the JSON config file (required). */
  PORTICO_CONFIG?: string | undefined
  PORT?: string | undefined
  HOST?: string | undefined
  DATABASE_URL?: string | undefined
  /** Redis URL (`redis://`, `rediss://`); wins over `redisUrl`. */
  REDIS_URL?: string | undefined
  LOG_LEVEL?: string | undefined
  /** The `auth` module's master key (base64 of 32 bytes); wins over `auth.masterKey`. */
  PORTICO_AUTH_MASTER_KEY?: string | undefined
  /** The verifying paymaster's signer key (0x + 64 hex); wins over `paymasterSignerKey`. */
  PORTICO_PAYMASTER_SIGNER_KEY?: string | undefined
}

const envOverridesSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be an integer from 0 to 65535'),
      v.transform(Number),
      v.maxValue(65_535, 'must be an integer from 0 to 65535'),
    ),
  ),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255, 'must be a host name'))),
  DATABASE_URL: v.optional(databaseUrlSchema),
  REDIS_URL: v.optional(redisUrl),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
  PORTICO_AUTH_MASTER_KEY: v.optional(authMasterKeySchema),
  PORTICO_PAYMASTER_SIGNER_KEY: v.optional(paymasterSignerKeySchema),
})

/**
 * Reads the config file named by `PORTICO_CONFIG`, checks it, then applies the `PORT`, `HOST`,
 * `DATABASE_URL`, `REDIS_URL`, `LOG_LEVEL`, `PORTICO_PAYMASTER_SIGNER_KEY` and `PORTICO_AUTH_MASTER_KEY` (when `auth` is configured) overrides,
 * and `PORTICO_SOCIAL_<PROVIDER>_CLIENT_SECRET` for each configured social provider. Every
 * failure is a `ConfigError` naming the file or variable and the bad field.
 *
 * @example
 * const config = await loadConfig(process.env)
 * const app = await buildServer(config)
 */
export async function loadConfig(env: ServerEnv = process.env): Promise<ServerConfig> {
  const path = nonEmpty(env.PORTICO_CONFIG)
  if (path === undefined)
    throw new ConfigError(
      'PORTICO_CONFIG is not set: set it to the path of the JSON config file (see apps/server/README.md)',
    )

  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    const reason = (cause as NodeJS.ErrnoException).code ?? String(cause)
    throw new ConfigError(`Cannot read config file ${path} (PORTICO_CONFIG): ${reason}`, {
      cause,
    })
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (cause) {
    throw new ConfigError(`Config file ${path} is not valid JSON: ${(cause as Error).message}`, {
      cause,
    })
  }
  const config = parseServerConfig(raw, `config file ${path}`)

  const overrides = v.safeParse(envOverridesSchema, {
    PORT: nonEmpty(env.PORT),
    HOST: nonEmpty(env.HOST),
    DATABASE_URL: nonEmpty(env.DATABASE_URL),
    REDIS_URL: nonEmpty(env.REDIS_URL),
    LOG_LEVEL: nonEmpty(env.LOG_LEVEL),
    PORTICO_AUTH_MASTER_KEY: nonEmpty(env.PORTICO_AUTH_MASTER_KEY),
    PORTICO_PAYMASTER_SIGNER_KEY: nonEmpty(env.PORTICO_PAYMASTER_SIGNER_KEY),
  })
  if (!overrides.success) {
    const [issue] = overrides.issues
    throw new ConfigError(`Invalid environment: ${issue === undefined ? '' : formatIssue(issue)}`)
  }
  const {
    PORT,
    HOST,
    DATABASE_URL,
    REDIS_URL,
    LOG_LEVEL,
    PORTICO_AUTH_MASTER_KEY,
    PORTICO_PAYMASTER_SIGNER_KEY,
  } = overrides.output
  const { auth } = config
  return {
    ...config,
    port: PORT ?? config.port,
    host: HOST ?? config.host,
    databaseUrl: DATABASE_URL ?? config.databaseUrl,
    ...(REDIS_URL === undefined ? {} : { redisUrl: REDIS_URL }),
    logLevel: LOG_LEVEL ?? config.logLevel,
    ...(PORTICO_PAYMASTER_SIGNER_KEY === undefined
      ? {}
      : { paymasterSignerKey: PORTICO_PAYMASTER_SIGNER_KEY }),
    ...(auth === undefined
      ? {}
      : {
          auth: {
            ...auth,
            masterKey: PORTICO_AUTH_MASTER_KEY ?? auth.masterKey,
            ...(auth.social === undefined ? {} : { social: withSocialSecrets(auth.social, env) }),
          },
        }),
  }
}

// A configured provider's client secret from PORTICO_SOCIAL_<PROVIDER>_CLIENT_SECRET, if set.
function withSocialSecrets(social: SocialConfig, env: ServerEnv): SocialConfig {
  const providers = { ...social.providers }
  for (const id of SOCIAL_LOGIN_PROVIDERS) {
    const provider = providers[id]
    const secret = nonEmpty(
      env[`PORTICO_SOCIAL_${id.toUpperCase() as Uppercase<typeof id>}_CLIENT_SECRET`],
    )
    if (provider !== undefined && secret !== undefined)
      providers[id] = { ...provider, clientSecret: secret }
  }
  return { ...social, providers }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value
}
