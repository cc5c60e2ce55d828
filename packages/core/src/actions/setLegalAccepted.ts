import type { PorticoConfig } from '../types/config.ts'

export interface SetLegalAcceptedParameters {
  /** Whether the visitor has ticked the legal checkbox. */
  accepted: boolean
}

/**
 * Records the visitor's tick of the Connect view's legal checkbox (`features.legalCheckbox`,
 * spec §9). It lives in the modal store for the page's life: closing and reopening the modal
 * keeps it; a reload asks again.
 *
 * @example
 * setLegalAccepted(config, { accepted: true })
 * config.stores.modal.getState().legalAccepted // true
 */
export function setLegalAccepted(
  config: PorticoConfig,
  { accepted }: SetLegalAcceptedParameters,
): void {
  config.stores.modal.setState({ legalAccepted: accepted })
}
