import type { SendValidationCode } from '../types/send.ts'

/**
 * Every message the Send form and its transfer show, in one place (spec §5 where it has the
 * words: 'An amount and receiver address are required', 'A token is required', 'Unsupported
 * chain'). The validation messages are keyed by their `SendValidationCode`, in the order the
 * rules are checked; those that name a token or a chain family take them as arguments.
 *
 * @example
 * SEND_MESSAGES.TOKEN_REQUIRED // 'A token is required'
 * SEND_MESSAGES.TOO_MANY_DECIMALS('PUSD', 6) // 'PUSD has at most 6 decimals'
 */
export const SEND_MESSAGES = {
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  TOKEN_REQUIRED: 'A token is required',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  INVALID_AMOUNT: 'Not a valid amount',
  TOO_MANY_DECIMALS: (symbol: string, decimals: number) =>
    `${symbol} has at most ${decimals} decimals`,
  /** `family`: 'EVM' or 'Solana'. */
  INVALID_RECEIVER: (family: string) => `Not a valid ${family} address`,
  /** A name typed on a network whose family has no names (spec §9: names are EVM only). */
  NAME_UNSUPPORTED: 'Names can only be used on EVM networks',
  /** The name typed is being looked up. */
  NAME_RESOLVING: 'Looking up the name',
  /** The name is not registered, or points to no address on this network. */
  NAME_NOT_FOUND: (name: string) => `No address found for ${name}`,
  /** The lookup failed: the server's reason, else spec §8's 'Error resolving name'. */
  NAME_NOT_RESOLVED: (reason: string) => reason,
  /** `sendTokens` looked the name up again and it points elsewhere than the address shown. */
  NAME_CHANGED: (name: string) =>
    `${name} now points to another address. Check the new address before sending.`,
  INSUFFICIENT_BALANCE: (symbol: string) => `Insufficient ${symbol} balance`,
  INSUFFICIENT_FEE: (symbol: string) => `Insufficient ${symbol} for the network fee`,
  /** `sendTokens` while the wallet is asked, or the last transfer is not settled. */
  TRANSFER_IN_PROGRESS: 'A transfer is already in progress',
  /** The transfer failed on chain and the network gave no reason. */
  TRANSFER_FAILED: 'The transfer failed',
  /** The wallet sent it, but the network did not say how it ended. */
  TRANSFER_UNKNOWN:
    'The network did not answer, so the transfer may still go through. Check again before sending again.',
} as const satisfies Record<SendValidationCode, unknown> & Record<string, unknown>
