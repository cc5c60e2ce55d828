/** Why a Solana address (an account or a mint) was refused, in config and request errors. */
export const SOLANA_ADDRESS_MESSAGE =
  'must be a Solana address (32 to 44 base58 characters that decode to 32 bytes)'
