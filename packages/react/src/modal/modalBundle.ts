// Everything the overlay needs for its views in this version, behind ONE dynamic import: one
// request when the modal opens instead of a dozen small chunks the bundler would otherwise
// split out of shared code (measured: ~100 ms of waterfall on open). Heavier views that come
// later (e-mail, WalletConnect, swaps) should get dynamic imports of their own, as the account
// views (accountBundle.ts), WalletConnect and All Wallets (its virtualiser) have. It also holds
// the data part of the idle preload (preloadData.ts), which runs once this chunk is there.
export { ConnectView } from '../views/Connect/ConnectView.tsx'
export { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView.tsx'
export { SwitchNetworkView } from '../views/SwitchNetwork/SwitchNetworkView.tsx'
export { UnavailableView } from '../views/Unavailable/UnavailableView.tsx'
export { UnsupportedChainView } from '../views/UnsupportedChain/UnsupportedChainView.tsx'
export { ModalPortal } from './ModalPortal.tsx'
export { preloadData } from './preloadData.ts'
