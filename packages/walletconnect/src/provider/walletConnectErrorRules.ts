import { WALLETCONNECT_REJECTION_CODES, type WalletErrorRules } from '@portico/core'

/**
 * How a WalletConnect session differs from a bare EIP-1193 wallet, as inputs to core's
 * `mapWalletError`:
 * - WalletConnect's own refusals (5000–5003, sent by WalletKit wallets and the sign client) mean
 *   the visitor said no, like 4001;
 * - the wrapped calls run the kit's own code too (relay timeout, session checks), so a
 *   `PorticoError` passes through.
 *
 * @example
 * mapWalletError(error, { context: 'connect', ...WALLETCONNECT_ERROR_RULES })
 */
export const WALLETCONNECT_ERROR_RULES = {
  rejectionCodes: WALLETCONNECT_REJECTION_CODES,
  keepPorticoErrors: true,
} as const satisfies WalletErrorRules
