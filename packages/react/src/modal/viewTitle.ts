import type { RouteData, ViewName } from '@portico/core'
import type { MessageId, Translate } from '../i18n/messageId.ts'
import { namespaceName } from '../utils/namespaceName.ts'

const titles: Partial<Record<ViewName, MessageId>> = {
  Connect: 'title.Connect',
  AllWallets: 'title.AllWallets',
  Account: 'title.Account',
  SwitchNetwork: 'title.SwitchNetwork',
  UnsupportedChain: 'title.UnsupportedChain',
  ProfileWallets: 'title.ProfileWallets',
  EmailLogin: 'title.EmailLogin',
  UpdateEmailWallet: 'title.UpdateEmailWallet',
  ApproveTransaction: 'title.ApproveTransaction',
  SIWXSignMessage: 'title.SIWXSignMessage',
  ConnectingSocial: 'title.ConnectingSocial',
  Send: 'title.Send',
  SendSelectToken: 'title.SendSelectToken',
  SendPreview: 'title.SendPreview',
  Receive: 'title.Receive',
  Swap: 'title.Swap',
  SwapPreview: 'title.SwapPreview',
  Pay: 'title.Pay',
  Buy: 'title.Buy',
  RegisterAccountName: 'title.RegisterAccountName',
  RegisterAccountNameSuccess: 'title.RegisterAccountNameSuccess',
}

/**
 * The header title of a view; connecting views are titled after the wallet.
 *
 * @example
 * viewTitle(t, 'ConnectingExternal', { connector }) // 'MetaMask'
 */
export function viewTitle(t: Translate, view: ViewName, data: RouteData | undefined): string {
  if (view === 'ConnectingExternal')
    return data?.connector?.name ?? data?.wallet?.name ?? t('title.ConnectingExternal')
  // Product names stay as they are in every language.
  if (view === 'ConnectingWalletConnect') return data?.wallet?.name ?? 'WalletConnect'
  if (view === 'ConnectingWalletConnectBasic') return 'WalletConnect'
  if (view === 'ConnectingFarcaster') return 'Farcaster'
  if (view === 'Connect' && data?.namespace)
    return t('title.ConnectNamespace', { namespace: namespaceName(data.namespace) })
  if (view === 'SwapSelectToken')
    return t(data?.swapSide === 'to' ? 'title.SwapSelectTokenTo' : 'title.SwapSelectTokenFrom')
  if (view === 'SwitchActiveChain' && data?.switchActiveChain)
    return t('title.SwitchActiveChain', {
      namespace: namespaceName(data.switchActiveChain.namespace),
    })
  const title = titles[view]
  return title ? t(title) : 'Portico'
}
