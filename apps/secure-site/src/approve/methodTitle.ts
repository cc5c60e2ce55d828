import type { FrameI18n } from '../i18n/frameI18n.ts'
import { type Phrase, translatePhrase } from '../i18n/phrase.ts'
import type { ApprovalDetails } from './approvalDetails.ts'
import { describeContractCall } from './describeContractCall.ts'
import { describeTransfer, nativeCurrencyLabel } from './describeTransfer.ts'
import { solanaTitle } from './renderSolanaDetails.ts'

/**
 * The request in words, in the locale, as the approve view's heading.
 *
 * @example
 * methodTitle({ kind: 'transaction', … }, i18n) // 'Send transaction'
 * methodTitle({ kind: 'transaction', transfer: { kind: 'native', amount: 10n ** 18n, … }, … }, i18n) // 'Send 1 ETH'
 */
export function methodTitle(details: ApprovalDetails, i18n: FrameI18n): Phrase {
  const { t } = i18n
  switch (details.kind) {
    case 'personal_sign':
      return translatePhrase(t, 'title.signMessage')
    case 'solana_message':
    case 'solana_transactions':
      return solanaTitle(details, i18n)
    case 'typed_data':
      return translatePhrase(t, 'title.signTypedData')
    case 'transaction': {
      const { symbol } = nativeCurrencyLabel(details.chainId, details.nativeSymbol)
      if (details.transfer) return describeTransfer(details.transfer, symbol, i18n).title
      if (details.contractCall)
        return describeContractCall(details.contractCall, details.from, symbol, i18n).title
      return translatePhrase(t, 'title.sendTransaction')
    }
    case 'calls':
      return translatePhrase(t, 'title.sendCalls', { count: details.calls.length })
  }
}
