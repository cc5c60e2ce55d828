// @portico/react/vite: build-time helpers for a dApp built with Vite. Node only; the kit's
// browser code never imports it.
export { preloadPorticoModal } from './preloadPorticoModal.ts'
