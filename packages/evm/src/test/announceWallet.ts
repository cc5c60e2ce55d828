/**
 * EIP-6963 as a wallet does it (like mipd's `announceProvider`, minus its typed provider, so
 * fault doubles can be announced): dispatch `eip6963:announceProvider` with a frozen detail now
 * and on every `eip6963:requestProvider`. Returns a function that stops answering.
 */
export function announceWallet(detail: { info: object; provider: object }): () => void {
  const frozen = Object.freeze({ ...detail })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
