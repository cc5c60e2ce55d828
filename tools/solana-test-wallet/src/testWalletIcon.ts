// Our own mark (the door arch of the EVM test wallet, on Solana's purple) so the registered icon
// needs no remote image.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#7c3aed"/>' +
  '<path d="M24 76V44a24 24 0 0 1 48 0v32h-12V44a12 12 0 0 0-24 0v32z" fill="#fff"/>' +
  '<circle cx="48" cy="24" r="5" fill="#14f195"/>' +
  '</svg>'

/**
 * The Solana test wallet's Wallet Standard icon: an inline SVG data URI (RFC 2397).
 *
 * @example
 * wallet.icon === SOLANA_TEST_WALLET_ICON // true
 */
export const SOLANA_TEST_WALLET_ICON = `data:image/svg+xml;base64,${btoa(svg)}` as const
