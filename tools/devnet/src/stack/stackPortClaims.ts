import type { PortClaim } from '../ports.ts'
import { PORT_SETTINGS } from '../resolvePorts.ts'
import type { StackOptions } from './resolveStackOptions.ts'
import { DEVNET_CHAINS } from './stackConstants.ts'

/**
 * Every port the stack will listen on, in the order they are checked (the first taken one is
 * the one reported), each with what it is for and the variable that moves it.
 *
 * @example
 * await assertPortsFree(stackPortClaims(options))
 */
export function stackPortClaims({
  ports,
  withNonEvm,
  withServer,
  secureSiteMode,
  demoMode,
  withRelay,
  withAccountAbstraction,
}: StackOptions): PortClaim[] {
  const claims: PortClaim[] = DEVNET_CHAINS.map((chain) => ({
    port: ports[chain.port],
    purpose: `anvil, chain ${chain.chainId}`,
    envVar: PORT_SETTINGS[chain.port].envVar,
  }))
  if (withAccountAbstraction) {
    for (const chain of DEVNET_CHAINS)
      claims.push({
        port: ports[chain.bundlerPort],
        purpose: `bundler, chain ${chain.chainId}`,
        envVar: PORT_SETTINGS[chain.bundlerPort].envVar,
      })
  }
  if (withNonEvm) {
    claims.push(
      { port: ports.solana, purpose: 'local Solana', envVar: PORT_SETTINGS.solana.envVar },
      { port: ports.bitcoin, purpose: 'local Bitcoin', envVar: PORT_SETTINGS.bitcoin.envVar },
    )
  }
  if (withServer) {
    claims.push({ port: ports.server, purpose: 'server', envVar: PORT_SETTINGS.server.envVar })
    claims.push(
      {
        port: ports.mailSmtp,
        purpose: 'mail catcher, SMTP',
        envVar: PORT_SETTINGS.mailSmtp.envVar,
      },
      {
        port: ports.mailHttp,
        purpose: 'mail catcher, inbox',
        envVar: PORT_SETTINGS.mailHttp.envVar,
      },
      { port: ports.oidc, purpose: 'local OpenID provider', envVar: PORT_SETTINGS.oidc.envVar },
      {
        port: ports.farcasterRelay,
        purpose: 'local Farcaster relay',
        envVar: PORT_SETTINGS.farcasterRelay.envVar,
      },
      {
        port: ports.onrampSandbox,
        purpose: 'on-ramp sandbox',
        envVar: PORT_SETTINGS.onrampSandbox.envVar,
      },
    )
  }
  if (secureSiteMode) {
    claims.push({
      port: ports.secureSite,
      purpose: 'secure site',
      envVar: PORT_SETTINGS.secureSite.envVar,
    })
  }
  if (demoMode) {
    claims.push({ port: ports.demo, purpose: 'demo', envVar: PORT_SETTINGS.demo.envVar })
  }
  if (withRelay) {
    claims.push({
      port: ports.relay,
      purpose: 'WalletConnect relay',
      envVar: PORT_SETTINGS.relay.envVar,
    })
  }
  return claims
}
