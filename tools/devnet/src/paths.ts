import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Built from this file's path (not `new URL(…, import.meta.url)`), so that it also works where a
// test environment replaces the global URL class (happy-dom).
const SRC_DIR = dirname(fileURLToPath(import.meta.url))

/** The monorepo root (tools/devnet/src → ../../..). */
export const REPO_ROOT = join(SRC_DIR, '..', '..', '..')

/** Solidity sources of the devnet. */
export const CONTRACTS_DIR = join(SRC_DIR, '..', 'contracts')

/** The worker thread that runs solc-js (plain JavaScript). */
export const SOLC_WORKER = join(SRC_DIR, 'solcWorker.mjs')

/** Compiled artifacts, keyed by source hash and solc version. */
export const COMPILE_CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'portico-devnet')

/** Default home of devnet.json, server.config.json and the server's database. */
export const DEFAULT_STATE_DIR = join(REPO_ROOT, '.portico')

/** The server's entry, run as `node --import tsx apps/server/src/main.ts`. */
export const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'src', 'main.ts')

/** The demo dApp's vite root. */
export const DEMO_ROOT = join(REPO_ROOT, 'apps', 'demo')
export const SECURE_SITE_ROOT = join(REPO_ROOT, 'apps', 'secure-site')

/** Vite's CLI, run with node directly so stopping it stops it. */
export const VITE_BIN = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
