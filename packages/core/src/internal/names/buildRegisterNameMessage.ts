export interface RegisterNameMessageParameters {
  /** The full name, lower case: 'alice.portico.id'. */
  name: string
  /** EIP-55 checksummed. */
  address: string
  coinType: number
  projectId: string
  /** `new Date().toISOString()` when the visitor pressed Register. */
  issuedAt: string
}

/**
 * The message a wallet signs to register a name, exactly as the names contract (issue #32)
 * writes it; the server parses it strictly.
 *
 * @example
 * buildRegisterNameMessage({ name: 'alice.portico.id', address, coinType: 2147514985, projectId, issuedAt })
 * // 'Register the name alice.portico.id\n\nAddress: 0x…\nCoin type: 2147514985\nProject: …\nIssued at: …'
 */
export function buildRegisterNameMessage(parameters: RegisterNameMessageParameters): string {
  return [
    `Register the name ${parameters.name}`,
    '',
    `Address: ${parameters.address}`,
    `Coin type: ${parameters.coinType}`,
    `Project: ${parameters.projectId}`,
    `Issued at: ${parameters.issuedAt}`,
  ].join('\n')
}
