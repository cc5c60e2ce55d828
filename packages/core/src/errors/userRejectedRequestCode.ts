/**
 * EIP-1193 4001, the visitor declined: `WALLET_ERROR_CODES.userRejectedRequest`. A module of its
 * own so that the rejection classes, which every page loads up front, take the number without
 * bringing the whole table (and the mapping's chunk) into the first chunk.
 *
 * @example
 * new UserRejectedRequestError().code === USER_REJECTED_REQUEST_CODE // true
 */
export const USER_REJECTED_REQUEST_CODE = 4001
