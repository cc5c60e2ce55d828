/**
 * The Receive view's own rules. The view renders them in a `<style>` of its own, inside the
 * modal's shadow root, so they arrive with the view's chunk (not in the modal's stylesheet that
 * every visitor downloads) and still never leak into the page.
 */
export const receiveStyles = /* css */ `
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
  padding: 0 10px 0 4px;
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
`
