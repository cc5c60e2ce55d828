import type { OnrampSandbox } from '@portico/onramp-sandbox'
import type { DevnetToken } from '../deployTokens.ts'
import type { StackSolana } from '../nonEvmNetworks.ts'
import type { StackChain } from '../serverConfig.ts'
import { startDevnetOnramp } from '../startDevnetOnramp.ts'
import type { StackRun } from './createStackRun.ts'
import { STACK_HOST } from './stackConstants.ts'

/**
 * Phase 'onramp': the on-ramp sandbox the server buys through, in this process; it delivers the
 * chains' tokens (and Solana's, when started).
 *
 * @example
 * const onrampSandbox = await startOnrampStep(run, { chains, tokens, solana })
 */
export function startOnrampStep(
  run: StackRun,
  {
    chains,
    tokens,
    solana,
  }: {
    chains: readonly StackChain[]
    tokens: readonly DevnetToken[]
    solana: StackSolana | undefined
  },
): Promise<OnrampSandbox> {
  return run.runPhase('onramp', async () => {
    const starting = startDevnetOnramp({
      host: STACK_HOST,
      port: run.options.ports.onrampSandbox,
      chains,
      tokens,
      ...(solana ? { solana } : {}),
    })
    run.phaseStarted('onramp')
    const onrampSandbox = await starting
    run.services.onrampSandbox = onrampSandbox
    run.log(
      `On-ramp sandbox is up (${onrampSandbox.url}, test card 4242 4242 4242 4242; treasury ${onrampSandbox.treasuryAddress}${onrampSandbox.solanaTreasuryAddress ? `, Solana treasury ${onrampSandbox.solanaTreasuryAddress}` : ''})`,
    )
    return onrampSandbox
  })
}
