import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { FarcasterRelay } from '@portico/local-farcaster-relay'
import type { MailCatcher } from '@portico/mail-catcher'
import type { OnrampSandbox } from '@portico/onramp-sandbox'
import type { Relay } from '@portico/relay'
import { throwIfAborted } from '../abort.ts'
import type { ChildExit, ManagedChild } from '../childProcess.ts'
import type { NonEvmNetworks } from '../nonEvmNetworks.ts'
import type { DevnetOidc } from '../startDevnetOidc.ts'
import type { StartStackParameters } from '../startStack.ts'
import type { StackOptions } from './resolveStackOptions.ts'
import type { StackStartPhase } from './stackConstants.ts'

/**
 * What runs inside this process rather than as a child (each is a library with a close()): the
 * local Solana network and Bitcoin service, the relay, the mail catcher the server sends its
 * e-mail to, the OpenID provider its social sign-in goes to, the on-ramp sandbox it buys through.
 * A step sets its slot as soon as the service is up, so that cleanup finds it.
 */
export interface StackServices {
  nonEvmNetworks?: NonEvmNetworks
  relay?: Relay
  mailCatcher?: MailCatcher
  oidc?: DevnetOidc
  /** The local Farcaster relay (tools/local-farcaster-relay), with the server. */
  farcasterRelay?: FarcasterRelay
  onrampSandbox?: OnrampSandbox
}

/** One start of the stack: its settings, what it has started so far, and how to stop that. */
export interface StackRun {
  parameters: StartStackParameters
  options: StackOptions
  log: (line: string) => void
  signal: AbortSignal | undefined
  services: StackServices
  /** Keeps a started child for cleanup (`rank`: see STACK_CHILD_RANKS) and watches its exit. */
  track(child: ManagedChild, rank: number): void
  /** Tells `onPhase` that a phase is under way (its processes spawned, its work begun). */
  phaseStarted(phase: StackStartPhase): void
  /**
   * A spawn callback that tells `phaseStarted` once: an app's preview spawns two processes (the
   * build, then vite), and the phase is under way at the first.
   */
  phaseStartedOnFirstSpawn(phase: StackStartPhase): () => void
  /**
   * Runs one phase: checks for an abort before and after it (so that an abort between two phases
   * is seen at once; within a phase each wait observes the signal itself), then tells `onPhase`
   * it finished.
   */
  runPhase<T>(phase: StackStartPhase, work: () => Promise<T>): Promise<T>
  /** The children started so far, in start order. */
  processes(): { name: string; pid: number }[]
  /** Settles if a child exits before `stop()`. */
  unexpectedExit: Promise<ChildExit>
  /**
   * Stops the children newest first, then what runs in this process, and removes devnet.json.
   * Idempotent.
   */
  stop(): Promise<void>
}

/**
 * The shared state of one `startStack`: each step registers what it starts here, so that a
 * failure or an abort at any point stops exactly that.
 *
 * @example
 * const run = createStackRun(parameters, resolveStackOptions(parameters))
 * try { … } catch (error) { await run.stop(); throw error }
 */
export function createStackRun(parameters: StartStackParameters, options: StackOptions): StackRun {
  const { signal } = parameters
  const log = parameters.log ?? (() => {})
  const children = createChildSet()
  const services: StackServices = {}
  let running = true
  let reportUnexpectedExit: (exit: ChildExit) => void = () => {}
  const unexpectedExit = new Promise<ChildExit>((settle) => {
    reportUnexpectedExit = settle
  })
  let stopping: Promise<void> | undefined
  return {
    parameters,
    options,
    log,
    signal,
    services,
    track(child, rank) {
      children.add(child, rank)
      log(`${child.name} is up (pid ${child.pid})`)
      child.exited.then((exit) => {
        if (running && !exit.expected) reportUnexpectedExit(exit)
      })
    },
    phaseStarted(phase) {
      parameters.onPhase?.(phase, 'started')
    },
    phaseStartedOnFirstSpawn(phase) {
      let told = false
      return () => {
        if (!told) parameters.onPhase?.(phase, 'started')
        told = true
      }
    },
    async runPhase(phase, work) {
      throwIfAborted(signal)
      const result = await work()
      throwIfAborted(signal)
      parameters.onPhase?.(phase, 'finished')
      return result
    },
    processes() {
      return children.ordered().map((child) => ({ name: child.name, pid: child.pid }))
    },
    unexpectedExit,
    stop() {
      stopping ??= (async () => {
        running = false
        await children.stopAll()
        await stopServices(services)
        await rm(join(options.stateDir, 'devnet.json'), { force: true })
      })()
      return stopping
    },
  }
}

// The relay first, the non-EVM networks (started first) last.
async function stopServices(services: StackServices): Promise<void> {
  await services.relay?.close()
  services.relay = undefined
  await services.mailCatcher?.close()
  services.mailCatcher = undefined
  await services.oidc?.stop()
  services.oidc = undefined
  await services.farcasterRelay?.stop()
  services.farcasterRelay = undefined
  await services.onrampSandbox?.close()
  services.onrampSandbox = undefined
  await services.nonEvmNetworks?.stop()
  services.nonEvmNetworks = undefined
}

/** Children started so far, stopped newest first. */
function createChildSet() {
  const children: { child: ManagedChild; rank: number }[] = []
  let stopping: Promise<void> | undefined
  return {
    /** In start order: chains by id, then the server, then the demo (not finishing order). */
    ordered(): ManagedChild[] {
      return [...children].sort((a, b) => a.rank - b.rank).map((entry) => entry.child)
    },
    add(child: ManagedChild, rank: number) {
      children.push({ child, rank })
    },
    stopAll(): Promise<void> {
      stopping ??= (async () => {
        for (const { child } of [...children].reverse()) await child.stop()
      })()
      return stopping
    },
  }
}
