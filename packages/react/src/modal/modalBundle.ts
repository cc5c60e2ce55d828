// Everything the overlay needs for its first views, behind the page's ONE dynamic import of the
// modal (modalChunk.ts): one request when the modal opens instead of a dozen small chunks the
// bundler would otherwise split out of shared code (measured: ~100 ms of waterfall on open).
// Heavier views (account, e-mail, WalletConnect, swaps…) have dynamic imports of their own, made
// from here (viewRegistry.ts), never from the page. It also holds the data part of the early
// preload (preloadData.ts), which runs once this chunk is there.

export { ConnectView } from '../views/Connect/ConnectView.tsx'
export { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView.tsx'
export { SwitchNetworkView } from '../views/SwitchNetwork/SwitchNetworkView.tsx'
export { UnavailableView } from '../views/Unavailable/UnavailableView.tsx'
export { UnsupportedChainView } from '../views/UnsupportedChain/UnsupportedChainView.tsx'
export { ModalPortal } from './ModalPortal.tsx'
export { preloadData } from './preloadData.ts'
export { preloadView } from './viewRegistry.ts'
