import { styleSheet } from '../../styles/styleSheet.ts'

const MONO_DIGITS = 'font-variant-numeric: tabular-nums;'

/**
 * The Buy view's own rules. Added to the modal's shadow root by the view (`useStyleSheet`), so
 * they arrive with the Buy chunk rather than in the shared sheet, and never leak into the page.
 */
export const buyStyles = styleSheet(/* css */ `
.buy {
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding-top: 4px;
}
.buy .btn[aria-disabled='true'] {
  cursor: default;
  opacity: 0.55;
}
.buy .alert {
  margin: 0;
}
.buy-row {
  display: flex;
  gap: 8px;
}
.buy-row > .buy-field {
  flex: 1 1 0;
}
.buy-field {
  display: flex;
  flex-direction: column;
  gap: 4px;
}
.buy-field > label,
.buy-methods legend {
  color: var(--portico-fg-muted);
  font-size: 13px;
  font-weight: 600;
}
.buy-select,
.buy-amount-input {
  height: 44px;
  padding: 0 12px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
}
.buy-amount-input {
  height: 48px;
  font-size: 22px;
  font-weight: 650;
  ${MONO_DIGITS}
}
.buy-select:focus-visible,
.buy-amount-input:focus {
  border-color: var(--portico-accent);
  outline: none;
}
.buy-amount-input[aria-invalid='true'] {
  border-color: var(--portico-danger);
}
.buy-methods {
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
}
.buy-methods legend {
  margin-bottom: 4px;
  padding: 0;
}
.buy-method {
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 40px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg-subtle);
  cursor: pointer;
  font-size: 14px;
  font-weight: 600;
}
.buy-method[data-state='checked'] {
  border-color: var(--portico-accent);
}
.buy-method input {
  accent-color: var(--portico-accent);
}
.buy-method:focus-within {
  outline: 2px solid var(--portico-accent);
  outline-offset: 1px;
}
.buy-hint {
  margin: 0;
  color: var(--portico-fg-muted);
  font-size: 12px;
}
.buy-error {
  margin: 0;
  overflow-wrap: anywhere;
  color: var(--portico-danger);
  font-size: 13px;
}
.buy-error:empty,
.buy-hint:empty {
  display: none;
}
.buy-details {
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 4px 12px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.buy-detail {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 32px;
  font-size: 14px;
}
.buy-detail dt {
  color: var(--portico-fg-muted);
}
.buy-detail dd {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 600;
  ${MONO_DIGITS}
}
.buy-detail dd small {
  color: var(--portico-fg-muted);
  font-weight: 500;
}
.buy-detail-strong dd {
  font-size: 16px;
}
.buy-checkout {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 16px 0 4px;
  text-align: center;
}
.buy-checkout p {
  margin: 0;
  overflow-wrap: anywhere;
}
.buy-checkout[data-state='closed'] p,
.buy-checkout[data-state='cancelled'] p,
.buy-checkout[data-state='failed'] p,
.buy-checkout[data-state='error'] p {
  color: var(--portico-danger);
}
.buy-done {
  font-size: 18px;
  font-weight: 650;
}
`)
