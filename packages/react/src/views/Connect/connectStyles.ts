import { styleSheet } from '../../styles/styleSheet.ts'

/**
 * The Connect view's own rules: the divider, help, legal notice and checkbox, the list's icons.
 */
export const connectStyles = styleSheet(/* css */ `
.divider {
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 14px 0;
  color: var(--portico-fg-muted);
  font-size: 13px;
}
.divider::before,
.divider::after {
  content: '';
  flex: 1;
  border-top: 1px solid var(--portico-border);
}

/* Connect view */
.help {
  margin: 16px 0 0;
  padding: 12px 14px;
  border-radius: var(--portico-radius-item);
  border: 1px dashed var(--portico-border);
  font-size: 13px;
  color: var(--portico-fg-muted);
}
.help strong {
  color: var(--portico-fg);
  font-weight: 600;
}
.legal {
  margin: 14px 4px 0;
  font-size: 12px;
  text-align: center;
  color: var(--portico-fg-muted);
}
/* features.legalCheckbox: the box first, every way to connect disabled until it is ticked */
.legal-checkbox {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 0 0 14px;
  padding: 12px 14px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
  font-size: 13px;
  line-height: 1.4;
  cursor: pointer;
}
.legal-checkbox input {
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: var(--portico-accent);
  cursor: pointer;
}
.connect-methods {
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.connect-methods:disabled {
  opacity: 0.45;
  cursor: not-allowed;
}
.connect-methods:disabled * {
  pointer-events: none;
}
.all-wallets-icon {
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 3px;
  width: 40px;
  height: 40px;
  padding: 7px;
  border-radius: 12px;
  background: var(--portico-accent-soft);
}
.all-wallets-icon span {
  border-radius: 4px;
  background: var(--portico-accent);
  opacity: 0.85;
}
.qr-code-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  background: var(--portico-accent-soft);
  color: var(--portico-accent);
}
.all-wallets-icon span:nth-child(2),
.all-wallets-icon span:nth-child(3) {
  opacity: 0.5;
}
`)
