/**
 * The key of one account's history on one network: `${caipNetworkId}|${address}`, the address
 * in lower case (an EVM address is the same account in any case).
 */
export function historyKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}|${address.toLowerCase()}`
}
