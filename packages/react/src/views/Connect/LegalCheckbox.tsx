import { setLegalAccepted } from '@portico/core'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { LegalLinkList } from './LegalLinkList.tsx'
import type { LegalLink } from './legalLinks.ts'

export interface LegalCheckboxProps {
  /** From `legalLinks`: at least one. */
  links: readonly LegalLink[]
}

/**
 * The legal checkbox (`features.legalCheckbox`, spec §9): "I agree to the Terms of Service and
 * Privacy Policy". The tick is core's (`setLegalAccepted`), so it outlives the view and the
 * modal for the page's life. A click on a link opens it and leaves the box as it is.
 *
 * @example
 * <LegalCheckbox links={legalLinks({ termsUrl, privacyUrl })} />
 */
export function LegalCheckbox({ links }: LegalCheckboxProps) {
  const config = usePorticoConfig()
  const accepted = useStoreState(config.stores.modal, (state) => state.legalAccepted === true)
  return (
    <label className="legal-checkbox" data-state={accepted ? 'checked' : 'unchecked'}>
      <input
        type="checkbox"
        checked={accepted}
        onChange={(event) => setLegalAccepted(config, { accepted: event.currentTarget.checked })}
      />
      <span>
        I agree to the <LegalLinkList links={links} />
      </span>
    </label>
  )
}
