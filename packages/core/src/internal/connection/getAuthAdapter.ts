import { AuthConnectorNotFoundError } from '../../errors/auth.ts'
import type { ChainAdapter } from '../../types/adapter.ts'
import type { AuthController } from '../../types/auth.ts'
import type { PorticoConfig } from '../../types/config.ts'

/** The adapter that signs visitors in by e-mail, if the dApp configured one. */
export function findAuthAdapter(
  config: PorticoConfig,
): (ChainAdapter & { auth: AuthController }) | undefined {
  return config.adapters.find(
    (adapter): adapter is ChainAdapter & { auth: AuthController } => adapter.auth !== undefined,
  )
}

/** Like `findAuthAdapter`, but `AuthConnectorNotFoundError` when there is none (spec §8). */
export function getAuthAdapter(config: PorticoConfig): ChainAdapter & { auth: AuthController } {
  const adapter = findAuthAdapter(config)
  if (!adapter) throw new AuthConnectorNotFoundError()
  return adapter
}
