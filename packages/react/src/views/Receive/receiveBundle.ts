// The Receive view behind a dynamic import of its own (spec §2: receive loads lazily), fetched
// when the Account view's Receive button is hovered or focused, or when the view is opened. Like
// the other view bundles it pulls in the modal chunk (always loaded by then), so the components
// both use stay in that one chunk; the QR encoder it shares with the WalletConnect views is its
// own small chunk.
import '../../modal/modalBundle.ts'

export { ReceiveView } from './ReceiveView.tsx'
