import { setLegalAccepted } from '@portico/core'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { type LegalMessages, LegalSentence } from './LegalSentence.tsx'
import type { LegalLink } from './legalLinks.ts'

const AGREEMENT: LegalMessages = {
  both: 'connect.legal.checkbox.both',
  terms: 'connect.legal.checkbox.terms',
  privacy: 'connect.legal.checkbox.privacy',
}

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
        <LegalSentence links={links} messages={AGREEMENT} />
      </span>
    </label>
  )
}
