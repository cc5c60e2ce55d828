import { TRANSITION_DURATIONS_MS } from '@portico/core'
import { styleSheet } from '../styles/styleSheet.ts'

const [fast] = TRANSITION_DURATIONS_MS

/** The tab list and panels of `Tabs`. */
export const tabsStyles = styleSheet(/* css */ `
/* Account tabs: Tokens, NFTs, Activity */
.tabs {
  width: 100%;
  margin-top: 8px;
}
.tab-list {
  display: flex;
  gap: 4px;
  padding: 3px;
  border-radius: 999px;
  background: var(--portico-bg-subtle);
}
.tab {
  appearance: none;
  flex: 1 1 0;
  height: 32px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--portico-fg-muted);
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${fast}ms ease, color ${fast}ms ease;
}
.tab[data-state='active'] {
  background: var(--portico-bg);
  color: var(--portico-fg);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.12);
}
.tab:focus-visible,
.tab-panel:focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 2px;
}
.tab-panel {
  max-height: 280px;
  overflow-y: auto;
  padding: 8px 2px 2px;
  border-radius: var(--portico-radius-control);
}
`)
