import type { WalletSession } from '../auth/walletSession.ts'

/**
 * The user payload on a Solana network (spec §3, §6: Solana accounts are EOAs): the visitor's
 * Solana address (base58), the network's CAIP-2 id, and the e-mail or social username as on EVM.
 * The Solana key is made on first use or unlocked (`WalletSession.solanaSigner`).
 *
 * @example
 * await solanaUserPayload(session, 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo')
 * // { address: 'D62Q…', chainId: 'solana:…', accounts: [{ address: 'D62Q…', type: 'eoa' }], … }
 */
export async function solanaUserPayload(
  session: Pick<WalletSession, 'getUser' | 'solanaSigner'>,
  chainId: string,
) {
  const user = await session.getUser()
  const { address } = await session.solanaSigner()
  return {
    ...(user.email === null ? {} : { email: user.email }),
    address: address as string,
    chainId,
    accounts: [{ address: address as string, type: 'eoa' as const }],
    preferredAccountType: 'eoa' as const,
    smartAccountDeployed: false,
    ...(user.userName === undefined ? {} : { userName: user.userName }),
  }
}
