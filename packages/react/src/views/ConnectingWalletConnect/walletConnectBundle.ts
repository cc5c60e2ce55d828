// The WalletConnect views and their QR encoder: a chunk of their own, fetched when a QR code or
// a wallet app is about to be shown (or on intent), not with the modal. Like the other view
// bundles it pulls in the modal chunk (always loaded by then), so the components both use stay
// in that one chunk instead of a shared chunk the modal's open would wait for.
import '../../modal/modalBundle.ts'

export { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView.tsx'
export { ConnectingWalletConnectView } from './ConnectingWalletConnectView.tsx'
