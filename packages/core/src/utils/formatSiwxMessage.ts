import type { ChainNamespace } from '../types/chain.ts'
import type { SiwxMessageData } from '../types/siwx.ts'

// The chain family's name in the first line ("… with your Ethereum account:").
const FAMILY_NAMES: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * The text a wallet signs to sign in (CAIP-122). On EVM it is an EIP-4361 (SIWE) message, so
 * wallets show their sign-in screen; other families use the same layout with their CAIP-2
 * reference as the chain id. Kit and server both build the text from the data with this one
 * function, so the server never has to parse free text.
 *
 * @example
 * formatSiwxMessage({
 *   accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   chainId: 'eip155:1',
 *   domain: 'app.example.com',
 *   uri: 'https://app.example.com/',
 *   version: '1',
 *   nonce: 'k2Xw9fQ1pLm3',
 *   issuedAt: '2026-11-22T10:00:00.000Z',
 * })
 * // 'app.example.com wants you to sign in with your Ethereum account:\n0xf39F…2266\n\nURI: …'
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const separator = data.chainId.indexOf(':')
  const namespace = data.chainId.slice(0, separator) as ChainNamespace
  const reference = data.chainId.slice(separator + 1)
  const family = FAMILY_NAMES[namespace] ?? namespace
  const lines = [`${data.domain} wants you to sign in with your ${family} account:`]
  // EIP-4361: a blank line, the optional statement, a blank line, so no statement leaves two.
  lines.push(data.accountAddress, '')
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push('')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
