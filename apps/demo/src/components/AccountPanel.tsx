import { formatBalance } from '@portico/core'
import { useAccount, useDisconnect, useNetwork } from '@portico/react'
import { Field } from './Field.tsx'

/** What the kit knows about the visitor: status, address, network, balance; and Disconnect. */
export function AccountPanel() {
  const account = useAccount()
  const { network, unsupportedChainId } = useNetwork()
  const { disconnect, isPending, error } = useDisconnect()
  const connected = account.isConnected

  return (
    <section className="panel" aria-labelledby="account-title">
      <div className="panel-head">
        <h2 id="account-title">Account</h2>
        <span className="status" data-status={account.status} data-testid="demo-status">
          {account.status}
        </span>
      </div>
      <dl className="fields">
        <Field label="Address" testId="demo-address" mono>
          {connected && account.address ? account.address : '—'}
        </Field>
        <Field label="Network" testId="demo-network">
          {connected ? (network?.name ?? 'Unsupported network') : '—'}
        </Field>
        <Field label="Chain id" testId="demo-chain-id" mono>
          {connected ? String(network?.id ?? unsupportedChainId ?? '—') : '—'}
        </Field>
        <Field label="Balance" testId="demo-balance" mono>
          {connected ? showBalance(account.balance, account.balanceSymbol) : '—'}
        </Field>
        <Field label="Wallet" testId="demo-wallet">
          {connected ? (account.connector?.name ?? '—') : '—'}
        </Field>
      </dl>
      <div className="actions">
        <button
          type="button"
          className="button button-danger"
          data-testid="demo-disconnect"
          disabled={!connected || isPending}
          onClick={() => disconnect().catch(() => undefined)}
        >
          {isPending ? 'Disconnecting…' : 'Disconnect'}
        </button>
      </div>
      {error ? (
        <p className="error" role="alert">
          {error.message}
        </p>
      ) : null}
    </section>
  )
}

function showBalance(balance: string | undefined, symbol: string | undefined): string {
  if (balance === undefined) return 'Loading…'
  try {
    return `${formatBalance(balance)} ${symbol ?? ''}`.trim()
  } catch {
    return '—'
  }
}
