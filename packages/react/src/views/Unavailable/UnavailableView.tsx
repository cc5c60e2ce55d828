import { goBack } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'

/** Stands in for spec §2 views this version of the kit does not ship yet. */
export function UnavailableView() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  return (
    <div className="center">
      <p className="center-title">{t('connect.unavailable.title')}</p>
      <p className="muted">{t('connect.unavailable.body')}</p>
      <Button variant="primary" onClick={() => goBack(config)}>
        {t('connect.unavailable.back')}
      </Button>
    </div>
  )
}
