import type { RouteData, ViewName } from '@portico/core'
import { namespaceName } from '../utils/namespaceName.ts'

const titles: Partial<Record<ViewName, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  SwitchNetwork: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ProfileWallets: 'Wallets',
  EmailLogin: 'Sign in with e-mail',
  UpdateEmailWallet: 'Change e-mail',
  ApproveTransaction: 'Approve request',
  SIWXSignMessage: 'Sign In',
  ConnectingSocial: 'Social login',
  Send: 'Send',
  SendSelectToken: 'Select Token',
  SendPreview: 'Review Send',
  Receive: 'Receive',
  Swap: 'Swap',
  SwapPreview: 'Review Swap',
  Pay: 'Pay',
  Buy: 'Buy Crypto',
}

/**
 * The header title of a view; connecting views are titled after the wallet.
 *
 * @example
 * viewTitle('ConnectingExternal', { connector }) // 'MetaMask'
 */
export function viewTitle(view: ViewName, data: RouteData | undefined): string {
  if (view === 'ConnectingExternal')
    return data?.connector?.name ?? data?.wallet?.name ?? 'Connecting'
  if (view === 'ConnectingWalletConnect') return data?.wallet?.name ?? 'WalletConnect'
  if (view === 'Connect' && data?.namespace)
    return `Connect ${namespaceName(data.namespace)} Wallet`
  if (view === 'SwapSelectToken')
    return data?.swapSide === 'to' ? 'Token to Receive' : 'Token to Pay With'
  if (view === 'SwitchActiveChain' && data?.switchActiveChain)
    return `Switch to ${namespaceName(data.switchActiveChain.namespace)}`
  return titles[view] ?? 'Portico'
}
