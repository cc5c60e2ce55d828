// The embedded-wallet views (EmailLogin, UpdateEmailWallet, ApproveTransaction) behind a dynamic
// import of their own: spec §2 loads the e-mail views lazily. Like the account bundle it pulls in
// the modal chunk, so shared components stay in that one chunk.
import '../../modal/modalBundle.ts'

export { ApproveTransactionView } from '../ApproveTransaction/ApproveTransactionView.tsx'
export { UpdateEmailWalletView } from '../UpdateEmailWallet/UpdateEmailWalletView.tsx'
export { EmailLoginView } from './EmailLoginView.tsx'
