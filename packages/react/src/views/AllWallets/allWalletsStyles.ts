import { TRANSITION_DURATIONS_MS } from '@portico/core'
import { styleSheet } from '../../styles/styleSheet.ts'

const [fast] = TRANSITION_DURATIONS_MS

/** Wallets a row in the grid. */
export const GRID_COLUMNS = 4
/** Height of one wallet tile; fixed, so that the virtualised grid never measures a row. */
export const GRID_ITEM_HEIGHT_PX = 88
/** Space between tiles, across and down. */
export const GRID_GAP_PX = 8
/**
 * Where the grid starts in the modal's scrolling body when the search field sits above it
 * (the body's top padding, the sticky search and its margin). Only a first guess: the grid
 * measures it once mounted, and this is right unless a theme changes those sizes.
 */
export const GRID_OFFSET_ESTIMATE_PX = 72

/** Height of the scrolling body in an embedded card while it shows All Wallets. */
const EMBEDDED_BODY_MAX_HEIGHT_PX = 560

/** All Wallets: the sticky search field and the (virtualised) wallet grid. */
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
/* Embedded, the card grows with its content (no max height): here its body scrolls instead,
   or the virtualised grid would have all of the directory in view and render every wallet. */
.dialog.embedded > .body[data-view='AllWallets'] {
  max-height: min(${EMBEDDED_BODY_MAX_HEIGHT_PX}px, 80vh);
}
/* Only the rows in view are in the DOM, each tile placed by its index (inline top and left). */
.grid {
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  contain: layout;
}
.grid > li {
  position: absolute;
  width: calc((100% - ${(GRID_COLUMNS - 1) * GRID_GAP_PX}px) / ${GRID_COLUMNS});
  height: ${GRID_ITEM_HEIGHT_PX}px;
}
/* The rows of wallets not loaded yet, below the list: tiles drawn by one element (its height
   set inline) until their pages arrive. */
.grid-pending {
  background-image: linear-gradient(
    var(--portico-bg-subtle) ${GRID_ITEM_HEIGHT_PX}px,
    transparent ${GRID_ITEM_HEIGHT_PX}px
  );
  background-size: calc((100% - ${(GRID_COLUMNS - 1) * GRID_GAP_PX}px) / ${GRID_COLUMNS})
    ${GRID_ITEM_HEIGHT_PX + GRID_GAP_PX}px;
  background-repeat: space repeat;
  pointer-events: none;
}
.grid-item {
  appearance: none;
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  padding: 10px 4px 8px;
  border: 0;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
  color: var(--portico-fg);
  font: inherit;
  font-size: 12px;
  font-weight: 550;
  line-height: 16px;
  cursor: pointer;
  transition: background-color ${fast}ms ease;
  /* Keyboard focus scrolls a tile into view below the sticky search, not under it. */
  scroll-margin: ${GRID_OFFSET_ESTIMATE_PX}px 0 ${GRID_GAP_PX}px;
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
  inset-inline-end: 6px;
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
