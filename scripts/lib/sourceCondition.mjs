// Inside the repo, every @portico package is read from its TypeScript sources: each `exports`
// entry lists the "@portico/source" condition first (then the built `types` and `default`).
// Node processes that import them (tsx, the server, the devnet, the test runners) need the
// condition turned on; this is the one place that says how. Node built-ins only.
import { register } from 'node:module'

export const SOURCE_CONDITION = '@portico/source'

const FLAG = `--conditions=${SOURCE_CONDITION}`

/**
 * `NODE_OPTIONS` with the source condition added (once), for the environment of a Node child
 * process: it then resolves @portico/* to their sources, and so do its own children.
 *
 * @example
 * spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
 *   env: { ...process.env, NODE_OPTIONS: nodeOptionsWithSourceCondition(process.env.NODE_OPTIONS) },
 * })
 */
export function nodeOptionsWithSourceCondition(nodeOptions = '') {
  return nodeOptions.split(/\s+/).includes(FLAG) ? nodeOptions : `${nodeOptions} ${FLAG}`.trim()
}

/**
 * Turns the condition on in the running process, for the imports that follow (a module
 * resolution hook), and in the environment its children inherit. For runners that load config
 * files before anything else (Playwright): `node --conditions` cannot be given to them.
 */
export function useSourceCondition() {
  process.env.NODE_OPTIONS = nodeOptionsWithSourceCondition(process.env.NODE_OPTIONS)
  if (!process.execArgv.includes(FLAG)) register('./sourceConditionHooks.mjs', import.meta.url)
}
