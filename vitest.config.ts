import { availableParallelism } from 'node:os'
import { defaultServerConditions } from 'vite'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { nodeOptionsWithSourceCondition, SOURCE_CONDITION } from './scripts/lib/sourceCondition.mjs'
import { databaseTestFiles } from './tools/test-utils/src/databaseTestFiles.ts'

/** Vitest's own default conditions (Vite's server ones but 'module'), the source one first. */
const conditions = [
  SOURCE_CONDITION,
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
]

/**
 * Every project reads the @portico packages from their sources (the "@portico/source" export
 * condition), and so do the Node processes its tests start (the server, the devnet CLI) through
 * NODE_OPTIONS.
 */
function withSourceCondition(
  project: TestProjectInlineConfiguration,
): TestProjectInlineConfiguration {
  return {
    ...project,
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      // One module graph per worker, not per file: importing the sources again for each of ~500
      // files was most of the run (on two cores: 1,079 s isolated, 500 s shared).
      isolate: false,
      // Most files start real servers, chains and child processes; on a busy two-core machine
      // (CI, or other jobs beside the run) a step that takes 1 s alone can take several. A test
      // that hangs still fails, later.
      testTimeout: 20_000,
      hookTimeout: 60_000,
      ...project.test,
      env: {
        ...project.test?.env,
        NODE_OPTIONS: nodeOptionsWithSourceCondition(process.env.NODE_OPTIONS),
      },
    },
  }
}

/**
 * Files that need module state as a fresh page has it, by project: those that mock a module
 * (vi.mock replaces it only where it is not loaded yet) and those that read which lazy chunks
 * are loaded. They run isolated, in a project of their own beside their package's.
 */
const FRESH_MODULE_FILES: Record<string, string[]> = {
  react: [
    'src/modal/preloadAhead.test.tsx',
    'src/modal/ModalMount.loadFailure.test.tsx',
    'src/modal/preloadData.test.tsx',
  ],
  'embedded-wallet': ['src/embeddedWalletAdapter.lazy.test.ts'],
  // buildTransaction: its swaps reverted (or did not) against the quote in 3 full runs with a
  // shared graph, never alone or isolated; the cause is not found (issue #20's note), so it runs
  // as it always passed until it is. A reverted swap there logs why.
  server: [
    'src/modules/auth/deviceWaitHangUp.test.ts',
    'src/modules/convert/buildTransaction.test.ts',
  ],
  'server-postgres': [
    'src/modules/auth/deviceWaitHangUp.test.ts',
    'src/modules/convert/buildTransaction.test.ts',
  ],
}

/** The project without its fresh-module files, and those files in an isolated project. */
function withFreshModuleFiles(
  project: TestProjectInlineConfiguration,
): TestProjectInlineConfiguration[] {
  const name = project.test?.name
  const files = typeof name === 'string' ? FRESH_MODULE_FILES[name] : undefined
  if (!files) return [project]
  const include = project.test?.include
  return [
    {
      ...project,
      test: {
        ...project.test,
        exclude: [...configDefaults.exclude, ...files],
      },
    },
    {
      ...project,
      test: {
        ...project.test,
        name: `${name}-fresh-modules`,
        include: include ? files.filter((file) => include.includes(file)) : files,
        isolate: true,
      },
    },
  ]
}

