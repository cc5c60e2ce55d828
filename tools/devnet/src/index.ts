// Public API of @portico/devnet.

export {
  DETERMINISTIC_DEPLOYER,
  DEVNET_ACCOUNT_ABSTRACTION,
  type DevnetAccountAbstraction,
  porticoAccountAbstractionInitCodes,
  smartAccountSalt,
} from './accountAbstraction.ts'
export {
  type AccountAbstractionArtifacts,
  loadAccountAbstractionArtifacts,
} from './accountAbstractionArtifacts.ts'
export {
  BUNDLER_EXECUTOR_ACCOUNT,
  BUNDLER_UTILITY_ACCOUNT,
  DEPLOYER_ACCOUNT,
  DEV_ACCOUNTS,
  DEV_MNEMONIC,
  type DevAccount,
  EXCHANGE_HOT_WALLET_ACCOUNT,
  ONRAMP_TREASURY_ACCOUNT,
  PAYMASTER_SIGNER_ACCOUNT,
  TOKEN_HOLDER_COUNT,
  UNISWAP_ACCOUNT,
} from './accounts.ts'
export {
  type AddDevnetLiquidityParameters,
  addDevnetLiquidity,
  type DevnetPool,
} from './addDevnetLiquidity.ts'
export { type ChildExit, isProcessAlive, type ManagedChild, startChild } from './childProcess.ts'
export { type CollectionSpec, PORTICO_COLLECTIONS } from './collections.ts'
export {
  type CompileAccountAbstractionContractsReturnType,
  compileAccountAbstractionContracts,
} from './compileAccountAbstractionContracts.ts'
export { type CompileEnsContractsReturnType, compileEnsContracts } from './compileEnsContracts.ts'
export {
  type CompilePorticoTokenParameters,
  type CompilePorticoTokenReturnType,
  compileDevnetContract,
  compilePorticoNft,
  compilePorticoToken,
  type DevnetContractName,
  type TokenArtifact,
} from './compilePorticoToken.ts'
export { type DemoEnvParameters, demoEnv } from './demoEnv.ts'
export {
  BUNDLER_ACCOUNT_BALANCE,
  type DeployAccountAbstractionParameters,
  type DeployAccountAbstractionReturnType,
  deployAccountAbstraction,
} from './deployAccountAbstraction.ts'
export {
  type DeployCollectionsParameters,
  type DevnetCollection,
  deployCollections,
} from './deployCollections.ts'
export {
  type DeployEnsContractsParameters,
  type DevnetEns,
  deployEnsContracts,
  type EnsArtifacts,
} from './deployEnsContracts.ts'
export { type DeployTokensParameters, type DevnetToken, deployTokens } from './deployTokens.ts'
export {
  type DeployUniswapParameters,
  type DevnetUniswap,
  type DevnetUniswapContracts,
  deployUniswap,
} from './deployUniswap.ts'
export type { DevnetInfo } from './devnetInfo.ts'
export {
  DEVNET_ENS_GATEWAY_TTL_SECONDS,
  DEVNET_NAME_ZONE,
  ENS_GATEWAY_PATH,
  ensGatewayUrl,
} from './ens.ts'
export {
  AccountAbstractionArtifactError,
  AnvilUnavailableError,
  ChildProcessError,
  ContractCompileError,
  DeploymentError,
  InvalidPortError,
  PortConflictError,
  PortInUseError,
  StackStartAbortedError,
  UniswapArtifactError,
} from './errors.ts'
export {
  DEVNET_FARCASTER_ACCOUNTS,
  FARCASTER_ID_REGISTRY_ADDRESS,
  FARCASTER_KEY_REGISTRY_ADDRESS,
  type FarcasterTestAccount,
} from './farcaster.ts'
export {
  type CompileFarcasterContractsReturnType,
  compileFarcasterContracts,
  type InstallFarcasterRegistryParameters,
  type InstallFarcasterRegistryReturnType,
  installFarcasterRegistry,
} from './installFarcasterRegistry.ts'
export { NON_EVM_NETWORKS, type StackBitcoin, type StackSolana } from './nonEvmNetworks.ts'
export { assertPortsFree, getFreePort, isPortFree, type PortClaim } from './ports.ts'
export { asPostgresUser, findPostgresBin, givePostgresTheFolder } from './postgresProgram.ts'
export { REDIS_SERVER_PATH } from './redisProgram.ts'
export { resolveAnvilBinary } from './resolveAnvilBinary.ts'
export { PORT_SETTINGS, resolvePorts, type StackPorts } from './resolvePorts.ts'
export {
  AUTH_MASTER_KEY_FILE,
  AuthMasterKeyFileError,
  type BuildServerConfigParameters,
  buildServerConfig,
  DEV_ACCOUNT_NAMES,
  DEVNET_EXCHANGE,
  DEVNET_GAS_SPONSORSHIP_LIMIT_WEI,
  DEVNET_MAIL_FROM,
  DEVNET_ONRAMP_PROVIDER,
  DEVNET_SMART_ACCOUNT_NETWORKS,
  loadAuthMasterKey,
  NATIVE_PRICE_USD,
  type ServerChainAccountAbstraction,
  type ServerConfig,
  type StackChain,
} from './serverConfig.ts'
export {
  DEFAULT_PROJECT_ID,
  DEVNET_CHAINS,
  STACK_START_PHASES,
  type StackStartPhase,
} from './stack/stackConstants.ts'
export { type StartAnvilParameters, type StartAnvilReturnType, startAnvil } from './startAnvil.ts'
export {
  HAPROXY_PATH,
  haproxyConfig,
  type StartBalancerParameters,
  type StartBalancerReturnType,
  startBalancer,
} from './startBalancer.ts'
export {
  ALTO_CLI,
  type StartBundlerParameters,
  type StartBundlerReturnType,
  startBundler,
} from './startBundler.ts'
export { type StartDemoParameters, type StartDemoReturnType, startDemo } from './startDemo.ts'
export {
  DEVNET_SOCIAL_PROVIDERS,
  type DevnetOidc,
  type DevnetSocialProvider,
  devnetSocialClientId,
  devnetSocialRedirectUri,
  type StartDevnetOidcParameters,
  startDevnetOidc,
} from './startDevnetOidc.ts'
export { type StartDevnetOnrampParameters, startDevnetOnramp } from './startDevnetOnramp.ts'
export {
  type StartPostgresParameters,
  type StartPostgresReturnType,
  startPostgres,
} from './startPostgres.ts'
export {
  type StartRedisParameters,
  type StartRedisReturnType,
  startRedis,
} from './startRedis.ts'
export {
  type ScaledServers,
  type StartScaledServersParameters,
  startScaledServers,
} from './startScaledServers.ts'
export {
  type StartServerParameters,
  type StartServerReturnType,
  startServer,
} from './startServer.ts'
export {
  type Stack,
  type StartStackParameters,
  type StartStackReturnType,
  startStack,
} from './startStack.ts'
export {
  type StartTestAnvilParameters,
  startTestAnvil,
  type TestAnvil,
} from './startTestAnvil.ts'
export { PORTICO_TOKENS, type TokenSpec } from './tokens.ts'
export {
  DEVNET_POOLS,
  DEVNET_SWAP_GAS,
  DEVNET_UNISWAP,
  type PoolSide,
  type PoolSpec,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  type UniswapContractSpec,
  uniswapPairAddress,
} from './uniswap.ts'
export { loadUniswapArtifacts, type UniswapArtifacts } from './uniswapArtifacts.ts'
