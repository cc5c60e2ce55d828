import { styleSheet } from '../../styles/styleSheet.ts'

const MONO_DIGITS = 'font-variant-numeric: tabular-nums;'

/**
 * The Pay view's own rules, in the Send views' look (summary, details card, result, actions).
 * Added to the modal's shadow root by the view (`useStyleSheet`): they arrive with the Pay
 * chunk, never in the shared sheet, and never leak into the page.
 */
export const payStyles = styleSheet(/* css */ `
.pay {
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding-top: 4px;
}
.pay .btn[aria-disabled='true'] {
  cursor: default;
  opacity: 0.55;
}
.pay-summary {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 8px 0 4px;
  text-align: center;
}
.pay-summary:focus {
  outline: none;
}
.pay-summary p {
  margin: 0;
}
.pay-amount {
  font-size: 26px;
  font-weight: 700;
  letter-spacing: -0.01em;
  ${MONO_DIGITS}
}
.pay-details {
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 6px 12px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.pay-detail {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 40px;
}
.pay-detail dt {
  color: var(--portico-fg-muted);
  font-size: 14px;
}
.pay-detail dd {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 600;
  text-align: end;
  ${MONO_DIGITS}
}
.pay-recipient {
  margin: -4px 0 4px;
  font-size: 13px;
}
.pay-recipient summary {
  color: var(--portico-fg-muted);
  cursor: pointer;
}
.pay-recipient code {
  display: block;
  margin-top: 4px;
  overflow-wrap: anywhere;
  /* The address is left to right; it still starts on the side the view reads from. */
  text-align: match-parent;
}
.pay-error {
  margin: 0;
  overflow-wrap: anywhere;
  color: var(--portico-danger);
  font-size: 13px;
  text-align: center;
}
.pay-result {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 8px 0 4px;
  text-align: center;
}
.pay-result p {
  margin: 0;
}
.pay-result-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--portico-bg-subtle);
}
.pay-result-icon svg {
  width: 28px;
  height: 28px;
}
.pay-result[data-status='confirmed'] .pay-result-icon {
  background: var(--portico-success-soft);
  color: var(--portico-success);
}
.pay-result[data-status='failed'] .pay-result-icon {
  background: var(--portico-danger-soft);
  color: var(--portico-danger);
}
.pay-result-title {
  font-size: 17px;
  font-weight: 650;
}
.pay-hash {
  font-size: 12px;
  overflow-wrap: anywhere;
}
.pay-actions {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
/* The explorer link's arrow points outwards, the way the view reads. */
[dir='rtl'] .pay-actions a svg {
  transform: scaleX(-1);
}
.pay-exchanges {
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
}
.pay-exchanges legend {
  margin-bottom: 6px;
  padding: 0;
  color: var(--portico-fg-muted);
  font-size: 13px;
  font-weight: 600;
}
`)
