import type { ApprovalDetails, SimulationOutcome } from '../approve/approvalDetails.ts'

/** A request checked and ready: what the approve view shows, and what Approve then does. */
export interface PreparedApproval {
  details: ApprovalDetails
  run(): Promise<unknown>
  /**
   * The balance changes, filled in after the view is shown (its details say 'pending' until
   * then).
   */
  simulation?: Promise<SimulationOutcome>
}
