import { styleSheet } from '../styles/styleSheet.ts'

/** The searchable token list of Send's and Swap's pickers (`TokenPicker`). */
export const tokenPickerStyles = styleSheet(/* css */ `
.token-picker-list {
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
}
.token-picker-list .list-item[aria-current='true'] {
  box-shadow: inset 0 0 0 2px var(--portico-accent);
}
.token-picker-amounts {
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  color: var(--portico-fg);
  font-weight: 600;
  font-variant-numeric: tabular-nums;
}
.token-picker-amounts small {
  color: var(--portico-fg-muted);
  font-size: 12px;
  font-weight: 500;
}
`)
