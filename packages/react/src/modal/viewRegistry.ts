import type { PorticoConfig, ViewName } from '@portico/core'
import type { ComponentType } from 'react'
import { translatorFor } from '../i18n/translators.ts'
import { type Loadable, loadable } from './loadable.ts'

const modalBundle = () => import('./modalBundle.ts')
const allWalletsBundle = () => import('../views/AllWallets/allWalletsBundle.ts')
const walletConnectBundle = () => import('../views/ConnectingWalletConnect/walletConnectBundle.ts')
const accountBundle = () => import('../views/Account/accountBundle.ts')
const emailBundle = () => import('../views/EmailLogin/emailBundle.ts')
const socialBundle = () => import('../views/ConnectingSocial/socialBundle.ts')
const farcasterBundle = () => import('../views/ConnectingFarcaster/farcasterBundle.ts')
const siwxBundle = () => import('../views/SIWXSignMessage/siwxBundle.ts')
const sendBundle = () => import('../views/Send/sendBundle.ts')
const receiveBundle = () => import('../views/Receive/receiveBundle.ts')
const swapBundle = () => import('../views/Swap/swapBundle.ts')
const payBundle = () => import('../views/Pay/payBundle.ts')
const buyBundle = () => import('../views/Buy/buyBundle.ts')
const namesBundle = () => import('../views/RegisterAccountName/namesBundle.ts')

/**
 * The chunk of each view, loaded the first time it is shown (or ahead of that, by
 * `preloadModal`). Views that this version does not implement fall back to `UnavailableView`.
 */
export const viewRegistry: Partial<Record<ViewName, Loadable<ComponentType>>> = {
  Connect: loadable(() => modalBundle().then((m) => m.ConnectView)),
  AllWallets: loadable(() => allWalletsBundle().then((m) => m.AllWalletsView)),
  ConnectingExternal: loadable(() => modalBundle().then((m) => m.ConnectingExternalView)),
  ConnectingWalletConnect: loadable(() =>
    walletConnectBundle().then((m) => m.ConnectingWalletConnectView),
  ),
  ConnectingWalletConnectBasic: loadable(() =>
    walletConnectBundle().then((m) => m.ConnectingWalletConnectBasicView),
  ),
  Account: loadable(() => accountBundle().then((m) => m.AccountView)),
  SwitchNetwork: loadable(() => modalBundle().then((m) => m.SwitchNetworkView)),
  UnsupportedChain: loadable(() => modalBundle().then((m) => m.UnsupportedChainView)),
  SwitchActiveChain: loadable(() => accountBundle().then((m) => m.SwitchActiveChainView)),
  ProfileWallets: loadable(() => accountBundle().then((m) => m.ProfileWalletsView)),
  EmailLogin: loadable(() => emailBundle().then((m) => m.EmailLoginView)),
  UpdateEmailWallet: loadable(() => emailBundle().then((m) => m.UpdateEmailWalletView)),
  ApproveTransaction: loadable(() => emailBundle().then((m) => m.ApproveTransactionView)),
  ConnectingSocial: loadable(() => socialBundle().then((m) => m.ConnectingSocialView)),
  ConnectingFarcaster: loadable(() => farcasterBundle().then((m) => m.ConnectingFarcasterView)),
  SIWXSignMessage: loadable(() => siwxBundle().then((m) => m.SIWXSignMessageView)),
  Send: loadable(() => sendBundle().then((m) => m.SendView)),
  SendSelectToken: loadable(() => sendBundle().then((m) => m.SendSelectTokenView)),
  SendPreview: loadable(() => sendBundle().then((m) => m.SendPreviewView)),
  Receive: loadable(() => receiveBundle().then((m) => m.ReceiveView)),
  Swap: loadable(() => swapBundle().then((m) => m.SwapView)),
  SwapSelectToken: loadable(() => swapBundle().then((m) => m.SwapSelectTokenView)),
  SwapPreview: loadable(() => swapBundle().then((m) => m.SwapPreviewView)),
  Pay: loadable(() => payBundle().then((m) => m.PayView)),
  Buy: loadable(() => buyBundle().then((m) => m.BuyView)),
  RegisterAccountName: loadable(() => namesBundle().then((m) => m.RegisterAccountNameView)),
  RegisterAccountNameSuccess: loadable(() =>
    namesBundle().then((m) => m.RegisterAccountNameSuccessView),
  ),
}

export const unavailableView = loadable(() => modalBundle().then((m) => m.UnavailableView))

/** The chunk of a view, or of the "not available yet" view. */
export const viewChunk = (view: ViewName): Loadable<ComponentType> =>
  viewRegistry[view] ?? unavailableView

/** The data part of the idle preload (`preloadWhenIdle`), which travels with the modal. */
export const preloadDataChunk = loadable(() => modalBundle().then((m) => m.preloadData))

/** The overlay's own code: shadow host, styles, shell. */
export const modalPortalChunk = loadable(() => modalBundle().then((m) => m.ModalPortal))

/**
 * Fetches a view's chunk ahead of showing it (on intent: hover, focus). A failure surfaces
 * where the chunk is rendered; a preload only warms the cache.
 *
 * @example
 * <button onPointerEnter={() => preloadView('AllWallets')} />
 */
export function preloadView(view: ViewName): void {
  viewChunk(view)
    .load()
    .catch(() => undefined)
}

/**
 * Fetches the overlay and the view it would open on (Account when connected, else Connect) so
 * that a click paints at once. Called on intent (hover, focus, press) and on open; idempotent.
 *
 * @example
 * <button onPointerEnter={() => preloadModal(config)} />
 */
export function preloadModal(config: PorticoConfig, view?: ViewName): void {
  const { activeNamespace, namespaces } = config.stores.connection.getState()
  const connected = namespaces[activeNamespace]?.status === 'connected'
  // Failures surface where the chunk is rendered; a preload only warms the cache.
  modalPortalChunk.load().catch(() => undefined)
  translatorFor(config.stores.locale.getState().resolvedLocale)
    .load()
    .catch(() => undefined)
  preloadView(view ?? (connected ? 'Account' : 'Connect'))
}
