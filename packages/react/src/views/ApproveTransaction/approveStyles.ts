import { styleSheet } from '../../styles/styleSheet.ts'

/** ApproveTransaction: the area the embedded wallet's frame is laid over. */
export const approveStyles = styleSheet(/* css */ `
/* The embedded wallet's frame is laid over this area while the visitor approves. */
.approve-area {
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 420px;
}
`)
