import { type ChainNamespace, goBack, type Network, navigate } from '@portico/core'
import { NetworkList } from '../../components/NetworkList.tsx'
import { useActiveNamespace } from '../../hooks/useActiveNamespace.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useNetworkSwitcher } from '../../hooks/useNetworkSwitcher.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { namespaceName } from '../../utils/namespaceName.ts'
import { useUnservedNetworks } from './useUnservedNetworks.ts'

/**
 * The dApp's networks with their icons, the current one marked, testnets tagged and those the
 * chain data service does not serve noted (spec §7); grouped by chain family when there are
 * several. Picking a network of the active namespace asks the wallet to switch, shows the
 * switching state, and goes back on success or shows the error; a network of another
 * namespace goes to SwitchActiveChain (spec §2).
 */
export function SwitchNetworkView() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const activeNamespace = useActiveNamespace()
  const { network, networks } = useNetwork()
  const { pending, error, select } = useNetworkSwitcher()
  const unserved = useUnservedNetworks(networks)
  const groups = groupByNamespace(networks)

  const onSelect = async (target: Network) => {
    if (target.chainNamespace !== activeNamespace) {
      navigate(config, 'SwitchActiveChain', {
        switchActiveChain: { namespace: target.chainNamespace, network: target },
      })
      return
    }
    const switched = await select(target)
    if (switched && config.stores.router.getState().view === 'SwitchNetwork') goBack(config)
  }

  return (
    <>
      {groups.map(([namespace, members]) => {
        const list = (
          <NetworkList
            key={namespace}
            networks={members}
            current={network}
            pending={pending}
            unserved={unserved}
            label={
              groups.length > 1
                ? t('connect.networks.familyLabel', { family: namespaceName(namespace) })
                : t('connect.networks.label')
            }
            onSelect={onSelect}
          />
        )
        if (groups.length === 1) return list
        return (
          <div key={namespace}>
            <p className="section-label">{namespaceName(namespace)}</p>
            {list}
          </div>
        )
      })}
      {pending ? (
        <p className="note muted" role="status">
          {t('connect.networks.approveSwitch', { network: pending.name })}
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

/** Networks per namespace, namespaces in the order their first network is configured. */
function groupByNamespace(networks: readonly Network[]): [ChainNamespace, Network[]][] {
  const groups = new Map<ChainNamespace, Network[]>()
  for (const network of networks) {
    const members = groups.get(network.chainNamespace) ?? []
    members.push(network)
    groups.set(network.chainNamespace, members)
  }
  return [...groups]
}
