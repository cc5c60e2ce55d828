import { type AccountTab, type ChainNamespace, setAccountTab } from '@portico/core'
import { type Tab, Tabs } from '../../components/Tabs.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import type { MessageId } from '../../i18n/messageId.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { ActivityTab } from './ActivityTab.tsx'
import { NftsTab } from './NftsTab.tsx'
import { TokensTab } from './TokensTab.tsx'
import { useAccountHistory } from './useAccountHistory.ts'

const TAB_LABELS: Record<AccountTab, MessageId> = {
  tokens: 'account.tabs.tokens',
  nfts: 'account.tabs.nfts',
  activity: 'account.tabs.activity',
}
const ALL_TABS: readonly AccountTab[] = ['tokens', 'nfts', 'activity']
const WITHOUT_ACTIVITY = ALL_TABS.filter((tab) => tab !== 'activity')

/**
 * The Account view's tabs (spec §2): Tokens, NFTs and Activity (unless the activity feature is
 * off). The selected tab is account state (`currentTab`), so the view reopens on it; everything
 * the tabs show is already in the stores, so a reopened view paints at once.
 */
export function AccountTabs({ namespace }: { namespace: ChainNamespace }) {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const features = useFeatures()
  const selected = useStoreState(
    config.stores.account,
    (state) => state.namespaces[namespace]?.currentTab ?? 'tokens',
  )
  const tokens = useStoreState(
    config.stores.account,
    (state) => state.namespaces[namespace]?.tokenBalance,
  )
  const history = useAccountHistory()
  const tabs = (features.activity ? ALL_TABS : WITHOUT_ACTIVITY).map(
    (id): Tab<AccountTab> => ({ id, label: t(TAB_LABELS[id]) }),
  )
  const current = tabs.some((tab) => tab.id === selected) ? selected : 'tokens'

  return (
    <Tabs
      label={t('account.tabs.label')}
      tabs={tabs}
      selected={current}
      onSelect={(tab) => setAccountTab(config, { tab, namespace })}
    >
      {current === 'tokens' ? <TokensTab tokens={tokens} /> : null}
      {current === 'nfts' ? <NftsTab history={history} /> : null}
      {current === 'activity' ? <ActivityTab history={history} /> : null}
    </Tabs>
  )
}
