import { type NonEvmNetworks, startNonEvmNetworks } from '../nonEvmNetworks.ts'
import type { StackRun } from './createStackRun.ts'
import { STACK_HOST } from './stackConstants.ts'

/**
 * Phase 'non-evm': the local Solana network and Bitcoin service, in this process.
 *
 * @example
 * const { solana, bitcoin } = await startNonEvmStep(run)
 */
export function startNonEvmStep(run: StackRun): Promise<NonEvmNetworks> {
  const { ports } = run.options
  return run.runPhase('non-evm', async () => {
    run.log('Starting the local Solana network and Bitcoin service…')
    // In this process, up in well under a second: the check after the phase sees an abort.
    const starting = startNonEvmNetworks({
      host: STACK_HOST,
      solanaPort: ports.solana,
      bitcoinPort: ports.bitcoin,
    })
    run.phaseStarted('non-evm')
    const networks = await starting
    run.services.nonEvmNetworks = networks
    const { solana, bitcoin } = networks
    run.log(
      `Local Solana is up (${solana.url}, ${solana.caipNetworkId}, PUSD ${solana.token.mint})`,
    )
    run.log(`Local Bitcoin is up (${bitcoin.url}, Esplora API, regtest ${bitcoin.caipNetworkId})`)
    return networks
  })
}
