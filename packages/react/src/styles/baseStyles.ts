import {
  MODAL_SHAKE_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  TRANSITION_DURATIONS_MS,
} from '@portico/core'
import { FONT_UNIT_PROPERTY } from './fontUnit.ts'
import { styleSheet } from './styleSheet.ts'

const [fast, medium] = TRANSITION_DURATIONS_MS

/**
 * The modal's shared rules: the shadow host, the dialog, the header, and the building blocks
 * every view uses (buttons, list items, images, fields, states, alerts). The shadow root gets
 * this sheet first, when it is created; each view and component brings the rest of its rules
 * in its own chunk (`useStyleSheet`). Colours come from the custom properties of `themeTokens.ts`.
 */
export const baseStyles = styleSheet(/* css */ `
:host {
  all: initial;
  /* A sixteenth of the host's medium font size, the visitor's setting (fontUnit.ts). */
  ${FONT_UNIT_PROPERTY}: calc(1em / 16);
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
/* Back sits at the start edge and points towards it: right in a right-to-left language. */
[dir='rtl'] .header-back-icon {
  transform: scaleX(-1);
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
  padding-block: 8px;
  padding-inline: 8px 12px;
  border: 0;
  border-radius: var(--portico-radius-item);
  background: var(--portico-bg-subtle);
  color: var(--portico-fg);
  font: inherit;
  font-weight: 550;
  text-align: start;
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
/* A name (dir="auto") reads in its own direction, so a Latin wallet name keeps its brackets and
   its ellipsis at its end in Arabic; it is aligned the way the list reads. */
.list-item-label {
  text-align: left;
}
[dir='rtl'] .list-item-label {
  text-align: right;
}
/* ListItem's label and tag: side by side when they fit, else the tag goes under the label.
   The label wraps to two lines before it is cut (its title holds the whole of it); so does a
   network's name in NetworkList, beside its status. */
.list-item-body {
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  min-width: 0;
}
.list-item-body > .list-item-label,
.list-item-text > .list-item-label {
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  white-space: normal;
  overflow-wrap: anywhere;
}
.list-item-body > .tag {
  flex: 0 1 auto;
  height: auto;
  min-height: 22px;
  max-width: 100%;
}
.list-item-end {
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: var(--portico-fg-muted);
}
/* The row's chevron points the way the list reads: left in a right-to-left language. */
[dir='rtl'] .list-item-chevron {
  transform: scaleX(-1);
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
  /* The frame's whole box: a glyph's 55 % is the frame's, centred, whatever its size. */
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
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
  inset-inline-start: 14px;
  width: 18px;
  height: 18px;
  color: var(--portico-fg-muted);
  pointer-events: none;
}
.input {
  width: 100%;
  height: 44px;
  padding-block: 0;
  padding-inline: 40px 14px;
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
.link {
  color: var(--portico-accent);
  font-weight: 600;
  text-decoration: none;
}
.link:hover {
  text-decoration: underline;
}
.address-item-value {
  font-weight: 600;
  font-variant-numeric: tabular-nums;
}
.tab-empty {
  padding: 24px 0;
  text-align: center;
}
.stack {
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  margin-top: 12px;
}

/* Alert banner and snackbar */
.alert {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 0 16px 8px;
  /* The icon's side is the start: on the right in Arabic. */
  padding-block: 10px;
  padding-inline: 12px 8px;
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
`)
