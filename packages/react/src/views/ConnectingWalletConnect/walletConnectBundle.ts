// The WalletConnect views and their QR encoder: a chunk of their own, fetched when a QR code or
// a wallet app is about to be shown (or on intent), not with the modal.
export { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView.tsx'
export { ConnectingWalletConnectView } from './ConnectingWalletConnectView.tsx'
