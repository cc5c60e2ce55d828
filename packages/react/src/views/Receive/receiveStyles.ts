import { styleSheet } from '../../styles/styleSheet.ts'

/**
 * The Receive view's own rules. The view adds them to the modal's shadow root (`useStyleSheet`),
 * so they arrive with the view's chunk rather than in the shared sheet, and never leak into the
 * page.
 */
export const receiveStyles = styleSheet(/* css */ `
.receive {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding-top: 4px;
}
.receive .qr {
  box-shadow: inset 0 0 0 1px var(--portico-border);
}
.receive-address {
  margin: 0;
  max-width: 100%;
  padding: 0 8px;
  font-size: 14px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: center;
  overflow-wrap: anywhere;
  user-select: all;
}
.receive-section {
  width: 100%;
}
.receive-chips {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.receive-chip {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding-block: 0;
  padding-inline: 4px 10px;
  border-radius: 999px;
  background: var(--portico-bg-subtle);
  font-size: 13px;
  font-weight: 600;
}
.receive-note {
  margin-top: 4px;
  text-align: center;
  font-size: 13px;
}
`)
