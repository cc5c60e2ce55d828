import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerConfig } from './config.ts'
import { openDatabase } from './db/openDatabase.ts'
import { httpServerOptions } from './http/httpServerOptions.ts'
import { redactUrl } from './http/redactUrl.ts'
import { registerCors } from './http/registerCors.ts'
import { handleFrameworkError, registerErrorHandlers } from './http/registerErrorHandlers.ts'
import { analyticsPlugin } from './modules/analytics/analyticsPlugin.ts'
import { authCorsScope, authPlugin } from './modules/auth/authPlugin.ts'
import { deriveAuthKeys } from './modules/auth/masterKey.ts'
import { createMailer } from './modules/auth/sendMail.ts'
import { chainDataPlugin } from './modules/chainData/chainDataPlugin.ts'
import { createChainReaders } from './modules/chainData/createChainReader.ts'
import {
  type ChainIndexer,
  createChainIndexer,
} from './modules/chainData/indexer/createChainIndexer.ts'
import { convertPlugin } from './modules/convert/convertPlugin.ts'
import { directoryPlugin } from './modules/directory/directoryPlugin.ts'
import { seedWallets } from './modules/directory/seedWallets.ts'
import { embeddedWalletPlugin } from './modules/embeddedWallet/embeddedWalletPlugin.ts'
import { imagesPlugin } from './modules/images/imagesPlugin.ts'
import { createExchangeProviders, createOnrampProviders } from './modules/onramp/createProviders.ts'
import { onrampPlugin } from './modules/onramp/onrampPlugin.ts'
import { payPlugin } from './modules/onramp/payPlugin.ts'
import { createNameDirectory } from './modules/profile/createNameDirectory.ts'
import { ensGatewayPlugin } from './modules/profile/ensGatewayPlugin.ts'
import { profilePlugin } from './modules/profile/profilePlugin.ts'
import { createProjectCache } from './modules/projects/createProjectCache.ts'
import { createProjectGuard } from './modules/projects/createProjectGuard.ts'
import { projectsPlugin } from './modules/projects/projectsPlugin.ts'
import { seedProjects } from './modules/projects/seedProjects.ts'
import { rpcGatewayPlugin } from './modules/rpcGateway/rpcGatewayPlugin.ts'
import { siwxPlugin } from './modules/siwx/siwxPlugin.ts'
import { smartAccountsPlugin } from './modules/smartAccounts/smartAccountsPlugin.ts'
import { createSharedState } from './shared/createSharedState.ts'

/**
 * The wallet data shipped in apps/server/data (used when the config has no `dataDir`).
 *
 * @example
 * readFileSync(join(BUNDLED_DATA_DIR, 'wallets.json'), 'utf8')
 */
export const BUNDLED_DATA_DIR = fileURLToPath(new URL('../data', import.meta.url))

declare module 'fastify' {
  interface FastifyInstance {
    /** The history indexer; tests call `syncNow()` to wait for the chain's current head. */
    chainIndexer: ChainIndexer
  }
}

