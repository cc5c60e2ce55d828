// Test-environment shim, imported by tests that reach a Solana RPC under happy-dom. Vitest
// resolves @solana/kit's Node build, whose RPC coalescer calls `events.setMaxListeners` on a new
// AbortController's signal; under happy-dom that signal is happy-dom's, which Node's
// setMaxListeners rejects unless it has a `setMaxListeners` method. Browsers load kit's browser
// build and never get here. The method only lifts Node's leak warning, so a no-op is faithful.
const prototype = AbortSignal.prototype as AbortSignal & { setMaxListeners?: () => void }
if (typeof prototype.setMaxListeners !== 'function') prototype.setMaxListeners = () => {}

export {}
