import type { WalletErrorRules } from '@portico/core'

/**
 * How Wallet Standard wallets (Solana, Bitcoin) differ from a bare EIP-1193 wallet, as inputs to
 * core's `mapWalletError`:
 * - some throw a plain `Error('User rejected the request.')` with no code, so those words are a
 *   refusal when no code is present;
 * - the wrapped call may run the kit's own code, so a `PorticoError` passes through.
 *
 * @example
 * mapWalletError(error, { context: 'request', ...WALLET_STANDARD_ERROR_RULES })
 */
export const WALLET_STANDARD_ERROR_RULES = {
  rejectionMessage:
    /\b(user (rejected|denied|declined|cancell?ed)|(rejected|denied|declined|cancell?ed) by (the )?user)\b/i,
  keepPorticoErrors: true,
} as const satisfies WalletErrorRules
