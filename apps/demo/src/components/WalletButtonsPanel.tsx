import { type Connection, useWalletList, WalletButton } from '@portico/react'
import { useState } from 'react'

/** MetaMask's id in the wallet directory (apps/server/data/wallets.json). */
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

/**
 * One button per flow with `<WalletButton wallet="…">`: each wallet installed in this browser
 * (connects at once), MetaMask from the directory (QR code or its app unless installed),
 * WalletConnect's QR code, the e-mail sign-in and two social providers.
 */
export function WalletButtonsPanel() {
  const installed = useWalletList().wallets.filter((item) => item.installed)
  const [result, setResult] = useState<string>()
  const onSuccess = (connection: Connection) =>
    setResult(`Connected ${connection.accounts[0]?.address ?? ''}`)
  const onError = (error: Error) => setResult(error.message)

  return (
    <section className="panel" aria-labelledby="wallet-buttons-title">
      <div className="panel-head">
        <h2 id="wallet-buttons-title">Wallet buttons</h2>
      </div>
      <p className="hint">Each button starts one flow, without the wallet list.</p>
      <div className="wallet-buttons" data-testid="demo-wallet-buttons">
        {installed.map((item) => (
          <WalletButton key={item.id} wallet={item.id} onSuccess={onSuccess} onError={onError} />
        ))}
        {/* Labelled with the bare names: 'Connect WalletConnect' (and 'Connect Wallet' while
            MetaMask's entry loads) would also answer to a search for the 'Connect Wallet' button. */}
        <WalletButton
          wallet={METAMASK_ID}
          label="MetaMask"
          onSuccess={onSuccess}
          onError={onError}
        />
        <WalletButton
          wallet="walletConnect"
          label="WalletConnect"
          onSuccess={onSuccess}
          onError={onError}
        />
        <WalletButton wallet="email" onSuccess={onSuccess} onError={onError} />
        <WalletButton wallet="google" onSuccess={onSuccess} onError={onError} />
        <WalletButton wallet="github" onSuccess={onSuccess} onError={onError} />
      </div>
      <p className="hint" role="status" data-testid="demo-wallet-button-result">
        {result ?? 'Nothing connected through these buttons yet.'}
      </p>
    </section>
  )
}
