import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/*
 * The SQLite schema. Column types are kept to what every SQL dialect has (text, integer), lists
 * are normalised into their own table or stored as JSON text, and no query relies on a
 * SQLite-only function, so a Postgres twin (`schema.pg.ts`, see README) can mirror it 1:1.
 */

/** The wallet directory (spec §3 Wallet), seeded from `data/wallets.json`. */
export const wallets = sqliteTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** `name` lower-cased by the seeder, so search is case-insensitive in every dialect. */
    nameSearch: text('name_search').notNull(),
    imageId: text('image_id'),
    /** File name inside `data/wallet-images/`, e.g. `<id>.webp`. */
    imageFile: text('image_file'),
    rdns: text('rdns'),
    /** CAIP-2 ids as JSON text, for output; filtering uses `wallet_chains`. */
    chains: text('chains'),
    mobileLink: text('mobile_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    homepage: text('homepage'),
    badgeType: text('badge_type'),
    displayIndex: integer('display_index').notNull(),
  },
  (table) => [
    index('wallets_display_index_idx').on(table.displayIndex),
    index('wallets_image_id_idx').on(table.imageId),
  ],
)

/** One row per (wallet, CAIP-2 chain), so "supports any of these chains" is a plain join. */
export const walletChains = sqliteTable(
  'wallet_chains',
  {
    walletId: text('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    caipNetworkId: text('caip_network_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.walletId, table.caipNetworkId] }),
    index('wallet_chains_caip_network_id_idx').on(table.caipNetworkId),
  ],
)

/** Projects: from the config file (upserted by id at start) or made with the `portico` CLI. */
export const projects = sqliteTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** JSON text: string[] (entries as `matchOrigin` reads them). */
  allowedOrigins: text('allowed_origins').notNull(),
  /** JSON text: { id, isEnabled, config }[]. */
  features: text('features').notNull(),
  /** 1: the kit sends analytics events (`/getAnalyticsConfig`) and `POST /e` stores them. */
  analyticsEnabled: integer('analytics_enabled', { mode: 'boolean' }).notNull().default(true),
  /**
   * 1: the spec §6 default origins (localhost, IPs, preview hosts) are allowed on top of
   * `allowed_origins`; 0: only the list (and the server's secure-site origins).
   */
  includeDefaultOrigins: integer('include_default_origins', { mode: 'boolean' })
    .notNull()
    .default(true),
  /** The zone account names are registered under ('portico.id'); null: registration is off. */
  nameZone: text('name_zone'),
  /** How many names one address may hold in the zone (module `profile`). */
  namesPerAddress: integer('names_per_address').notNull().default(1),
  /** JSON text: CAIP-2 ids (string[]) where the project's users get a smart account. */
  smartAccountNetworks: text('smart_account_networks').notNull().default('[]'),
  /**
   * Decimal wei the project's paymaster signatures may reserve in total (module
   * `smartAccounts`); null: gas sponsorship is off.
   */
  gasSponsorshipLimitWei: text('gas_sponsorship_limit_wei'),
  /** 'config' (the config file re-seeds it at every start) or 'cli'. */
  source: text('source').notNull().default('config'),
  /** Unix milliseconds of the last upsert. */
  updatedAt: integer('updated_at').notNull(),
})

/** Bearer tokens that read a project's private data (its analytics events); sha256 only. */
export const projectAdminTokens = sqliteTable(
  'project_admin_tokens',
  {
    /** sha256 hex of the token; the token itself is shown once by the CLI and never stored. */
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('project_admin_tokens_project_idx').on(table.projectId)],
)

/** Analytics events the kit sent with `POST /e` (spec §7), one row per event. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    /** Increasing; the read cursor. */
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The request's Origin header; null for a call without one (server to server). */
    origin: text('origin'),
    eventId: text('event_id').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    /** Unix milliseconds as the kit stated them. */
    timestamp: integer('timestamp').notNull(),
    /** JSON text: the event's props object. */
    props: text('props').notNull(),
    /** Unix milliseconds when the server stored it. */
    receivedAt: integer('received_at').notNull(),
  },
  (table) => [index('analytics_events_project_idx').on(table.projectId, table.id)],
)

