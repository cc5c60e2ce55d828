import type { FastifyPluginAsync } from 'fastify'
import { answerResolveCall } from './answerResolveCall.ts'
import type { EnsGatewayConfig } from './ensGatewayConfig.ts'
import type { NameDirectory } from './nameDirectory.ts'
import {
  type GatewayRequest,
  MAX_GATEWAY_DATA_BYTES,
  parseGatewayBody,
  parseGatewayPath,
} from './parseGatewayRequest.ts'
import { signGatewayAnswer } from './signGatewayAnswer.ts'

/** Where the gateway answers (the devnet's resolver URL: tools/devnet/src/ens.ts, the same). */
export const ENS_GATEWAY_PATH = '/v1/profile/gateway'

export interface EnsGatewayPluginOptions {
  /** The registered names. */
  directory: NameDirectory
  /** The config's `ensGateway`: signer key, answer lifetime, zones served. */
  settings: EnsGatewayConfig
  /** The clock answers expire by, in ms (default `Date.now`). */
  now?: () => number
}

/**
 * The ENS gateway (ERC-3668 CCIP-Read, docs/names.md) for the registered names, so that any
 * ENS-aware code resolves them through the zone's offchain resolver without calling our API:
 * `GET /v1/profile/gateway/{sender}/{data}.json` and `POST /v1/profile/gateway` with
 * `{ sender, data }`, where `data` is the resolver's `resolve(bytes name, bytes data)` call.
 * Answers `{ data }`: the answer of `answerResolveCall`, signed for `sender` with the configured
 * key and valid `ttlSeconds` (`signGatewayAnswer`). Open to every origin and every project (a
 * gateway is called from any page, with no project id); a malformed request is a 400
 * `{ code: 'BAD_REQUEST', message }`.
 *
 * @example
 * await app.register(ensGatewayPlugin, { directory, settings: config.ensGateway })
 */
export const ensGatewayPlugin: FastifyPluginAsync<EnsGatewayPluginOptions> = async (
  app,
  options,
) => {
  const { directory, settings } = options
  const now = options.now ?? Date.now
  const zones = settings.zones.map((zone) => zone.toLowerCase())

  const answer = async ({ sender, data }: GatewayRequest) => {
    const result = await answerResolveCall({ data, directory, zones })
    const expires = BigInt(Math.floor(now() / 1000) + settings.ttlSeconds)
    return {
      data: await signGatewayAnswer({
        sender,
        request: data,
        result,
        expires,
        privateKey: settings.signerPrivateKey,
      }),
    }
  }

  const routeConfig = { config: { originPolicy: 'any' as const } }
  app.get(`${ENS_GATEWAY_PATH}/*`, routeConfig, async (request) => {
    const { '*': path } = request.params as { '*': string }
    return answer(parseGatewayPath(path))
  })
  app.post(
    ENS_GATEWAY_PATH,
    // The JSON of the largest accepted data, with room for the sender and the keys.
    { ...routeConfig, bodyLimit: 2 * MAX_GATEWAY_DATA_BYTES + 1024 },
    async (request) => answer(parseGatewayBody(request.body)),
  )
}
