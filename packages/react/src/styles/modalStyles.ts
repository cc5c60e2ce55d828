import {
  MODAL_SHAKE_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  TRANSITION_DURATIONS_MS,
} from '@portico/core'

const [fast, medium] = TRANSITION_DURATIONS_MS

/**
 * The whole stylesheet of the modal. It is placed in a `<style>` inside the modal's shadow root,
 * so nothing leaks into the host page and the host page's CSS cannot reach in. Colours come
 * from the custom properties of `themeTokens.ts`.
 */
export const modalStyles = /* css */ `
:host {
  all: initial;
}
:host([data-embedded]) {
  display: block;
}

.portico {
  font-family: var(--portico-font-family);
  font-size: 15px;
  line-height: 1.4;
  color: var(--portico-fg);
  -webkit-font-smoothing: antialiased;
  color-scheme: light;
}
.portico[data-theme='dark'] {
  color-scheme: dark;
}
.portico *,
.portico *::before,
.portico *::after {
  box-sizing: border-box;
}

.sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}

/* Overlay and dialog */
.overlay {
  position: fixed;
  inset: 0;
  z-index: ${MODAL_Z_INDEX};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
}
.backdrop {
  position: absolute;
  inset: 0;
  background: var(--portico-backdrop);
  backdrop-filter: blur(2px);
  animation: portico-fade-in ${medium}ms ease-out;
}
.dialog {
  position: relative;
  display: flex;
  flex-direction: column;
  width: ${MODAL_WIDTH_PX}px;
  max-width: 100%;
  max-height: min(640px, calc(100vh - 32px));
  background: var(--portico-bg);
  border-radius: var(--portico-radius);
  box-shadow: var(--portico-shadow);
  overflow: hidden;
  animation: portico-rise-in ${medium}ms cubic-bezier(0.2, 0.8, 0.2, 1);
}
.dialog:focus {
  outline: none;
}
.dialog.embedded {
  max-height: none;
  box-shadow: none;
  border: 1px solid var(--portico-border);
  animation: none;
}
.dialog.shake {
  animation: portico-shake ${MODAL_SHAKE_MS}ms cubic-bezier(0.36, 0.07, 0.19, 0.97) both;
}
@media (max-width: 430px) {
  .overlay {
    align-items: flex-end;
    padding: 0;
  }
  .dialog:not(.embedded) {
    width: 100%;
    border-radius: var(--portico-radius) var(--portico-radius) 0 0;
  }
}

/* Header */
.header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  gap: 8px;
  padding: 16px 16px 8px;
}
.header-title {
  margin: 0;
  font-size: 16px;
  font-weight: 650;
  text-align: center;
  letter-spacing: -0.01em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}

.body {
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 8px 16px 16px;
  overscroll-behavior: contain;
}

/* Buttons */
.btn {
  appearance: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border: 0;
  border-radius: var(--portico-radius-control);
  font: inherit;
  font-weight: 600;
  color: var(--portico-fg);
  background: var(--portico-bg-subtle);
  cursor: pointer;
  text-decoration: none;
  transition: background-color ${fast}ms ease, transform ${fast}ms ease;
}
.btn:hover:not(:disabled) {
  background: var(--portico-bg-hover);
}
.btn:active:not(:disabled) {
  transform: scale(0.98);
}
.btn:disabled {
  cursor: default;
  opacity: 0.55;
}
.btn-primary {
  background: var(--portico-accent);
  color: var(--portico-accent-fg);
}
.btn-primary:hover:not(:disabled) {
  background: var(--portico-accent-hover);
}
.btn-danger {
  color: var(--portico-danger);
}
.btn-block {
  width: 100%;
}
.btn-small {
  min-height: 32px;
  padding: 0 12px;
  font-size: 13px;
}
.icon-btn {
  appearance: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--portico-fg-muted);
  cursor: pointer;
  transition: background-color ${fast}ms ease, color ${fast}ms ease;
}
.icon-btn:hover {
  background: var(--portico-bg-subtle);
  color: var(--portico-fg);
}
.icon-btn svg {
  width: 20px;
  height: 20px;
}

/* Visible focus ring for every interactive element (keyboard only). */
.portico :focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 2px;
}

/* List items */
.list {
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.list-item {
  appearance: none;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  border: 0;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
  color: var(--portico-fg);
  font: inherit;
  font-weight: 550;
  text-align: left;
  cursor: pointer;
  transition: background-color ${fast}ms ease;
}
.list-item:hover:not(:disabled) {
  background: var(--portico-bg-hover);
}
.list-item:disabled {
  cursor: default;
}
.list-item[aria-current='true'] {
  box-shadow: inset 0 0 0 2px var(--portico-accent);
}
.list-item-label {
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.list-item-end {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: var(--portico-fg-muted);
}
.tag {
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 650;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  background: var(--portico-bg-hover);
  color: var(--portico-fg-muted);
}
.tag-accent {
  background: var(--portico-accent-soft);
  color: var(--portico-accent-soft-fg);
}
.section-label {
  margin: 16px 4px 8px;
  font-size: 12px;
  font-weight: 650;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--portico-fg-muted);
}
.section-label:first-child {
  margin-top: 4px;
}

/* Images */
.image {
  position: relative;
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 12px;
  background: var(--portico-bg-hover);
  color: var(--portico-fg-muted);
  box-shadow: inset 0 0 0 1px var(--portico-border);
}
.image img {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transition: opacity ${medium}ms ease;
}
.image[data-state='loaded'] img {
  opacity: 1;
}
.image-round {
  border-radius: 50%;
}
.image-placeholder {
  font-weight: 700;
  font-size: 0.42em;
  text-transform: uppercase;
}
.image-placeholder svg {
  width: 55%;
  height: 55%;
}
/* Network icons: the placeholder is the network's own hue (NetworkImage), white initial. */
.network-image {
  display: inline-flex;
  flex: 0 0 auto;
}
.network-image > .image {
  background: hsl(var(--portico-network-hue, 220) 50% 34%);
  color: #fff;
}
/* A list row with a second, muted line under its label (NetworkList). */
.list-item-text {
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
}
.list-item-description {
  font-size: 12px;
  font-weight: 500;
  color: var(--portico-fg-muted);
}
.identicon {
  display: block;
  border-radius: 50%;
  flex: 0 0 auto;
}

/* Input */
.field {
  position: relative;
  display: flex;
  align-items: center;
}
.field svg {
  position: absolute;
  left: 14px;
  width: 18px;
  height: 18px;
  color: var(--portico-fg-muted);
  pointer-events: none;
}
.input {
  width: 100%;
  height: 44px;
  padding: 0 14px 0 40px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
  transition: border-color ${fast}ms ease;
}
.input::placeholder {
  color: var(--portico-fg-muted);
}
.input:focus {
  border-color: var(--portico-accent);
  outline: none;
}
.input:focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 1px;
}

/* Spinner */
.spinner {
  display: inline-block;
  flex: 0 0 auto;
  border-radius: 50%;
  border: 2.5px solid currentColor;
  border-right-color: transparent;
  animation: portico-spin 0.75s linear infinite;
}

/* Centered states: connecting, empty, error, loading */
.center {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 20px 8px 8px;
  text-align: center;
}
.center-title {
  margin: 4px 0 0;
  font-size: 17px;
  font-weight: 650;
}
.muted {
  margin: 0;
  color: var(--portico-fg-muted);
  font-size: 14px;
}
.note {
  margin-top: 12px;
  text-align: center;
}
.center-compact {
  padding: 4px 8px 16px;
}
.center > svg {
  color: var(--portico-fg-muted);
}
.error-text {
  margin: 0;
  color: var(--portico-danger);
  font-size: 14px;
}
.connecting-image {
  position: relative;
  display: inline-flex;
  padding: 6px;
  border-radius: 28px;
}
.connecting-image[data-state='pending']::after {
  content: '';
  position: absolute;
  inset: 0;
  border-radius: 28px;
  border: 3px solid var(--portico-accent);
  border-right-color: transparent;
  border-bottom-color: transparent;
  animation: portico-spin 1.1s linear infinite;
}
.connecting-image[data-state='error'] {
  box-shadow: inset 0 0 0 3px var(--portico-danger);
}

/* E-mail sign-in: the Connect view's field, the code step, the change flow */
.email-form {
  display: flex;
  flex-direction: column;
  gap: 10px;
}
.text-field {
  display: flex;
  flex-direction: column;
  gap: 6px;
}
.text-field-label {
  font-size: 14px;
  font-weight: 600;
}
.input-plain {
  padding: 0 14px;
}
.input-plain[aria-invalid='true'] {
  border-color: var(--portico-danger);
}
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
.email-row {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
}
/* Social sign-in: the Connect view's buttons, ConnectingSocial's badge */
.socials {
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.social-row {
  display: flex;
  justify-content: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.social-row > li {
  flex: 1 1 0;
  max-width: 64px;
}
.social-btn {
  width: 100%;
  height: 44px;
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg-subtle);
}
.social-btn svg {
  width: 22px;
  height: 22px;
}
.social-badge {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  color: #ffffff;
  font-weight: 700;
  line-height: 1;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-fg) 15%, transparent);
}
/* The embedded wallet's frame is laid over this area while the visitor approves. */
.approve-area {
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 420px;
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
.link {
  color: var(--portico-accent);
  font-weight: 600;
  text-decoration: none;
}
.link:hover {
  text-decoration: underline;
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

.account-name {
  margin: 4px 0 0;
  font-size: 18px;
  font-weight: 650;
  overflow-wrap: anywhere;
}

/* WalletConnect: QR code, expiry, app links */
.pairing {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
}
.qr {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  max-width: 100%;
  padding: 12px;
  box-sizing: content-box;
  border-radius: 20px;
  /* A code scans best dark on light, whatever the theme. */
  background: #fff;
  color: #111;
  transition: opacity 0.2s;
}
.qr svg {
  max-width: 100%;
  height: auto;
}
.qr[data-dimmed] {
  opacity: 0.25;
}
.qr-loading {
  background: var(--portico-bg-muted, var(--portico-border));
  color: var(--portico-fg-muted);
}
.qr-logo {
  position: absolute;
  display: flex;
  border-radius: 12px;
  overflow: hidden;
  background: #fff;
}
.qr-logo > * {
  width: 100%;
  height: 100%;
}
.pairing-expiry {
  font-variant-numeric: tabular-nums;
}
.app-links {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
}
.all-wallets-icon span:nth-child(2),
.all-wallets-icon span:nth-child(3) {
  opacity: 0.5;
}

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

/* Account view */
.account {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding-top: 4px;
}
.address-row {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-top: 4px;
}
.address {
  margin: 0;
  font-size: 20px;
  font-weight: 700;
  letter-spacing: -0.01em;
}
.address-list {
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
}
.address-item {
  display: grid;
  grid-template-columns: 72px auto 32px;
  align-items: center;
  gap: 8px;
}
.address-item-value {
  font-weight: 600;
  font-variant-numeric: tabular-nums;
}
.balance {
  margin: 0;
  font-size: 15px;
  color: var(--portico-fg-muted);
  font-variant-numeric: tabular-nums;
}
.network-pill {
  appearance: none;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 36px;
  padding: 0 12px 0 6px;
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  background: var(--portico-bg);
  color: var(--portico-fg);
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${fast}ms ease;
}
.network-pill:hover:not(:disabled) {
  background: var(--portico-bg-subtle);
}
.network-pill:disabled {
  cursor: default;
}
.avatar {
  border-radius: 50%;
  object-fit: cover;
}
/* The wallet feature buttons (Receive, Send): one row, equal widths */
.wallet-features {
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 8px;
  width: 100%;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
}

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
.tab-empty {
  padding: 24px 0;
  text-align: center;
}
.rows {
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.row {
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 6px 8px;
  border-radius: var(--portico-radius-control);
}
.row-main {
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
}
.row-title {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.row-sub {
  color: var(--portico-fg-muted);
  font-size: 13px;
}
.row-end {
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  white-space: nowrap;
}
.tokens-total {
  display: flex;
  justify-content: space-between;
  margin: 0 8px 6px;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
}
.month-heading {
  margin: 10px 8px 4px;
  color: var(--portico-fg-muted);
  font-size: 13px;
  font-weight: 650;
}
.activity {
  display: flex;
  flex-direction: column;
  gap: 4px;
}
.nft-grid {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.nft {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-width: 0;
  text-align: center;
}
.stack {
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  margin-top: 12px;
}

/* SIWXSignMessage: the dApp and the wallet side by side, Cancel and Sign */
.siwx-images {
  display: flex;
  gap: 12px;
}
.siwx-actions {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  width: 100%;
  margin-top: 8px;
}

/* ProfileWallets: one row per wallet, its actions at the end */
.profile-wallets {
  display: flex;
  flex-direction: column;
}
.wallet-row {
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 56px;
  padding: 8px;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
}
.wallet-row[data-state='connected'] {
  box-shadow: inset 0 0 0 2px var(--portico-accent);
}
.wallet-row-text {
  display: flex;
  flex: 1 1 auto;
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
  align-items: center;
  gap: 6px;
}
.wallet-row-actions {
  display: inline-flex;
  flex: 0 0 auto;
  gap: 6px;
}
.wallet-row-actions .btn {
  padding: 0 10px;
  background: var(--portico-bg);
}

/* Alert banner and snackbar */
.alert {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 0 16px 8px;
  padding: 10px 8px 10px 12px;
  border-radius: var(--portico-radius-control);
  font-size: 13px;
  font-weight: 550;
}
.alert p {
  flex: 1 1 auto;
  margin: 0;
  padding-top: 2px;
}
.alert strong {
  display: block;
  font-weight: 650;
}
.alert-details {
  display: block;
  margin-top: 2px;
  font-weight: 450;
  opacity: 0.9;
}
.alert .icon-btn {
  width: 24px;
  height: 24px;
  color: inherit;
}
.alert .icon-btn svg {
  width: 16px;
  height: 16px;
}
.alert[data-variant='error'] {
  background: var(--portico-danger-soft);
  color: var(--portico-danger);
}
.alert[data-variant='warning'] {
  background: var(--portico-warning-soft);
  color: var(--portico-warning);
}
.alert[data-variant='info'] {
  background: var(--portico-accent-soft);
  color: var(--portico-accent-soft-fg);
}
.alert[data-variant='success'] {
  background: var(--portico-success-soft);
  color: var(--portico-success);
}
.snackbar-region {
  position: absolute;
  left: 0;
  right: 0;
  bottom: 16px;
  display: flex;
  justify-content: center;
  pointer-events: none;
}
.snackbar {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100% - 32px);
  padding: 10px 14px;
  border-radius: 999px;
  background: var(--portico-fg);
  color: var(--portico-bg);
  font-size: 13px;
  font-weight: 600;
  box-shadow: var(--portico-shadow);
  pointer-events: auto;
  animation: portico-rise-in ${medium}ms cubic-bezier(0.2, 0.8, 0.2, 1);
}
.snackbar svg {
  width: 16px;
  height: 16px;
}
.snackbar[data-variant='success'] svg {
  color: var(--portico-success);
}
.snackbar[data-variant='error'] svg {
  color: var(--portico-danger);
}
.view-loading {
  display: flex;
  justify-content: center;
  padding: 40px 0;
  color: var(--portico-fg-muted);
}

@keyframes portico-spin {
  to {
    transform: rotate(360deg);
  }
}
@keyframes portico-fade-in {
  from {
    opacity: 0;
  }
}
@keyframes portico-rise-in {
  from {
    opacity: 0;
    transform: translateY(8px) scale(0.98);
  }
}
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@media (prefers-reduced-motion: reduce) {
  .portico *,
  .portico *::before,
  .portico *::after {
    animation-duration: 1ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 1ms !important;
  }
  .spinner,
  .connecting-image[data-state='pending']::after {
    animation-duration: 1.5s !important;
    animation-iteration-count: infinite !important;
  }
}
`
