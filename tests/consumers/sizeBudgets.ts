// Size budgets of the packaging test (issue #21), checked by `npm test` on the packed packages:
// gzipped JavaScript per entry as a Vite dApp outside the repo ships it
// (tests/consumers/support/measureEntrySizes.ts bundles the pages of
// tests/consumers/vite-react19/src/entrySizes with the dApp's own Vite and reads the chunks from
// the build manifests). Limits in bytes, about 10% above the size measured when they were set
// (`today`, KB of 1,024 bytes). A change that grows an entry past its limit fails the step; raise
// a limit in the same commit as the change, saying why.

export const SIZE_BUDGETS: Readonly<Record<string, number>> = {
  // Up front: PorticoProvider, ConnectButton, createConfig and defineNetwork on a config without
  // adapters (@portico/react and @portico/core with their dependencies); React and react-dom
  // left out, as peers.
  // 32.7 KB after issue #19 (the limit of 31.3 KB was set at 28.3 KB; issues #18 and #20 grew it
  // within the limit): the on-ramp and pay stores in their start state, the two routes' API
  // clients (their schemas load lazily), and a payment ended by closing the modal or resumed
  // after connecting (closeModal, connect). The repo's own bundle test measures the kit's code at
  // +483 B of it; the rest was not traced.
  // 34.1 KB after issue #30, 33.0 KB once what the kit asks the server as it starts (remote
  // features, origin check, wallet lists, analytics' switch) loads lazily (startProjectServices).
  // 26.8 KB on Vite 8.4 once the wallet lists' fetching is the page's again (issue #35); the
  // limit, 36,000 B until then, brought to the same headroom as the other rows (about 8 %).
  'provider + button': 29_600, // today 26.8 KB

  // An adapter added to that config: what it adds up front. Its dependencies are counted (viem
  // for @portico/evm, @solana/kit's share for @portico/solana, …), and so is its share of the
  // @portico packages it builds on; its peers are left out (@wagmi/core and viem for
  // @portico/wagmi, which a wagmi dApp has anyway).
  // 5.8 KB once message signing and the request methods load when a wallet connects (was 7.7).
  '@portico/bitcoin': 6_700, // today 5.8 KB
  // 4.0 KB after issue #33 (was 3.9): the sign-in's account type, and the user asked again after a
  // network or account-type switch (the smart account is only where the network enables it).
  // About 5.2 KB after issue #34 (estimated: +1,216 B measured with rolldown by the package's
  // bundle test, not by this packaging test): the solana namespace (connect, reconnect, switch
  // and sign-out per namespace, the other namespace reported after a sign-in, CAIP-2 chain ids,
  // transfers by namespace and @portico/solana's loader); the Solana code itself is lazy.
  '@portico/embedded-wallet': 5_900, // today 5.2 KB (estimated)
  // 4.3 KB after issue #35 (was 8.4): viem's checksum and its keccak load with the lazy actions
  // once a wallet answers with accounts (provider/loadChecksum.ts); the chain switch's hex id is
  // a template string.
  '@portico/evm': 5_000, // today 4.3 KB
  // 5.5 KB once message signing and the request methods load when a wallet connects (was 6.6).
  '@portico/solana': 6_400, // today 5.5 KB
  // 3.1 KB after issue #18 (was 2.5), not the connector's own code: on this page the bundler now
  // puts core's fetchBalance (which the lazy Swap actions import too, 1.1 KB) and parseChainId in
  // chunks of their own, which count here; the base page has them in its main chunk.
  '@portico/wagmi': 3_400, // today 3.1 KB
  '@portico/wallet-standard': 3_400, // today 3.0 KB (its whole entry: it has no adapter)
  '@portico/walletconnect': 4_200, // today 3.8 KB

  // Lazy, the kit's (packages/react/src/modal/viewRegistry.ts): what each import() fetches beyond
  // the initial bundle and, for a view, beyond the modal it opens in. A chunk two views share
  // counts in both (the table lists them).
  // About 22.0 KB after issue #30 (was 19.6; estimated, not from this packaging test: the
  // Connect view's modules bundled alone went 7,329 → 9,765 B): the six social providers' marks,
  // inline SVG from simple-icons (1.9 KB of path data and metadata; named imports, the other
  // 3,400 icons are dropped), and the legal checkbox and collapsed wallets (0.5 KB).
  // About 25.3 KB with issue #30's translated feedback (+3.35 KB, measured with rolldown as the
  // modal's chunks beyond the initial bundle, with and without it): the banner, the snackbar and
  // every view show core's messages in the visitor's language, found by their English text
  // (core keeps them as strings in its state), so the ~120 English texts and their message ids
  // load with the modal, once, instead of in each view that shows an error.
  // 30.2 KB once the page's first chunk no longer fetches the wallet lists up front: the Connect
  // view's fetching of them (fetchWalletLists, fetchWallets, markInstalledWallets) is the modal's
  // now, shared with core's lazy startProjectServices.
  // 31.8 KB after issue #34 (was 30.2): Farcaster's button and mark among the social buttons, the
  // sign-in providers' schema with Farcaster, and the rule that signs in on the namespace Connect
  // was opened for. Core's connectFarcaster loads with ConnectingFarcaster, not here (-1.9 KB).
  // 26.1 KB after issue #35 (was 27.2): the idle preload of a connected account's Activity comes
  // from the account views' chunk (preloadHistory), loaded only when an account is connected.
  '@portico/react modalBundle': 28_000, // today 26.1 KB (issue #30: message ids, translateError, legal checkbox, marks, wallet lists)
  // One catalogue per locale (issue #30), only the visitor's loads, beside the modal's chunk:
  // every view's messages and core's translated errors, English included (the buttons carry
  // their English literal until it is there). About 5 % over each one's size when measured;
  // issue #32's names (two views, Send by name, their errors) added 0.3-0.5 KB to each.
  '@portico/react en': 8_700, // today 8.2 KB
  '@portico/react es': 9_500, // today 9.0 KB
  '@portico/react pt-BR': 9_500, // today 8.8 KB
  '@portico/react fr': 9_900, // today 9.2 KB
  '@portico/react de': 10_100, // today 9.4 KB
  '@portico/react ja': 10_400, // today 9.7 KB
  '@portico/react zh-CN': 9_700, // today 9.0 KB
  '@portico/react ko': 10_100, // today 9.4 KB
  '@portico/react tr': 9_600, // today 8.9 KB
  '@portico/react hi': 11_000, // today 10.2 KB
  '@portico/react ru': 11_100, // today 10.3 KB
  '@portico/react id': 9_100, // today 8.4 KB
  '@portico/react ar': 10_300, // today 9.8 KB
  // Lingui's runtime and the lazy catalogue map, loaded with the first catalogue.
  '@portico/react createTranslator': 2_600, // today 2.4 KB
  // All Wallets with @tanstack/react-virtual (issue #21), out of the modal chunk.
  '@portico/react allWalletsBundle': 15_300, // today 13.5 KB
  '@portico/react walletConnectBundle': 8_200, // today 7.3 KB
  // 13.6 KB after issue #18 (was 11.6): the Swap button and its preload, Activity's trade row,
  // TokenImage and NetworkImage's fallback to the server's images.
  // 14.9 KB after issue #30's layout fixes: the actions wrap two to a row, the tabs wrap, a token
  // row stacks its value under the name when they cannot share a line.
  // 16.8 KB once the connect button's localizeFigure left the first chunk (issue #30's first-JS
  // budget): the button loads it lazily, and Account's Amount is the first view to fetch it.
  // 18.0 KB after issue #33 (+0.9 KB measured with rolldown as the chunks Account fetches beyond
  // the modal's, with and without it): the embedded wallet's account type row (its tags, the
  // switch and its refusal, its stylesheet) and core's setPreferredAccountType, loadAccountType,
  // readAccountType and SmartAccountNotAvailableError, which only this chunk loads.
  '@portico/react accountBundle': 19_500, // today 18.0 KB (issue #30: message ids, Intl, exact amounts, own Activity; #33: account type)
  '@portico/react emailBundle': 3_300, // today 3.0 KB (issue #30: message ids)
  // 1.0 KB after issue #29 (was 0.6): a social sign-in on a new site now waits for the account's
  // e-mail approval, with the e-mail sign-in's waiting block (DeviceApprovalWait).
  '@portico/react socialBundle': 1_100, // today 1.0 KB
  // ConnectingFarcaster (issue #34) with core's connectFarcaster and its leaving rules; the QR
  // encoder is shared with WalletConnect's and Receive's views.
  '@portico/react farcasterBundle': 8_000, // today 7.4 KB
  // 2.7 KB after issue #32 (was 2.3): core's error messages it translates gained the names'.
  '@portico/react siwxBundle': 2_900, // today 2.7 KB
  // 22.3 KB after issue #19 (was 19.6): the chunk Send shares with Swap, Buy and Pay (the
  // decimal arithmetic, CenteredNotice) now also holds what Buy and Pay use with it, and a
  // shared chunk counts whole in each view that imports it. 22.1 KB once core's fee check
  // joined the other transfer-answer checks (no chunk of its own for Send and Pay).
  // 26.6 KB after issue #32 (was 25.2): a name as receiver (looked up, shown, looked up again
  // before sending) and its messages.
  // 28.0 KB after issue #35 (was 26.6): core's history, which Send refreshes after a transfer,
  // no longer comes with the modal's chunk (see modalBundle).
  '@portico/react sendBundle': 29_500, // today 28.0 KB (issue #30: message ids, Intl, exact amounts)
  '@portico/react receiveBundle': 8_100, // today 7.2 KB
  // Account names (issue #32): RegisterAccountName and its success view, core's registration.
  '@portico/react namesBundle': 7_500, // today 6.9 KB
  // Swap (issue #18): its views, core's swap actions and the decimal arithmetic (bignumber.js),
  // which it shares with Send in one chunk that only the two of them import.
  '@portico/react swapBundle': 31_800, // today 29.6 KB (issue #30: message ids, Intl, exact amounts)
  // Buy (issue #19): its view, core's on-ramp actions and schemas, and the decimal arithmetic
  // chunk it shares with Send and Swap (counted here too).
  // 23.0 KB after issue #35 (was 21.6): core's history, as Send's.
  '@portico/react buyBundle': 24_500, // today 23.0 KB (issue #30: message ids, Intl, the provider fee line)
  // Pay (issue #19): its view, core's pay actions (the wallet transfer, the exchange window) and
  // the decimal arithmetic chunk it shares with Send and Swap (counted here too).
  // 21.5 KB after issue #35 (was 20.2): core's history, as Send's.
  '@portico/react payBundle': 23_000, // today 21.5 KB (issue #30: message ids, Intl, exchange mark)
  // The base page's other lazy chunks together: @portico/core's social login, SIWX check,
  // transaction schema, disconnect and the convert schemas.
  // 5.6 KB after issue #18 (was 4.8): the convert routes' answer schemas, loaded with the
  // first swap request.
  // 7.0 KB after issue #19: the on-ramp routes' schemas (0.8 KB, first Buy request) and the pay
  // routes' (0.6 KB, first Pay request).
  // 7.9 KB after issue #30 (estimated: +0.85 KB, measured with rolldown): the watch that keeps
  // the connected balance in step with the chain (watchNativeBalance), loaded once an account
  // connects; up front it costs 0.15 KB (startBalanceWatch) instead of 0.55 KB.
  // 9.1 KB once the socials' list stopped pulling the options schema into the first chunk
  // (issue #30's first-JS budget): the valibot pieces the lazy social sign-in, SIWX check and
  // schemas use are now theirs, here, instead of the page's up front.
  // 10.9 KB with startProjectServices (issue #30's first-JS budget): the remote features and
  // their schema, the origin check and its matching rules, the wallet lists, analytics' switch.
  '@portico/core lazy': 12_000, // today 10.9 KB

  // An adapter's own lazy imports (those the base page has not), together: what they fetch
  // beyond its page's initial bundle. Its share of another @portico package's lazy code counts
  // (@portico/evm's transfers, lazyActions, for @portico/walletconnect and @portico/embedded-wallet).
  // 50.7 KB with message signing and the request methods, which moved here from the page.
  '@portico/bitcoin lazy': 54_000, // today 50.7 KB
  // About 48.5 KB after issue #34 (estimated with rolldown: +23.5 KB, 24,071 B gzip, not from
  // this packaging test): @portico/solana's transfer chunk (its share of @solana/kit, the program
  // clients, 18.1 KB), kit's codecs it shares with the message encoding (4.3 KB), and the Solana
  // address checks loaded with the frame on a dApp with Solana networks (0.8 KB).
  '@portico/embedded-wallet lazy': 55_000, // today 48.5 KB (estimated)
  // 18.8 KB after issue #19 (was 17.1): Pay's chain reads, readEvmToken (three eth_calls) and
  // checkEvmTransfer (the receipt's Transfer log), in the one lazy actions chunk.
  // 22.9 KB after issue #35 (was 20.2): viem's checksum and keccak, and personal_sign's
  // encoding, left the first chunk for this one.
  '@portico/evm lazy': 24_500, // today 22.9 KB
  // 25.2 KB with message signing and the request methods, which moved here from the page.
  '@portico/solana lazy': 27_000, // today 25.2 KB
  // The swap checks (issue #31 item 2): @portico/evm's hand-written reader of the router's and
  // ERC-20's calldata and the two checks, fetched when a confirmed swap's transactions are
  // checked, on every EVM-reaching page (WalletConnect's and the embedded wallet's too); a row of
  // their own (entrySizeRows.ts, OWN_LAZY_ROWS), in no adapter's `lazy` row.
  // viem's decoder bundled in (scripts/lib/selfContained.mjs): 1.2 KB when the calls were read
  // by hand, 9.9 KB with viem's decodeFunctionData and the canonical re-encode.
  '@portico/evm swapChecks': 11_200, // today 9.9 KB
  '@portico/walletconnect lazy': 183_000, // today 162.4 KB
}

// Issue #35: how many JavaScript files a dApp's page asks for before the Connect button can show
// (before DOMContentLoaded: the scripts its code cannot run without), and from then until the
// modal a click opens shows Connect (countScriptFiles.ts), the dApp's own code and React
// included: each file is a request, and on a phone's network requests cost more than bytes.
// Measured on the packed packages in Chromium. The Vite dApps build with Vite 8.4: with 8.3
// (rolldown 1.2) the page alone took 23 files (docs/architecture-notes.md, "The packed kit's
// files").
export const FILE_BUDGETS: Readonly<Record<string, { beforeButton: number; forModal: number }>> = {
  // Today 1 and 6: the modal (with Connect), two small chunks it shares with lazy code of core
  // (the e-mail schema, the social providers'), the translator and the visitor's catalogue, and
  // core's start-up services (asked for beside the button's first paint). 7 while the wallet
  // lists' fetching was a chunk shared with those services. Before issue #35, 1 and 30 with
  // Vite 8.4.
  'vite-react19': { beforeButton: 1, forModal: 6 },
  // Today 7 (Next's runtime and framework chunks, the page's) and 5.
  nextjs: { beforeButton: 7, forModal: 5 },
}
