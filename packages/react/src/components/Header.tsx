import { useI18n } from '../i18n/useI18n.ts'
import { IconButton } from './IconButton.tsx'
import { BackIcon, CloseIcon } from './icons.tsx'

export interface HeaderProps {
  title: string
  /** The id the dialog's `aria-labelledby` points at. */
  titleId: string
  onBack?: (() => void) | undefined
  onClose?: (() => void) | undefined
}

/**
 * The modal's top bar: back at the start (the right in a right-to-left language, its arrow
 * mirrored), the view title, close at the end.
 *
 * @example
 * <Header title="All Wallets" titleId={id} onBack={back} onClose={close} />
 */
export function Header({ title, titleId, onBack, onClose }: HeaderProps) {
  const { t } = useI18n()
  return (
    <div className="header">
      <span>
        {onBack ? (
          <IconButton label={t('header.back')} onClick={onBack}>
            <BackIcon className="header-back-icon" />
          </IconButton>
        ) : null}
      </span>
      {/* The title is cut with an ellipsis only in a very narrow (zoomed) modal: its title
          attribute keeps the whole of it for a pointer. */}
      <h2 className="header-title" id={titleId} title={title}>
        {title}
      </h2>
      <span>
        {onClose ? (
          <IconButton label={t('header.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </span>
    </div>
  )
}
