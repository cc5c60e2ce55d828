import type { ChainAdapter } from '../../types/adapter.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PairingController } from '../../types/pairing.ts'

/** The adapter that connects through a pairing URI (WalletConnect), when one is configured. */
export function getPairingAdapter(
  config: PorticoConfig,
): (ChainAdapter & { pairing: PairingController }) | undefined {
  return config.adapters.find(
    (adapter): adapter is ChainAdapter & { pairing: PairingController } =>
      adapter.pairing !== undefined,
  )
}
