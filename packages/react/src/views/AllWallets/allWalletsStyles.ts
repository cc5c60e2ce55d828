import { TRANSITION_DURATIONS_MS } from '@portico/core'
import { styleSheet } from '../../styles/styleSheet.ts'

const [fast] = TRANSITION_DURATIONS_MS

/** All Wallets: the sticky search field and the wallet grid. */
export const allWalletsStyles = styleSheet(/* css */ `
/* All wallets */
.search {
  position: sticky;
  top: -8px;
  z-index: 1;
  margin: -8px -16px 12px;
  padding: 8px 16px 8px;
  background: var(--portico-bg);
}
.grid {
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.grid-item {
  appearance: none;
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 10px 4px 8px;
  border: 0;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
  color: var(--portico-fg);
  font: inherit;
  font-size: 12px;
  font-weight: 550;
  cursor: pointer;
  transition: background-color ${fast}ms ease;
}
.grid-item:hover {
  background: var(--portico-bg-hover);
}
.grid-item-name {
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.grid-item-badge {
  position: absolute;
  top: 6px;
  right: 6px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--portico-accent);
  box-shadow: 0 0 0 2px var(--portico-bg-subtle);
}
.sentinel {
  display: flex;
  justify-content: center;
  min-height: 40px;
  padding: 12px 0 4px;
  color: var(--portico-fg-muted);
}
`)
