// Public API of @portico/relay: a WalletConnect v2 relay for local development and tests.
export type { RelayProject } from './refuseClient.ts'
export {
  type Relay,
  type RelayStats,
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from './startRelay.ts'
