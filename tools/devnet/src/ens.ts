/*
 * The devnet's account names on ENS: the zone its names live under, and where the server's
 * ERC-3668 gateway answers (apps/server/src/modules/profile/ensGatewayPlugin.ts serves
 * `ENS_GATEWAY_PATH` there; the two must agree).
 */

/** The zone the devnet project's names are registered under, and the ENS name it resolves. */
export const DEVNET_NAME_ZONE = 'portico.id'

/** The server's ERC-3668 gateway route (GET `{sender}/{data}.json`, POST `{ sender, data }`). */
export const ENS_GATEWAY_PATH = '/v1/profile/gateway'

/** How long the devnet server's signed gateway answers stay valid. */
export const DEVNET_ENS_GATEWAY_TTL_SECONDS = 300

/**
 * The ERC-3668 URL template the devnet's offchain resolver sends lookups to, for a server.
 *
 * @example
 * ensGatewayUrl('http://127.0.0.1:8787') // 'http://127.0.0.1:8787/v1/profile/gateway/{sender}/{data}.json'
 */
export function ensGatewayUrl(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}${ENS_GATEWAY_PATH}/{sender}/{data}.json`
}
