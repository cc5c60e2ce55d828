import { type Relay, startRelay } from '@portico/relay'
import type { StackRun } from './createStackRun.ts'
import { STACK_HOST } from './stackConstants.ts'

/**
 * Phase 'relay': the local WalletConnect relay, in this process (up in milliseconds: the check
 * after the phase sees an abort, and cleanup closes it).
 *
 * @example
 * const relay = await startRelayStep(run)
 * relay.url // 'ws://127.0.0.1:…'
 */
export function startRelayStep(run: StackRun): Promise<Relay> {
  return run.runPhase('relay', async () => {
    const starting = startRelay({
      port: run.options.ports.relay,
      host: STACK_HOST,
      control: run.parameters.relayControl ?? false,
    })
    run.phaseStarted('relay')
    const relay = await starting
    run.services.relay = relay
    run.log(`WalletConnect relay is up (${relay.url})`)
    return relay
  })
}
