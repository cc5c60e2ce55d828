import { styleSheet } from '../../styles/styleSheet.ts'

const MONO_DIGITS = 'font-variant-numeric: tabular-nums;'

/**
 * The Swap views' own rules (Swap, SwapSelectToken, SwapPreview). Each view adds them to the
 * modal's shadow root (`useStyleSheet`), so they arrive with the Swap chunk rather than in the
 * shared sheet, and never leak into the page.
 */
export const swapStyles = styleSheet(/* css */ `
.swap {
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding-top: 4px;
}
.swap .btn[aria-disabled='true'] {
  cursor: default;
  opacity: 0.55;
}
.swap .alert {
  margin: 0;
  align-items: center;
}
.swap-card {
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.swap-card-head,
.swap-card-foot {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 20px;
  color: var(--portico-fg-muted);
  font-size: 13px;
  ${MONO_DIGITS}
}
.swap-label {
  font-weight: 600;
}
.swap-row {
  display: flex;
  align-items: center;
  gap: 8px;
}
.swap-amount-input,
.swap-amount-out {
  flex: 1 1 auto;
  min-width: 0;
  height: 48px;
  padding: 0 12px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
  font-size: 22px;
  font-weight: 650;
  ${MONO_DIGITS}
}
.swap-amount-out {
  display: flex;
  align-items: center;
  overflow: hidden;
  border-style: dashed;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.swap-amount-out[data-state='loading'] {
  color: var(--portico-fg-muted);
}
.swap-amount-input:focus {
  border-color: var(--portico-accent);
  outline: none;
}
.swap-amount-input:focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 1px;
}
.swap-amount-input[aria-invalid='true'] {
  border-color: var(--portico-danger);
}
.swap-token {
  appearance: none;
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding-block: 6px;
  padding-inline: 6px 10px;
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
  font-weight: 650;
  cursor: pointer;
}
.swap-token:hover {
  background: var(--portico-bg-hover);
}
.swap-token:focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 1px;
}
.swap-token svg {
  width: 16px;
  height: 16px;
}
.swap-flip {
  display: flex;
  justify-content: center;
  margin: -16px 0;
  position: relative;
  z-index: 1;
}
.swap-flip .icon-btn {
  border: 4px solid var(--portico-bg);
  background: var(--portico-bg-subtle);
}
.swap-flip svg {
  width: 18px;
  height: 18px;
}
.swap-error {
  margin: 0;
  overflow-wrap: anywhere;
  color: var(--portico-danger);
  font-size: 13px;
}
.swap-error:empty {
  display: none;
}
.swap-details {
  display: flex;
  flex-direction: column;
  gap: 0;
  margin: 0;
  padding: 4px 12px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.swap-detail {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 34px;
  font-size: 14px;
}
.swap-detail dt {
  color: var(--portico-fg-muted);
}
.swap-detail dd {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 600;
  text-align: end;
  ${MONO_DIGITS}
}
.swap-detail dd small {
  color: var(--portico-fg-muted);
  font-weight: 500;
}
.swap-detail[data-impact='high'] dd {
  color: var(--portico-danger);
}
.swap-link {
  appearance: none;
  padding: 2px 6px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--portico-accent);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.swap-link:hover {
  background: var(--portico-bg-hover);
}
.swap-slippage {
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px 0 10px;
}
.swap-slippage-options {
  display: flex;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
}
.swap-slippage-options legend {
  padding: 0;
}
.swap-slippage-option {
  appearance: none;
  flex: 1 1 0;
  min-height: 36px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.swap-slippage-option[aria-pressed='true'] {
  border-color: var(--portico-accent);
  box-shadow: inset 0 0 0 1px var(--portico-accent);
}
.swap-slippage-custom {
  display: flex;
  align-items: center;
  gap: 6px;
}
.swap-slippage-custom input {
  flex: 1 1 auto;
  min-width: 0;
  height: 36px;
  padding: 0 10px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
}
.swap-slippage-custom input[aria-invalid='true'] {
  border-color: var(--portico-danger);
}

/* SwapPreview */
.swap-summary {
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 8px;
  padding: 8px 0 4px;
  text-align: center;
}
.swap-summary:focus {
  outline: none;
}
.swap-summary-side {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-width: 0;
}
.swap-summary-amount {
  margin: 0;
  max-width: 100%;
  overflow-wrap: anywhere;
  font-size: 18px;
  font-weight: 700;
  ${MONO_DIGITS}
}
.swap-summary-arrow {
  color: var(--portico-fg-muted);
}
/* What is paid stands first in the reading order: the arrow points to the side received. */
[dir='rtl'] .swap-summary-arrow,
[dir='rtl'] .swap-step a svg {
  transform: scaleX(-1);
}
.swap-steps {
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.swap-step {
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 6px 12px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.swap-step-icon {
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: var(--portico-bg);
  font-size: 13px;
  font-weight: 700;
}
.swap-step-icon svg {
  width: 16px;
  height: 16px;
}
.swap-step-text {
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
}
.swap-step-title {
  font-weight: 600;
}
.swap-step-status {
  color: var(--portico-fg-muted);
  font-size: 13px;
  overflow-wrap: anywhere;
}
.swap-step[data-status='confirmed'] .swap-step-icon {
  background: var(--portico-success-soft);
  color: var(--portico-success);
}
.swap-step[data-status='failed'] .swap-step-icon {
  background: var(--portico-danger-soft);
  color: var(--portico-danger);
}
.swap-step[data-status='unknown'] .swap-step-icon {
  background: var(--portico-warning-soft);
  color: var(--portico-warning);
}
.swap-step a {
  color: var(--portico-accent);
  font-size: 13px;
}
.swap-result {
  margin: 0;
  font-size: 15px;
  font-weight: 650;
  text-align: center;
}
.swap-result:empty {
  display: none;
}
.swap-actions {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
`)
