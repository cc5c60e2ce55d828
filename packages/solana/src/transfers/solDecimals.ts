/** SOL's decimals: amounts and fees are counted in lamports, 10⁻⁹ SOL. */
export const SOL_DECIMALS = 9
