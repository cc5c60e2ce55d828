import { SEND_MESSAGES } from '../../errors/sendMessages.ts'
import type { SendState, SendValidation } from '../../types/send.ts'
import type { SendContext } from './getSendContext.ts'

/**
 * The first three Send rules (spec §5), which need no arithmetic: 'Unsupported chain' (not EVM
 * or Solana, no network, or the wallet's adapter cannot send), 'A token is required', 'An
 * amount and receiver address are required'. `openSend` and the reset after success need only
 * these, so they do not load bignumber.js; `validateSend` runs them first.
 */
export function checkSendBasics(
  context: SendContext,
  state: Pick<SendState, 'token' | 'amountInput' | 'receiverAddress'>,
): SendValidation | undefined {
  if (!context.network || !context.transfers)
    return { code: 'UNSUPPORTED_CHAIN', message: SEND_MESSAGES.UNSUPPORTED_CHAIN }
  if (!state.token) return { code: 'TOKEN_REQUIRED', message: SEND_MESSAGES.TOKEN_REQUIRED }
  if (!state.amountInput?.trim() || !state.receiverAddress?.trim())
    return {
      code: 'AMOUNT_AND_RECEIVER_REQUIRED',
      message: SEND_MESSAGES.AMOUNT_AND_RECEIVER_REQUIRED,
    }
  return undefined
}
