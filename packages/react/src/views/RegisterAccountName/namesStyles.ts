import { styleSheet } from '../../styles/styleSheet.ts'

/** The RegisterAccountName and RegisterAccountNameSuccess views' own rules (their chunk's). */
export const namesStyles = styleSheet(/* css */ `
.names {
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-top: 4px;
  min-width: 0;
}
.names-field {
  display: flex;
  align-items: center;
  gap: 0;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg-subtle);
  padding-inline-end: 12px;
  min-width: 0;
}
/* The field is one control: the ring goes around the label and its zone, not the input alone. */
.names-field:focus-within {
  border-color: var(--portico-accent);
}
.names-field:has(:focus-visible) {
  outline: 2px solid var(--portico-accent);
  outline-offset: 1px;
}
.portico .names-input:focus-visible {
  outline: none;
}
.names-field[data-invalid] {
  border-color: var(--portico-danger);
}
.names-input {
  /* Basis 0: the label gives way before the zone does. */
  flex: 1 1 0;
  width: 0;
  min-width: 0;
  border: 0;
  background: transparent;
  color: var(--portico-fg);
  font: inherit;
  font-size: 16px;
  padding-block: 12px;
  padding-inline: 14px 4px;
  outline: none;
}
.names-zone {
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: var(--portico-fg-muted);
}
.names-status {
  margin: 0;
  min-height: 20px;
  font-size: 14px;
  overflow-wrap: anywhere;
}
.names-status[data-state='available'] {
  color: var(--portico-success);
}
.names-status[data-state='taken'],
.names-status[data-state='invalid'],
.names-status[data-state='error'] {
  color: var(--portico-danger);
}
.names-suggestions {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.names-suggestion {
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
  font-size: 13px;
  padding: 4px 10px;
  cursor: pointer;
}
.names-suggestion:hover,
.names-suggestion:focus-visible {
  background: var(--portico-bg-hover);
  border-color: var(--portico-accent);
}
.names-hint,
.names-note {
  margin: 0;
  font-size: 13px;
  color: var(--portico-fg-muted);
}
.names-error {
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--portico-radius-control);
  background: var(--portico-danger-soft);
  color: var(--portico-danger);
  font-size: 14px;
  overflow-wrap: anywhere;
}
.names-success {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 8px 0 4px;
  text-align: center;
  min-width: 0;
}
.names-success-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 999px;
  background: var(--portico-success-soft);
  color: var(--portico-success);
}
.names-success-name {
  margin: 0;
  max-width: 100%;
  font-size: 20px;
  font-weight: 650;
  overflow-wrap: anywhere;
}
`)
