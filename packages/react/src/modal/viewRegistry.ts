import type { ViewName } from '@portico/core'
import type { ComponentType } from 'react'
import { ConnectView } from '../views/Connect/ConnectView.tsx'
import { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView.tsx'
import { SwitchNetworkView } from '../views/SwitchNetwork/SwitchNetworkView.tsx'
import { UnavailableView } from '../views/Unavailable/UnavailableView.tsx'
import { UnsupportedChainView } from '../views/UnsupportedChain/UnsupportedChainView.tsx'
import { type Loadable, loadable } from './loadable.ts'

// Part of the modal's chunk (modalBundle.ts): the page imports the modal only, and the modal
// imports the other views (modalChunk.ts says why).
const allWalletsBundle = () => import('../views/AllWallets/allWalletsBundle.ts')
const walletConnectBundle = () => import('../views/ConnectingWalletConnect/walletConnectBundle.ts')
/** The account views' chunk; also the idle preload's Activity (preloadData.ts). */
export const accountBundle = () => import('../views/Account/accountBundle.ts')
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
 * A view of the modal's own chunk. A getter: the views import this module back (preloadView), so
 * when this one runs, theirs may not have yet.
 */
function inModal(view: () => ComponentType): Loadable<ComponentType> {
  return { load: () => Promise.resolve(view()), current: view }
}

/**
 * The chunk of each view, loaded the first time it is shown (or ahead of that, by
 * `preloadView`). Views that this version does not implement fall back to `UnavailableView`.
 */
export const viewRegistry: Partial<Record<ViewName, Loadable<ComponentType>>> = {
  Connect: inModal(() => ConnectView),
  AllWallets: loadable(() => allWalletsBundle().then((m) => m.AllWalletsView)),
  ConnectingExternal: inModal(() => ConnectingExternalView),
  ConnectingWalletConnect: loadable(() =>
    walletConnectBundle().then((m) => m.ConnectingWalletConnectView),
  ),
  ConnectingWalletConnectBasic: loadable(() =>
    walletConnectBundle().then((m) => m.ConnectingWalletConnectBasicView),
  ),
  Account: loadable(() => accountBundle().then((m) => m.AccountView)),
  SwitchNetwork: inModal(() => SwitchNetworkView),
  UnsupportedChain: inModal(() => UnsupportedChainView),
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

export const unavailableView = inModal(() => UnavailableView)

/** The chunk of a view, or of the "not available yet" view. */
export const viewChunk = (view: ViewName): Loadable<ComponentType> =>
  viewRegistry[view] ?? unavailableView

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