// One unit-test run for the whole repo; each workspace is a project so that
// browser-like packages get happy-dom and Node packages stay in Node.
export default defineConfig({
  test: {
    // At least two files at once, even on two cores (Vitest's default would be one there): most
    // files spend their time waiting on local servers, chains and relays, so a second worker
    // fills those waits. Measured on the 2-core machine: 601 s with one, 386 s with two, 367 s
    // with three (more contention for little gain).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'happy-dom' } },
      { test: { name: 'evm', root: 'packages/evm', environment: 'happy-dom' } },
      {
        test: {
          name: 'react',
          root: 'packages/react',
          environment: 'happy-dom',
          setupFiles: ['@portico/test-utils/domTestingSetup'],
          // Above Testing Library's 5 s wait (domTestingSetup), so a slow query fails as itself.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // A real redis-server for the run, its URL given as inject('redisUrl').
          globalSetup: ['@portico/test-utils/redisGlobalSetup'],
        },
      },
      {
        // The server's files that build a server or open a database, again on Postgres (a
        // throwaway cluster for the run, a database per test server); pure-function files run
        // in `server` only (rule: tools/test-utils/src/databaseTestFiles.ts). The SQLite
        // migration-history test is SQLite's alone.
        test: {
          name: 'server-postgres',
          root: 'apps/server',
          environment: 'node',
          include: databaseTestFiles('apps/server', ['src/db/authUsersMigration.test.ts']),
          env: { PORTICO_TEST_DATABASE: 'postgres' },
          globalSetup: [
            '@portico/test-utils/redisGlobalSetup',
            '@portico/test-utils/postgresGlobalSetup',
          ],
        },
      },
      { test: { name: 'devnet', root: 'tools/devnet', environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node' } },
      // The bench's own arithmetic (its runs are `npm run bench`, not tests).
      { test: { name: 'bench', root: 'bench', environment: 'node', include: ['*.test.ts'] } },
      { test: { name: 'test-utils', root: 'tools/test-utils', environment: 'node' } },
      {
        test: {
          name: 'test-wallet',
          root: 'tools/test-wallet',
          environment: 'node',
          // Its files announce wallets on the page (EIP-6963); the IIFE build's test installs one
          // as a <script> would, for good. In a shared graph that wallet answered the next file's
          // eip6963:requestProvider (announceTestWallet counted 5 for 3 in a loaded local run).
          isolate: true,
        },
      },
      { test: { name: 'relay', root: 'apps/relay', environment: 'node' } },
      { test: { name: 'walletconnect', root: 'packages/walletconnect', environment: 'node' } },
      { test: { name: 'wagmi', root: 'packages/wagmi', environment: 'happy-dom' } },
      { test: { name: 'demo', root: 'apps/demo', environment: 'node' } },
      { test: { name: 'consumers', root: 'tests/consumers', environment: 'node' } },
      {
        test: {
          name: 'embedded-wallet',
          root: 'packages/embedded-wallet',
          environment: 'happy-dom',
        },
      },
      { test: { name: 'secure-site', root: 'apps/secure-site', environment: 'happy-dom' } },
      { test: { name: 'i18n', root: 'tools/i18n', environment: 'node' } },
      { test: { name: 'mail-catcher', root: 'tools/mail-catcher', environment: 'node' } },
      { test: { name: 'onramp-sandbox', root: 'tools/onramp-sandbox', environment: 'node' } },
      { test: { name: 'local-oidc', root: 'tools/local-oidc', environment: 'node' } },
      {
        test: {
          name: 'local-farcaster-relay',
          root: 'tools/local-farcaster-relay',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'farcaster-test-client',
          root: 'tools/farcaster-test-client',
          environment: 'node',
        },
      },
      { test: { name: 'solana', root: 'packages/solana', environment: 'happy-dom' } },
      {
        test: {
          name: 'bitcoin',
          root: 'packages/bitcoin',
          environment: 'happy-dom',
          // Wallet Standard's registry is page-wide (as for wallet-standard): the discovery test
          // counts the page's wallets, and in a shared graph it saw 38 that other files registered
          // (vitest --sequence.shuffle.files, seeds 11 and 12).
          isolate: true,
        },
      },
      {
        test: {
          name: 'wallet-standard',
          root: 'packages/wallet-standard',
          environment: 'happy-dom',
          // Wallet Standard's registry is page-wide state: a watcher one file leaves running
          // would hear the next file's wallets (and warn about them) in a shared graph.
          isolate: true,
        },
      },
      { test: { name: 'local-solana', root: 'tools/local-solana', environment: 'node' } },
      { test: { name: 'local-bitcoin', root: 'tools/local-bitcoin', environment: 'node' } },
      {
        test: {
          name: 'solana-test-wallet',
          root: 'tools/solana-test-wallet',
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'bitcoin-test-wallet',
          root: 'tools/bitcoin-test-wallet',
          environment: 'happy-dom',
        },
      },
    ]
      .flatMap(withFreshModuleFiles)
      .map(withSourceCondition),
  },
})
