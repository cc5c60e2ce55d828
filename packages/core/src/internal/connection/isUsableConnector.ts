import type { Connector } from '../../types/connector.ts'

/**
 * An installed wallet the visitor can use right now: announced by EIP-6963 or injected as
 * `window.ethereum` (spec §2 puts these first).
 */
export function isUsableConnector(connector: Connector): boolean {
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
}
