import { styleSheet } from '../../styles/styleSheet.ts'

const MONO_DIGITS = 'font-variant-numeric: tabular-nums;'

/**
 * The Send views' own rules (Send, SendSelectToken, SendPreview). Each view adds them to the
 * modal's shadow root (`useStyleSheet`), so they arrive with the Send chunk rather than in the
 * shared sheet, and never leak into the page.
 */
export const sendStyles = styleSheet(/* css */ `
.send .btn[aria-disabled='true'] {
  cursor: default;
  opacity: 0.55;
}
.send .alert {
  margin: 0;
  align-items: center;
}
.send {
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding-top: 4px;
}
.send-card {
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.send-card-head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
}
.send-label {
  font-size: 13px;
  font-weight: 600;
  color: var(--portico-fg-muted);
}
.send-token {
  appearance: none;
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 52px;
  padding-block: 8px;
  padding-inline: 8px 10px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
  text-align: start;
  cursor: pointer;
}
/* The chevron points the way the page reads: left in a right-to-left language. */
[dir='rtl'] .send-token-chevron {
  transform: scaleX(-1);
}
.send-token:hover {
  background: var(--portico-bg-hover);
}
.send-token-text {
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
}
.send-token-symbol {
  font-weight: 650;
}
.send-token-balance {
  color: var(--portico-fg-muted);
  font-size: 13px;
  ${MONO_DIGITS}
}
.send-amount {
  display: flex;
  align-items: center;
  gap: 8px;
}
.send-amount-input,
.send-receiver-input {
  flex: 1 1 auto;
  min-width: 0;
  padding: 0 12px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
}
.send-amount-input {
  height: 48px;
  font-size: 22px;
  font-weight: 650;
  ${MONO_DIGITS}
}
.send-amount-input:focus,
.send-receiver-input:focus {
  border-color: var(--portico-accent);
  outline: none;
}
.send-amount-input:focus-visible,
.send-receiver-input:focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 1px;
}
.send-amount-input[aria-invalid='true'],
.send-receiver-input[aria-invalid='true'] {
  border-color: var(--portico-danger);
}
.send-unit {
  min-width: 56px;
  font-size: 14px;
}
.send-amount-foot {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 28px;
  color: var(--portico-fg-muted);
  font-size: 14px;
  ${MONO_DIGITS}
}
.send-toggle {
  appearance: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 8px;
  margin-inline-start: -8px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.send-toggle:hover:not(:disabled) {
  background: var(--portico-bg-hover);
  color: var(--portico-fg);
}
.send-toggle:disabled {
  cursor: default;
}
.send-toggle svg {
  width: 16px;
  height: 16px;
}
.send-receiver {
  display: flex;
  align-items: center;
  gap: 6px;
}
.send-receiver-input {
  height: 44px;
  font-size: 14px;
}
.send-field-error {
  margin: 0;
  overflow-wrap: anywhere;
  color: var(--portico-danger);
  font-size: 13px;
}
/* An empty message (a live region waiting for one) takes no room in the card. */
.send-field-error:empty {
  margin-top: -8px;
}
.send-field-note {
  margin: 0;
  color: var(--portico-fg-muted);
  font-size: 13px;
}

/* SendPreview */
.send-summary {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 8px 0 4px;
  text-align: center;
}
.send-summary-amount {
  margin: 0;
  max-width: 100%;
  font-size: 26px;
  font-weight: 700;
  letter-spacing: -0.01em;
  /* Never rounded, so an 18-decimal amount breaks between its digits rather than run out. */
  overflow-wrap: anywhere;
  ${MONO_DIGITS}
}
.send-summary:focus {
  outline: none;
}
.send-details {
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 6px 12px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.send-detail {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 40px;
}
.send-detail dt {
  color: var(--portico-fg-muted);
  font-size: 14px;
}
.send-detail dd {
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 0 6px;
  margin: 0;
  font-weight: 600;
  text-align: end;
  ${MONO_DIGITS}
}
/* A figure with its symbol, a short address, '≈ $0.08': never broken inside (a long German
   label leaves the fee less room); the parts wrap onto a second line instead. */
.send-detail dd [dir='ltr'],
.send-detail dd small {
  white-space: nowrap;
}
.send-detail dd small {
  color: var(--portico-fg-muted);
  font-weight: 500;
}
.send-result {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 8px 0 4px;
  text-align: center;
}
.send-result-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--portico-bg-subtle);
}
.send-result-icon svg {
  width: 28px;
  height: 28px;
}
.send-result[data-status='confirmed'] .send-result-icon {
  background: var(--portico-success-soft);
  color: var(--portico-success);
}
.send-result[data-status='failed'] .send-result-icon {
  background: var(--portico-danger-soft);
  color: var(--portico-danger);
}
.send-result[data-status='unknown'] .send-result-icon {
  background: var(--portico-warning-soft);
  color: var(--portico-warning);
}
.send-result-title {
  margin: 0;
  font-size: 17px;
  font-weight: 650;
}
.send-result-title:focus {
  outline: none;
}
.send-actions {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
`)
