import { useAccount } from '../hooks/useAccount.ts'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton.tsx'

export type AccountButtonProps = Omit<ConnectButtonProps, 'label'>

/**
 * The connected account as a button (network icon, balance, short address) that opens the
 * Account view. Renders nothing while disconnected, for pages that place their own connect
 * call to action elsewhere.
 *
 * @example
 * <nav>
 *   <AccountButton showBalance={false} />
 * </nav>
 */
export function AccountButton(props: AccountButtonProps) {
  const { isConnected, address } = useAccount(props.namespace)
  if (!isConnected || address === undefined) return null
  return <ConnectButton {...props} />
}
