/**
 * Runs every task to the end (so each child is registered), then throws the first failure.
 *
 * @example
 * const anvils = await allOrFirstError(DEVNET_CHAINS.map(startOne))
 */
export async function allOrFirstError<T>(tasks: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(tasks)
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<T>).value)
}
