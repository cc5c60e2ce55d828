/**
 * A QR-code glyph in a wallet-image-sized tile: the WalletConnect entry of the Connect view.
 *
 * @example
 * <ListItem image={<QrCodeIcon />} label="WalletConnect" />
 */
export function QrCodeIcon() {
  return (
    <span className="qr-code-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
        <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm2 2h2v2h-2zm-6 2h2v2h-2zm4 0h2v2h-2zm-2 2h2v2h-2zm4 0h2v2h-2z" />
      </svg>
    </span>
  )
}
