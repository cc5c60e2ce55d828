import { TRANSITION_DURATIONS_MS } from '@portico/core'
import { styleSheet } from '../../styles/styleSheet.ts'

const [fast] = TRANSITION_DURATIONS_MS

/**
 * The Account view's rules: the account header, the wallet feature buttons, and the token,
 * activity and NFT rows.
 */
export const accountStyles = styleSheet(/* css */ `
.email-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px;
}
/* The row wraps, so a long e-mail puts the button on a line of its own; an e-mail wider than
   the row breaks inside, centred. */
.email-row > p {
  min-width: 0;
  overflow-wrap: anywhere;
  text-align: center;
}

.account-name {
  margin: 4px 0 0;
  font-size: 18px;
  font-weight: 650;
  overflow-wrap: anywhere;
}

/* Account view */
.account {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding-top: 4px;
}
.account-choose-name {
  margin-top: 4px;
  padding: 4px 8px;
  border: 0;
  background: none;
  font: inherit;
  font-size: 14px;
  cursor: pointer;
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
  /* The label column as wide as the longest label needs (a translation may be longer). */
  grid-template-columns: minmax(72px, max-content) auto 32px;
  align-items: center;
  gap: 8px;
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
  padding-block: 0;
  padding-inline: 6px 12px;
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
/* The chevron points the way the page reads: left in a right-to-left language. */
[dir='rtl'] .network-pill-chevron {
  transform: scaleX(-1);
}
.avatar {
  border-radius: 50%;
  object-fit: cover;
}
/* The wallet feature buttons (Buy, Swap, Receive, Send): two to a row, each as wide as its
   label needs at least, so a narrow modal, a zoomed page or a longer label wraps them onto more
   rows instead of pushing one out of the modal. A last odd one takes the whole row. */
.wallet-features {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  width: 100%;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
}
.wallet-features > li {
  display: flex;
  flex: 1 1 calc(50% - 4px);
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
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  min-height: 52px;
  padding: 6px 8px;
  border-radius: var(--portico-radius-control);
}
/* A basis well under the text's width: the row wraps only when the text could not get even
   that much room beside the value, and the text wraps within it before that. */
.row-main {
  display: flex;
  flex: 1 1 7em;
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
  overflow-wrap: anywhere;
}
/* A shortened address is one word: the sentence wraps before it, never inside it. */
.row-address {
  white-space: nowrap;
}
/* Beside the row's text when both fit, else on a line of its own, still at the end (the left
   in a right-to-left language). */
.row-end {
  margin-inline-start: auto;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  white-space: nowrap;
}
.tokens-total {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 8px;
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
/* A name wider than its tile is cut (its title keeps the whole of it). */
.nft > .row-title {
  display: block;
  max-width: 100%;
}
`)
