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
/* The tabs share the row equally; when their labels do not fit (a narrow or zoomed modal),
   they wrap onto a second row rather than run out of the modal. */
.tab-list {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 3px;
  border-radius: 19px;
  background: var(--portico-bg-subtle);
}
.tab {
  appearance: none;
  flex: 1 1 0;
  min-width: max-content;
  height: 32px;
  padding: 0 10px;
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
