import { styleSheet } from '../../styles/styleSheet.ts'

/** ProfileWallets: one row per wallet, its actions at the end. */
export const profileWalletsStyles = styleSheet(/* css */ `
/* ProfileWallets: one row per wallet, its actions at the end */
.profile-wallets {
  display: flex;
  flex-direction: column;
}
.wallet-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 10px;
  min-height: 56px;
  padding: 8px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.wallet-row[data-state='connected'] {
  box-shadow: inset 0 0 0 2px var(--portico-accent);
}
/* The name and address take a line of their own, the actions going under them (at the end),
   when the two cannot share one: a long name, a narrow screen, a large default font. */
.wallet-row-text {
  display: flex;
  flex: 1 1 9em;
  flex-direction: column;
  min-width: 0;
}
.wallet-row-name {
  overflow: hidden;
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.wallet-row-address {
  color: var(--portico-fg-muted);
  font-size: 13px;
  font-variant-numeric: tabular-nums;
}
.wallet-row-meta {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 6px;
}
.wallet-row-actions {
  display: inline-flex;
  flex: 0 0 auto;
  gap: 6px;
  margin-inline-start: auto;
}
.wallet-row-actions .btn {
  padding: 0 10px;
  background: var(--portico-bg);
}
`)