/** What each seed was built from, so a changed source file triggers a reseed. */
export const seedState = sqliteTable('seed_state', {
  name: text('name').primaryKey(),
  /** sha256 hex of the source file. */
  sourceHash: text('source_hash').notNull(),
  /** Unix milliseconds. */
  seededAt: integer('seeded_at').notNull(),
})

/**
 * Asset movements the chain indexer saw (native value, ERC-20 and ERC-721 `Transfer` logs), one
 * row per movement. Addresses are lower-case 0x text; `amount` is the raw integer as decimal
 * text (the token id for an ERC-721), since integers past 2^53 exist in every column type but
 * text. `logIndex` is -1 for the native value of the transaction itself, and -2, -3, … for
 * native value moved by its internal calls (from the node's traces), in trace order.
 */
export const chainTransfers = sqliteTable(
  'chain_transfers',
  {
    caipNetworkId: text('caip_network_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: integer('block_number').notNull(),
    txIndex: integer('tx_index').notNull(),
    /** Unix seconds of the block. */
    blockTime: integer('block_time').notNull(),
    /** 'confirmed' or 'failed' (the receipt's status). */
    status: text('status').notNull(),
    /** 'native', 'erc20' or 'erc721'. */
    kind: text('kind').notNull(),
    /** The token contract; null for native value. */
    contract: text('contract'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: text('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caipNetworkId, table.txHash, table.logIndex] }),
    index('chain_transfers_from_idx').on(
      table.caipNetworkId,
      table.fromAddress,
      table.blockNumber,
      table.txIndex,
    ),
    index('chain_transfers_to_idx').on(
      table.caipNetworkId,
      table.toAddress,
      table.blockNumber,
      table.txIndex,
    ),
    index('chain_transfers_block_idx').on(table.caipNetworkId, table.blockNumber),
  ],
)

/** Per chain, the last block the indexer recorded and its hash (to notice a reorg or reset). */
export const chainCursors = sqliteTable('chain_cursors', {
  caipNetworkId: text('caip_network_id').primaryKey(),
  blockNumber: integer('block_number').notNull(),
  blockHash: text('block_hash').notNull(),
  /** Unix milliseconds. */
  updatedAt: integer('updated_at').notNull(),
})

/** Name, symbol and decimals read once from a token contract the config does not list. */
export const tokenMetadata = sqliteTable(
  'token_metadata',
  {
    caipNetworkId: text('caip_network_id').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    /** 'erc20' or 'erc721'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    /** 0 for an ERC-721. */
    decimals: integer('decimals').notNull(),
  },
  (table) => [primaryKey({ columns: [table.caipNetworkId, table.address] })],
)

/*
 * Embedded-wallet sign-in (module `auth`). Every secret is stored only as a hash, an HMAC or
 * wrapped with the master key; e-mail addresses are stored lower-cased and trimmed.
 */

/** Embedded-wallet users, one per e-mail address (or per social identity without one). */
export const authUsers = sqliteTable('auth_users', {
  /** Random UUID. */
  id: text('id').primaryKey(),
  /** Lower-cased, trimmed; null for a social sign-in whose provider gave no verified e-mail. */
  email: text('email').unique(),
  /** Checksummed EVM address; null until the frame stores a key. */
  address: text('address'),
  /** The frame's AES-GCM ciphertext of the private key, as given (base64url); never decrypted. */
  keyBlob: text('key_blob'),
  /** The frame's unlock key wrapped with the master key: base64url(iv | ciphertext | tag). */
  wrappedUnlockKey: text('wrapped_unlock_key'),
  /** Base58 ed25519 public key of the Solana account; null until the frame stores its key. */
  solanaAddress: text('solana_address'),
  /** The frame's AES-GCM ciphertext of the Solana key's 32-byte seed, as given; never decrypted. */
  solanaKeyBlob: text('solana_key_blob'),
  /** The Solana key's unlock key wrapped with the master key, bound to the user id and 'solana'. */
  solanaWrappedUnlockKey: text('solana_wrapped_unlock_key'),
  /** Unix milliseconds. */
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/**
 * Trusted (e-mail, device, dApp origin) triples: the frame's `deviceId` on that site may get a
 * sign-in code for that address without an approval link. Keyed on the normalised e-mail, not
 * the user, so trust is recorded (by the approval link) before the user exists: a new and a
 * known address go through the same check, and the start answers tell nothing about accounts.
 */
export const authDevices = sqliteTable(
  'auth_devices',
  {
    /** Lower-cased, trimmed. */
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    /** The dApp origin the device was approved on; another origin needs its own approval. */
    origin: text('origin').notNull(),
    /** Unix milliseconds. */
    approvedAt: integer('approved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.deviceId, table.origin] })],
)

/** Single-use device-approval links sent by e-mail; sha256 of the link's token only. */
export const authDeviceApprovals = sqliteTable(
  'auth_device_approvals',
  {
    /** sha256 hex of the token in the link. */
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-cased, trimmed: the address the link was sent to (a user may not exist yet). */
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    projectId: text('project_id').notNull(),
    /** The dApp origin the frame reported, checked against the project when the link was made. */
    origin: text('origin').notNull(),
    /**
     * 'email': approving sends the sign-in code; 'social': a social sign-in waits for it
     * (`auth_social_logins`) and finishes on the device, no code.
     */
    purpose: text('purpose').notNull().default('email'),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [
    index('auth_device_approvals_device_idx').on(table.email, table.deviceId, table.origin),
    index('auth_device_approvals_expires_idx').on(table.expiresAt),
  ],
)

/** One-time codes, one live code per (purpose, subject): a newer code replaces the older one. */
export const authCodes = sqliteTable(
  'auth_codes',
  {
    /** 'login', 'email_primary' or 'email_secondary'. */
    purpose: text('purpose').notNull(),
    /** Login: the e-mail address; e-mail change: the user id. */
    subject: text('subject').notNull(),
    /** HMAC-SHA256 (hex) of the code under a key derived from the master key. */
    codeHmac: text('code_hmac').notNull(),
    /** Login codes: the only device that may use the code; null for e-mail change codes. */
    deviceId: text('device_id'),
    /** Login codes: the only dApp origin the code works for; null for e-mail change codes. */
    origin: text('origin'),
    /** Tries so far, right or wrong; the code is locked at `auth.maxOtpAttempts`. */
    attempts: integer('attempts').notNull().default(0),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.purpose, table.subject] })],
)

/** Bearer sessions of the embedded-wallet frame; sha256 of the token only. */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    /** sha256 hex of the bearer token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** The project the sign-in was for; every Bearer request checks it still allows `origin`. */
    projectId: text('project_id').notNull(),
    /** The dApp origin the frame reported at sign-in (checked against the project then too). */
    origin: text('origin').notNull(),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    index('auth_sessions_expires_idx').on(table.expiresAt),
  ],
)

/** An e-mail change waiting for its codes: first the current address's, then the new one's. */
export const authEmailChanges = sqliteTable('auth_email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** Lower-cased, trimmed. */
  newEmail: text('new_email').notNull(),
  /** 'primary' (code sent to the current address) or 'secondary' (code sent to the new one). */
  stage: text('stage').notNull(),
  /** Unix milliseconds; the change expires with its code. */
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
})

/** Every e-mail the module sent, for the resend delay and the hourly limits (rows kept 1 h). */
export const authSendLog = sqliteTable(
  'auth_send_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The address the limit is keyed on (lower-cased). */
    email: text('email').notNull(),
    /** The client IP of the request that caused the send. */
    ip: text('ip').notNull(),
    /** Unix milliseconds. */
    sentAt: integer('sent_at').notNull(),
  },
  (table) => [
    index('auth_send_log_email_idx').on(table.email, table.sentAt),
    index('auth_send_log_ip_idx').on(table.ip, table.sentAt),
    index('auth_send_log_sent_idx').on(table.sentAt),
  ],
)

/**
 * Social sign-ins under way (`POST /auth/v1/social/start` → `…/connect`): one row per
 * authorization request sent to a provider, single use, 10 minutes.
 */
export const authSocialRequests = sqliteTable(
  'auth_social_requests',
  {
    /** The OAuth `state` (32 random bytes, base64url): the provider hands it back. */
    state: text('state').primaryKey(),
    /** 'google', 'github', 'apple', 'facebook', 'x' or 'discord'. */
    provider: text('provider').notNull(),
    projectId: text('project_id').notNull(),
    /** The dApp origin the frame reported: where the callback page posts the result. */
    origin: text('origin').notNull(),
    /** The frame's device id; only that device may connect. */
    deviceId: text('device_id').notNull(),
    /** sha256 hex of the flow id the frame keeps in memory. */
    flowIdHash: text('flow_id_hash').notNull(),
    /** The PKCE code verifier wrapped with the master key: base64url(iv | ciphertext | tag). */
    wrappedCodeVerifier: text('wrapped_code_verifier').notNull(),
    /** The OIDC nonce; null for a plain OAuth 2 provider. */
    nonce: text('nonce'),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** Unix milliseconds of the connect that used it; null while pending. */
    usedAt: integer('used_at'),
  },
  (table) => [index('auth_social_requests_expires_idx').on(table.expiresAt)],
)

/**
 * Social sign-ins of an existing account on a (device, origin) its e-mail has not approved:
 * waiting for the approval link (`POST /auth/v1/social/connect` answered VERIFY_DEVICE), then
 * redeemed once by that device on that origin (`POST /auth/v1/social/finish`). No session
 * exists before. Single use, as long as the approval link.
 */
export const authSocialLogins = sqliteTable(
  'auth_social_logins',
  {
    /** sha256 hex of the login token the frame keeps in memory. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The account's e-mail the approval link went to: its trust is what the redeem needs. */
    email: text('email').notNull(),
    provider: text('provider').notNull(),
    /** The identity's handle or name at this sign-in; null if none. */
    userName: text('user_name'),
    deviceId: text('device_id').notNull(),
    projectId: text('project_id').notNull(),
    origin: text('origin').notNull(),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('auth_social_logins_expires_idx').on(table.expiresAt)],
)

/** Social identities (provider + subject) and the user each signs in as. */
export const authSocialIdentities = sqliteTable(
  'auth_social_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's stable id of the person (`sub`, or GitHub's / X's / Discord's user id). */
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The handle or name the provider gave at the last sign-in; null if none. */
    userName: text('user_name'),
    /** The profile picture's http(s) URL at the last sign-in (Farcaster's pfpUrl); null if none. */
    profileImage: text('profile_image'),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('auth_social_identities_user_idx').on(table.userId),
  ],
)

/**
 * Farcaster sign-ins under way (`POST /auth/v1/farcaster/channel`): the relay channel this server
 * made, with the SIWE nonce, domain and URI the signed message must carry, and who may finish it
 * (`POST /auth/v1/farcaster/connect`). Deleted when used, refused or expired.
 */
export const authFarcasterChannels = sqliteTable(
  'auth_farcaster_channels',
  {
    /** sha256 hex of the channel token the frame keeps in memory (this server's, not the relay's). */
    tokenHash: text('token_hash').primaryKey(),
    /** The relay's channel token: its status is asked with it. */
    relayChannelToken: text('relay_channel_token').notNull(),
    /** The SIWE nonce this server made. */
    nonce: text('nonce').notNull(),
    /** The SIWE domain and URI the message must name (`auth.farcaster`). */
    domain: text('domain').notNull(),
    siweUri: text('siwe_uri').notNull(),
    projectId: text('project_id').notNull(),
    /** The dApp origin the frame reported: the session is bound to it. */
    origin: text('origin').notNull(),
    deviceId: text('device_id').notNull(),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('auth_farcaster_channels_expires_idx').on(table.expiresAt)],
)

/*
 * Sign-in with a wallet (module `siwx`, spec §4 SIWX): nonces the server hands out, and the
 * sessions a verified signature opens. Bearer tokens are stored only as their sha256.
 */

/** Nonces for sign-in messages: per project, single use, short-lived. */
export const siwxNonces = sqliteTable(
  'siwx_nonces',
  {
    /** Letters and digits (EIP-4361 needs 8 or more); random, so unique across projects. */
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** Unix milliseconds of the sign-in that used it; null while unused. */
    usedAt: integer('used_at'),
  },
  (table) => [index('siwx_nonces_expires_idx').on(table.expiresAt)],
)

/** Sign-in sessions: a verified CAIP-122 message and its signature (spec §3 SIWX record). */
export const siwxSessions = sqliteTable(
  'siwx_sessions',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The page's origin (the request's Origin header) the message was signed for. */
    origin: text('origin').notNull(),
    /** CAIP-2 id the account signed in on, e.g. `eip155:1`. */
    caipNetworkId: text('caip_network_id').notNull(),
    /** As the message states it (EVM: any case; compared case-insensitively). */
    address: text('address').notNull(),
    /** The signed text: `formatSiwxMessage(data)`. */
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    /** JSON text: the message data (`SiwxMessageData`). */
    data: text('data').notNull(),
    /** JSON text: the CAIP-74 object the wallet gave, or null. */
    cacao: text('cacao'),
    /** sha256 hex of the bearer token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Unix milliseconds. */
    createdAt: integer('created_at').notNull(),
    /** The message's expiration time or 7 days, whichever is sooner. */
    expiresAt: integer('expires_at').notNull(),
    /** Unix milliseconds of the sign-out; null while signed in. */
    revokedAt: integer('revoked_at'),
  },
  (table) => [index('siwx_sessions_expires_idx').on(table.expiresAt)],
)

