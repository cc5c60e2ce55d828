/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Portico server (default http://127.0.0.1:8787). */
  readonly VITE_PORTICO_API_URL?: string
  /** Project id sent to the server (default 'portico-demo'). */
  readonly VITE_PORTICO_PROJECT_ID?: string
  /** The WalletConnect relay (default ws://127.0.0.1:8555, the devnet's local relay). */
  readonly VITE_PORTICO_RELAY_URL?: string
  /** The embedded wallet's page, apps/secure-site (default http://127.0.0.1:5180). */
  readonly VITE_PORTICO_SECURE_SITE_URL?: string
  /** The devnet's local mailbox page, linked so that visitors can read their sign-in code. */
  readonly VITE_PORTICO_MAIL_URL?: string
  /** JSON: [{ chainId, name, rpcUrl }]; defaults to the two local anvil chains. */
  readonly VITE_PORTICO_CHAINS?: string
  /** '1' installs the dev test wallet before the kit starts; anything else leaves it out of the build. */
  readonly VITE_PORTICO_TEST_WALLET?: string
  /** The test wallet's private key (default: anvil's first dev account). */
  readonly VITE_PORTICO_TEST_WALLET_KEY?: string
}
