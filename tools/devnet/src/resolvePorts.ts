import { InvalidPortError } from './errors.ts'

/** The ports the stack listens on. */
export interface StackPorts {
  anvil: number
  anvil2: number
  server: number
  demo: number
  /** The local WalletConnect relay (apps/relay). */
  relay: number
  /** The mail catcher's SMTP server (tools/mail-catcher), where the server sends its e-mail. */
  mailSmtp: number
  /** The mail catcher's inbox page and API. */
  mailHttp: number
  /** The secure site (apps/secure-site, the embedded-wallet frame); only its origin is used here. */
  secureSite: number
  /** The local Solana network's JSON-RPC (tools/local-solana, in this process). */
  solana: number
  /** The local Bitcoin service's Esplora API (tools/local-bitcoin, in this process). */
  bitcoin: number
  /** The local OpenID provider standing in for the social providers (tools/local-oidc). */
  oidc: number
  /** The on-ramp sandbox: checkout and exchange pages and their API (tools/onramp-sandbox). */
  onrampSandbox: number
  /** The local Farcaster relay standing in for Farcaster's (tools/local-farcaster-relay). */
  farcasterRelay: number
  /** The ERC-4337 bundler (alto) of chain 31337, with `accountAbstraction: true`. */
  bundler: number
  /** The ERC-4337 bundler of chain 31338. */
  bundler2: number
}

/** Defaults, and the variable that overrides each. */
export const PORT_SETTINGS = {
  anvil: { fallback: 8545, envVar: 'PORTICO_ANVIL_PORT' },
  anvil2: { fallback: 8546, envVar: 'PORTICO_ANVIL2_PORT' },
  server: { fallback: 8787, envVar: 'PORTICO_SERVER_PORT' },
  demo: { fallback: 5173, envVar: 'PORTICO_DEMO_PORT' },
  relay: { fallback: 8555, envVar: 'PORTICO_RELAY_PORT' },
  mailSmtp: { fallback: 1025, envVar: 'PORTICO_MAIL_SMTP_PORT' },
  mailHttp: { fallback: 8025, envVar: 'PORTICO_MAIL_HTTP_PORT' },
  secureSite: { fallback: 5180, envVar: 'PORTICO_SECURE_SITE_PORT' },
  solana: { fallback: 8899, envVar: 'PORTICO_SOLANA_PORT' },
  bitcoin: { fallback: 18443, envVar: 'PORTICO_BITCOIN_PORT' },
  oidc: { fallback: 8791, envVar: 'PORTICO_OIDC_PORT' },
  onrampSandbox: { fallback: 8792, envVar: 'PORTICO_ONRAMP_SANDBOX_PORT' },
  farcasterRelay: { fallback: 8793, envVar: 'PORTICO_FARCASTER_RELAY_PORT' },
  bundler: { fallback: 4337, envVar: 'PORTICO_BUNDLER_PORT' },
  bundler2: { fallback: 4338, envVar: 'PORTICO_BUNDLER2_PORT' },
} as const satisfies Record<keyof StackPorts, { fallback: number; envVar: string }>

function checkPort(setting: string, value: unknown): number {
  const port = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new InvalidPortError({ setting, value })
  }
  return port
}

/**
 * The stack's ports: an explicit `ports` option wins, then PORTICO_*_PORT, then the defaults
 * 8545 / 8546 / 8787 / 5173 / 8555 / 1025 / 8025 / 5180 / 8899 / 18443 / 8791 / 8792 / 8793 /
 * 4337 / 4338.
 *
 * @example
 * resolvePorts({ anvil: 9545 }, { PORTICO_SERVER_PORT: '9787' })
 * // { anvil: 9545, anvil2: 8546, server: 9787, demo: 5173, relay: 8555, mailSmtp: 1025, … }
 */
export function resolvePorts(
  ports: Partial<StackPorts> = {},
  env: NodeJS.ProcessEnv = process.env,
): StackPorts {
  const resolve = (key: keyof StackPorts): number => {
    const { fallback, envVar } = PORT_SETTINGS[key]
    if (ports[key] !== undefined) return checkPort(`ports.${key}`, ports[key])
    const fromEnv = env[envVar]
    if (fromEnv !== undefined && fromEnv !== '') return checkPort(envVar, fromEnv)
    return fallback
  }
  return {
    anvil: resolve('anvil'),
    anvil2: resolve('anvil2'),
    server: resolve('server'),
    demo: resolve('demo'),
    relay: resolve('relay'),
    mailSmtp: resolve('mailSmtp'),
    mailHttp: resolve('mailHttp'),
    secureSite: resolve('secureSite'),
    solana: resolve('solana'),
    bitcoin: resolve('bitcoin'),
    oidc: resolve('oidc'),
    onrampSandbox: resolve('onrampSandbox'),
    farcasterRelay: resolve('farcasterRelay'),
    bundler: resolve('bundler'),
    bundler2: resolve('bundler2'),
  }
}
