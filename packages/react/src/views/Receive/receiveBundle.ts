// The Receive view behind a dynamic import of its own (spec §2: receive loads lazily), fetched
// when the Account view's Receive button is hovered or focused, or when the view is opened. It
// pulls in the modal and account chunks (Receive is opened from Account, so both are loaded by
// then): the code it shares with them stays there instead of in small shared chunks. The QR
// encoder it shares with the WalletConnect views is a chunk of its own.
import '../../modal/modalBundle.ts'
import '../Account/accountBundle.ts'

export { ReceiveView } from './ReceiveView.tsx'
