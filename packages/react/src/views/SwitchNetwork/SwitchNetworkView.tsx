import { goBack } from '@portico/core'
import { NetworkList } from '../../components/NetworkList.tsx'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useNetworkSwitcher } from '../../hooks/useNetworkSwitcher.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

/**
 * The dApp's networks with the current one marked; picking another asks the wallet to switch,
 * shows the switching state, and goes back on success or shows the error.
 */
export function SwitchNetworkView() {
  const config = usePorticoConfig()
  const { network, networks } = useNetwork()
  const { pending, error, select } = useNetworkSwitcher()

  return (
    <>
      <NetworkList
        networks={networks}
        current={network}
        pending={pending}
        label="Networks"
        onSelect={async (target) => {
          const switched = await select(target)
          if (switched && config.stores.router.getState().view === 'SwitchNetwork') goBack(config)
        }}
      />
      {pending ? (
        <p className="note muted" role="status">
          Approve the switch to {pending.name} in your wallet
        </p>
      ) : null}
      {error ? (
        <p className="note error-text" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
