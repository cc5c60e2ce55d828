import type { WalletIcon } from '@wallet-standard/base'

// Our own mark (a door arch, for "portico", on Bitcoin orange) so the icon needs no remote image.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#f7931a"/>' +
  '<path d="M24 76V44a24 24 0 0 1 48 0v32h-12V44a12 12 0 0 0-24 0v32z" fill="#fff"/>' +
  '</svg>'

/** The test wallet's Wallet Standard icon (a base64 SVG data URI, as the standard requires). */
export const BITCOIN_TEST_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`
