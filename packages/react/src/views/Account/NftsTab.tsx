import { heldNfts, type TransactionsState } from '@portico/core'
import { useMemo } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { HistoryStatus } from './HistoryStatus.tsx'

export interface NftsTabProps {
  /** The account's history on the active network; undefined until a load began for it. */
  history: TransactionsState | undefined
}

/**
 * The NFTs tab (spec §2): the non-spam ERC-721 tokens the loaded history shows the account
 * holds (received and not sent away since), each with its name, token id and a placeholder
 * image when the service has none.
 */
export function NftsTab({ history }: NftsTabProps) {
  const { t } = useI18n()
  const nfts = useMemo(() => heldNfts(history?.items ?? []), [history?.items])
  if (!history || history.unavailable || history.error) return <HistoryStatus history={history} />
  if (nfts.length === 0)
    return history.loading ? (
      <div className="view-loading">
        <Spinner size={20} label={t('account.nfts.loading')} />
      </div>
    ) : (
      <p className="muted tab-empty" data-testid="nfts-empty">
        {t('account.nfts.empty')}
      </p>
    )
  return (
    <ul className="nft-grid" aria-label={t('account.tabs.nfts')}>
      {nfts.map((nft) => (
        <li key={nft.id} className="nft" data-testid="nft">
          <WalletImage src={nft.imageUrl} name={nft.name} size={96} placeholder="picture" />
          {/* A name reads in its own direction: a Latin one keeps its start, and its
              ellipsis at its end, in Arabic. */}
          <span className="row-title" title={nft.name} dir="auto">
            {nft.name}
          </span>
          <span className="row-sub">#{nft.tokenId}</span>
        </li>
      ))}
    </ul>
  )
}
