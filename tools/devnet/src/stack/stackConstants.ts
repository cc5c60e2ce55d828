import type { StackPorts } from '../resolvePorts.ts'

/** The devnet's chains: ids, names, and which port setting each listens on. */
export const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Portico Local', port: 'anvil', bundlerPort: 'bundler' },
  { chainId: 31338, name: 'Portico Local 2', port: 'anvil2', bundlerPort: 'bundler2' },
] as const satisfies readonly {
  chainId: number
  name: string
  port: keyof StackPorts
  /** Where the chain's ERC-4337 bundler listens, with `accountAbstraction: true`. */
  bundlerPort: keyof StackPorts
}[]

export const DEFAULT_PROJECT_ID = 'portico-demo'

/**
 * The phases of `startStack`, in the order they begin ('chains' and 'compile' run side by side);
 * a phase that is turned off (`server: false`, …) is skipped.
 */
export const STACK_START_PHASES = [
  'non-evm',
  'chains',
  'compile',
  'deploy',
  'bundler',
  'relay',
  'mail',
  'oidc',
  'farcaster',
  'onramp',
  'config',
  'server',
  'secure-site',
  'demo',
] as const

export type StackStartPhase = (typeof STACK_START_PHASES)[number]

/** Every service of the stack listens here. */
export const STACK_HOST = '127.0.0.1'

/**
 * Where each child sorts in `Stack.processes` (start order, not finishing order): the chains by
 * index (and, at scale, Postgres and Redis with them), then the chains' bundlers by index (with
 * `accountAbstraction: true`), then the server, the secure site, the demo. Children stop in the
 * reverse of the order they were started in.
 */
export const STACK_CHILD_RANKS = {
  chains: 0,
  bundlers: DEVNET_CHAINS.length,
  server: 2 * DEVNET_CHAINS.length,
  secureSite: 2 * DEVNET_CHAINS.length + 1,
  demo: 2 * DEVNET_CHAINS.length + 2,
} as const
