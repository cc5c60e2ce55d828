// Public API of @portico/wagmi: Portico's modal on a wagmi config.

export {
  type ConnectThroughModalParameters,
  connectThroughModal,
} from '../connectThroughModal.ts'
export type { PorticoProvider, RequestArguments } from '../createPorticoProvider.ts'
export { type ChainMismatch, findChainMismatches } from '../findChainMismatches.ts'
export {
  PORTICO_CONNECTOR_TYPE,
  type PorticoConnectorFn,
  type PorticoConnectorParameters,
  type PorticoConnectorProperties,
  type PorticoConnectParameters,
  porticoConnector,
} from '../porticoConnector.ts'
export { type EvmConnection, readEvmConnection } from '../readEvmConnection.ts'
export { switchPorticoChain } from '../switchPorticoChain.ts'
export { RECONNECT_WAIT_MS, waitForSettledEvmConnection } from '../waitForEvmConnection.ts'
