/**
 * Ports of the test stack: apart from the demo's defaults (8545, 8546, 8787, 5173) so that
 * `npm test` runs while `npm run demo` is up. Override with PORTICO_E2E_PORT_BASE.
 */
const base = Number(process.env.PORTICO_E2E_PORT_BASE ?? 18_000)

export const E2E_PORTS = {
  anvil: base + 545,
  anvil2: base + 546,
  server: base + 787,
  demo: base + 173,
  relay: base + 555,
  secureSite: base + 180,
  mailSmtp: base + 25,
  mailHttp: base + 26,
  // Not base + 443: that is the local Bitcoin service's default port (18443).
  solana: base + 899,
  bitcoin: base + 890,
  oidc: base + 791,
  onrampSandbox: base + 792,
  farcasterRelay: base + 793,
  // ERC-4337 bundlers (alto), apart from the demo's 4337 / 4338.
  bundler: base + 337,
  bundler2: base + 338,
} as const
