import type { ApprovalDetails } from './approvalDetails.ts'
import { describeContractCall } from './describeContractCall.ts'
import { describeTransfer, nativeCurrencyLabel } from './describeTransfer.ts'

/**
 * The request in words, as the approve view's heading.
 *
 * @example
 * methodTitle({ kind: 'transaction', … }) // 'Send transaction'
 * methodTitle({ kind: 'transaction', transfer: { kind: 'native', amount: 10n ** 18n, … }, … }) // 'Send 1 ETH'
 */
export function methodTitle(details: ApprovalDetails): string {
  switch (details.kind) {
    case 'personal_sign':
      return 'Sign message'
    case 'typed_data':
      return 'Sign typed data'
    case 'transaction': {
      const { symbol } = nativeCurrencyLabel(details.chainId, details.nativeSymbol)
      if (details.transfer) return describeTransfer(details.transfer, symbol).title
      if (details.contractCall)
        return describeContractCall(details.contractCall, details.from, symbol).title
      return 'Send transaction'
    }
    case 'calls':
      return details.calls.length === 1 ? 'Send 1 call' : `Send ${details.calls.length} calls`
  }
}
