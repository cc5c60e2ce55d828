import { goBack, replaceView } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { CheckIcon } from '../../components/icons.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { namesStyles } from './namesStyles.ts'

/**
 * RegisterAccountNameSuccess (spec §2, §4): the name just registered, and the way back to
 * Account, which already shows it (core set the account's name at once).
 */
export function RegisterAccountNameSuccessView() {
  useStyleSheet(namesStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const name = useStoreState(config.stores.router, (state) => state.data?.accountName) ?? ''
  const depth = useStoreState(config.stores.router, (state) => state.history.length)
  return (
    <div className="names-success">
      <span className="names-success-icon">
        <CheckIcon width={28} height={28} />
      </span>
      <p className="names-success-name" dir="ltr" data-testid="names-success-name">
        {name}
      </p>
      <p className="muted">{t('names.success.body', { name })}</p>
      <Button
        variant="primary"
        block
        onClick={() => (depth > 1 ? goBack(config) : replaceView(config, 'Account'))}
      >
        {t('names.success.back')}
      </Button>
    </div>
  )
}
