import { resolve } from 'node:path'
import { DEFAULT_STATE_DIR } from '../paths.ts'
import { resolvePorts, type StackPorts } from '../resolvePorts.ts'
import type { StartStackParameters } from '../startStack.ts'
import { DEFAULT_PROJECT_ID, STACK_HOST } from './stackConstants.ts'

/** What `startStack` starts and where: its parameters with every default applied. */
export interface StackOptions {
  withServer: boolean
  withRelay: boolean
  withNonEvm: boolean
  /** ERC-4337: EntryPoint and account factory deployed, a bundler per chain. */
  withAccountAbstraction: boolean
  demoMode: 'dev' | 'preview' | false
  /** Never without the server: the secure site signs in through it. */
  secureSiteMode: 'dev' | 'preview' | false
  projectId: string
  testWallet: boolean
  stateDir: string
  ports: StackPorts
  /** Where the server, the demo and the secure site answer, when they are started. */
  serverUrl: string | undefined
  demoUrl: string | undefined
  secureSiteUrl: string | undefined
}

/**
 * `startStack`'s parameters with their defaults, ports resolved (explicit, then PORTICO_*_PORT,
 * then the defaults).
 *
 * @example
 * resolveStackOptions({ server: false }).secureSiteMode // false
 */
export function resolveStackOptions(parameters: StartStackParameters): StackOptions {
  const withServer = parameters.server ?? true
  const demoMode = parameters.demo ?? 'dev'
  const secureSiteMode = withServer ? (parameters.secureSite ?? demoMode) : false
  const ports = resolvePorts(parameters.ports)
  return {
    withServer,
    withRelay: parameters.relay ?? true,
    withNonEvm: parameters.nonEvm ?? true,
    withAccountAbstraction: parameters.accountAbstraction ?? false,
    demoMode,
    secureSiteMode,
    projectId: parameters.projectId ?? DEFAULT_PROJECT_ID,
    testWallet: parameters.testWallet ?? true,
    stateDir: resolve(parameters.stateDir ?? DEFAULT_STATE_DIR),
    ports,
    serverUrl: withServer ? `http://${STACK_HOST}:${ports.server}` : undefined,
    demoUrl: demoMode ? `http://${STACK_HOST}:${ports.demo}` : undefined,
    secureSiteUrl: secureSiteMode ? `http://${STACK_HOST}:${ports.secureSite}` : undefined,
  }
}