/*
 * Account names (module `profile`, spec §7 profile): `<label>.<zone>`, unique across the server,
 * each kept with the message and signature that registered it as proof.
 */

/** Registered account names. */
export const profileNames = sqliteTable(
  'profile_names',
  {
    /** The full name, lower case: `<label>.<zone>` ('alice.portico.id'). */
    name: text('name').primaryKey(),
    zone: text('zone').notNull(),
    /** The project the name was registered through. */
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The EVM account the name points at, lower case. */
    address: text('address').notNull(),
    /** ENSIP-11 coin type: 60, or 0x80000000 | chainId. */
    coinType: integer('coin_type').notNull(),
    /** The signed registration text; one message registers one name once. */
    message: text('message').notNull().unique(),
    signature: text('signature').notNull(),
    /** Unix milliseconds. */
    registeredAt: integer('registered_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('profile_names_address_idx').on(table.address, table.zone)],
)

/*
 * Gas sponsorship (module `smartAccounts`): what the verifying paymaster's signatures reserved,
 * one row per user operation (project, chain, sender, nonce), counted against the project's
 * `gas_sponsorship_limit_wei`.
 */

/** One signed paymaster answer: the operation's worst-case cost, reserved. */
export const gasSponsorships = sqliteTable(
  'gas_sponsorships',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The EVM chain id (31337). */
    chainId: integer('chain_id').notNull(),
    /** The smart account, lower case. */
    sender: text('sender').notNull(),
    /** The user operation's nonce (uint256) as decimal text. */
    nonce: text('nonce').notNull(),
    /**
     * Decimal wei: (callGasLimit + verificationGasLimit + preVerificationGas +
     * paymasterVerificationGasLimit + paymasterPostOpGasLimit) × maxFeePerGas.
     */
    maxCostWei: text('max_cost_wei').notNull(),
    /** Unix milliseconds of the last signature. */
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.chainId, table.sender, table.nonce] })],
)
