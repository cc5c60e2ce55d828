import { ConnectButton, type PorticoConfig, PorticoProvider, useNetwork } from '@portico/react'
import { lazy, Suspense } from 'react'
import { AccountPanel } from './components/AccountPanel.tsx'
import { AfterPageLoad } from './components/AfterPageLoad.tsx'
import { BitcoinPanel } from './components/BitcoinPanel.tsx'
import { ModalShortcuts } from './components/ModalShortcuts.tsx'
import { NetworkPanel } from './components/NetworkPanel.tsx'
import { PayPanel } from './components/PayPanel.tsx'
import { SendTransactionPanel } from './components/SendTransactionPanel.tsx'
import { SignMessagePanel } from './components/SignMessagePanel.tsx'
import { SiwxPanel } from './components/SiwxPanel.tsx'
import { SolanaPanel } from './components/SolanaPanel.tsx'
import { ThemePicker } from './components/ThemePicker.tsx'
import type { SiwxMode } from './siwxMode.ts'

// Wallet buttons and the headless wallet list: their code loads after the page's load event.
const WalletButtonsPanel = lazy(() =>
  import('./components/WalletButtonsPanel.tsx').then((module) => ({
    default: module.WalletButtonsPanel,
  })),
)
const WalletListPanel = lazy(() =>
  import('./components/WalletListPanel.tsx').then((module) => ({
    default: module.WalletListPanel,
  })),
)

export interface AppProps {
  config: PorticoConfig
  /** The devnet's local mailbox, where e-mail sign-in codes arrive. */
  mailUrl?: string
  /** Sign-in with wallet, when the page was opened with `?siwx=`. */
  siwx?: SiwxMode
}

/** The demo page: header with the connect button, then one panel per thing the kit does. */
export function App({ config, mailUrl, siwx }: AppProps) {
  return (
    <PorticoProvider config={config}>
      <header className="topbar">
        <a className="brand" href="/">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Portico</span>
          <span className="brand-tag">demo</span>
        </a>
        <div className="topbar-end">
          <ThemePicker />
          <ConnectButton />
        </div>
      </header>
      <main className="page">
        <div className="intro">
          <h1>Connect a wallet to the local chain</h1>
          <p>
            Everything on this page runs on your machine: two local EVM chains, a local Solana
            network and a Bitcoin regtest service, the Portico server and this dApp. Connect a
            browser wallet or a WalletConnect wallet, or sign in with an e-mail, then switch
            networks and chain families, sign a message, send a transaction.
          </p>
          {mailUrl ? (
            <p className="mail-hint" data-testid="mail-hint">
              Signing in with e-mail? Nothing leaves this machine: the code arrives in the{' '}
              <a href={mailUrl} target="_blank" rel="noopener noreferrer">
                local mailbox
              </a>
              .
            </p>
          ) : null}
        </div>
        <div className="panels">
          <AccountPanel />
          <NetworkPanel />
          <SignMessagePanel />
          <SiwxPanel mode={siwx} />
          <FamilyPanel />
          <PayPanel />
          <ModalShortcuts />
          <AfterPageLoad>
            <Suspense fallback={null}>
              <WalletButtonsPanel />
              <WalletListPanel />
            </Suspense>
          </AfterPageLoad>
        </div>
      </main>
    </PorticoProvider>
  )
}

/** What the active chain family can do beyond signing a message. */
function FamilyPanel() {
  const family = useNetwork().network?.chainNamespace
  if (family === 'solana') return <SolanaPanel />
  if (family === 'bip122') return <BitcoinPanel />
  return <SendTransactionPanel />
}