/**
 * Builds the Portico service: opens the database and applies migrations, seeds projects from
 * the config and the wallet directory from `wallets.json` (when changed), and registers CORS
 * per project (src/http/registerCors.ts), `/health` and the directory, images (read into memory
 * here), projects, analytics, sign-in sessions (`siwx`), account names (`profile`, and their
 * ENS gateway when `ensGateway` is configured), chain-data and RPC modules, the
 * embedded-wallet sign-in (`auth`, when configured; a missing master key is a ConfigError
 * before anything opens), and starts the history indexer (`app.chainIndexer`). The `http`
 * config bounds how long a client may take (src/http/httpServerOptions.ts). It does not
 * listen: call `app.listen()`, or `app.inject()` in tests. `app.close()` stops the indexer
 * and closes the database.
 *
 * @example
 * const app = await buildServer(await loadConfig(process.env))
 * await app.listen({ port: 0, host: '127.0.0.1' })
 */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const dataDir = resolve(config.dataDir ?? BUNDLED_DATA_DIR)
  const authKeys = config.auth === undefined ? undefined : deriveAuthKeys(config.auth.masterKey)
  // Postgres: a connection that fails while idle (the database restarted) is logged, never
  // thrown, and the next query reconnects. Until the app's logger exists, stderr says it.
  let logConnectionError = (error: Error) =>
    console.error(`Database connection error: ${error.message}`)
  const { db, close } = await openDatabase(config.databaseUrl, {
    onConnectionError: (error) => logConnectionError(error),
  })
  try {
    await seedProjects(db, config.projects)
    await seedWallets(db, join(dataDir, 'wallets.json'))
  } catch (error) {
    await close()
    throw error
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Fastify's own request fields, with secrets in the query (approval tokens) blanked out.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    frameworkErrors: handleFrameworkError,
    // Timeouts from the `http` config and a small default body limit (routes set their own).
    ...httpServerOptions(config.http),
  })
  logConnectionError = (error) =>
    app.log.warn({ err: error }, 'Database connection lost; the next query reconnects')
  // Rate limits, caches and the indexer's lock: in memory, or in Redis when `redisUrl` is set.
  const shared = await createSharedState({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    leaderLeaseMs: config.indexer.leaderLeaseMs,
    log: (message, error) => app.log.warn({ err: error }, message),
  }).catch((error: unknown) => {
    close()
    throw error
  })
  const readers = createChainReaders(config.chains, config.tokens)
  const indexer = createChainIndexer({
    db,
    readers,
    settings: config.indexer,
    log: (message, error) => app.log.warn({ err: error }, message),
    leaderLock: shared.leaderLock,
  })
  app.decorate('chainIndexer', indexer)
  app.addHook('onClose', async () => {
    await indexer.stop()
    await shared.close()
    await close()
  })
  app.decorateRequest('project', null)
  registerErrorHandlers(app)

  await registerCors(
    app,
    config.auth === undefined ? [] : [authCorsScope(config.auth.secureSiteOrigins)],
  )

  app.get('/health', { config: { originPolicy: 'any' } }, async () => ({ status: 'ok' }))

  const projects = createProjectCache(db, { maxAgeMs: config.projectCacheMs })
  const requireProject = createProjectGuard(projects, {
    secureHosts: config.auth?.secureSiteOrigins,
  })
  await app.register(directoryPlugin, { db, requireProject, dataDir })
  await app.register(imagesPlugin, { requireProject })
  await app.register(projectsPlugin, { requireProject })
  await app.register(analyticsPlugin, { db, requireProject, shared })
  await app.register(siwxPlugin, { db, readers, requireProject, shared })
  const names = createNameDirectory(db)
  await app.register(profilePlugin, { db, readers, requireProject })
  // The same names, as ENS answers (ERC-3668) for a resolver that trusts the configured key.
  if (config.ensGateway !== undefined)
    await app.register(ensGatewayPlugin, { directory: names, settings: config.ensGateway })
  await app.register(chainDataPlugin, {
    db,
    readers,
    chains: config.chains,
    tokens: config.tokens,
    identities: config.identities,
    spamContracts: config.spamContracts,
    balances: config.balances,
    requireProject,
    shared,
    names,
  })
  await app.register(convertPlugin, {
    readers,
    chains: config.chains,
    tokens: config.tokens,
    quoteSources: config.quoteSources,
    requireProject,
    shared,
  })
  await app.register(rpcGatewayPlugin, { chains: config.chains, requireProject })
  await app.register(embeddedWalletPlugin, {
    extraNetworks: config.embeddedWallet.extraNetworks,
    requireProject,
  })
  await app.register(smartAccountsPlugin, {
    db,
    chains: config.chains,
    paymasterSignerKey: config.paymasterSignerKey,
    readers,
    requireProject,
  })
  const logProvider = (message: string, error: unknown) => app.log.warn({ err: error }, message)
  await app.register(onrampPlugin, {
    providers: createOnrampProviders(config.onramp),
    requireProject,
    log: logProvider,
  })
  await app.register(payPlugin, {
    exchanges: createExchangeProviders(config.pay),
    requireProject,
    log: logProvider,
  })
  if (config.auth !== undefined && authKeys !== undefined) {
    const mailer = createMailer(config.auth)
    app.addHook('onClose', async () => mailer.close())
    await app.register(authPlugin, {
      context: { db, settings: config.auth, keys: authKeys, mailer, now: Date.now },
      shared,
    })
  }
  indexer.start()
  return app
}
