import type { ApprovalDetails } from './approvalDetails.ts'

/**
 * The request in words, as the approve view's heading.
 *
 * @example
 * methodTitle({ kind: 'transaction', … }) // 'Send transaction'
 */
export function methodTitle(details: ApprovalDetails): string {
  switch (details.kind) {
    case 'personal_sign':
      return 'Sign message'
    case 'typed_data':
      return 'Sign typed data'
    case 'transaction':
      return 'Send transaction'
    case 'calls':
      return details.calls.length === 1 ? 'Send 1 call' : `Send ${details.calls.length} calls`
  }
}
