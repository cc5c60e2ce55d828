import type { ApprovalDetails } from '../approve/approvalDetails.ts'

/** A request checked and ready: what the approve view shows, and what Approve then does. */
export interface PreparedApproval {
  details: ApprovalDetails
  run(): Promise<unknown>
}
