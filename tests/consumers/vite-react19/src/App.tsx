import {
  ConnectButton,
  type PorticoConfig,
  PorticoProvider,
  useAccount,
  useNetwork,
} from '@portico/react'

function Status() {
  const { status, address } = useAccount()
  const { network } = useNetwork()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>Address</dt>
      <dd data-testid="address">{address ?? '—'}</dd>
      <dt>Chain</dt>
      <dd data-testid="chain-id">{network ? String(network.id) : '—'}</dd>
    </dl>
  )
}

export function App({ config }: { config: PorticoConfig }) {
  return (
    <PorticoProvider config={config}>
      <ConnectButton />
      <Status />
    </PorticoProvider>
  )
}
