const MAX_LINES = 2
const MAX_LINE_LENGTH = 160

/**
 * The lines of a run's program logs that say why it failed, for error details: the programs'
 * own error lines ('Program log: Error: insufficient funds', 'Transfer: insufficient lamports 10,
 * need 20'), at most two, each cut to 160 characters; '' when there are none.
 *
 * @example
 * describeProgramLogs(['Program 1111… invoke [1]', 'Transfer: insufficient lamports 10, need 20'])
 * // 'Transfer: insufficient lamports 10, need 20'
 */
export function describeProgramLogs(logs: readonly string[]): string {
  const lines = logs
    .filter(
      (line) =>
        /error|insufficient/i.test(line) && !/^Program \w+ (invoke|success|consumed)/.test(line),
    )
    .map((line) => (line.length > MAX_LINE_LENGTH ? `${line.slice(0, MAX_LINE_LENGTH)}…` : line))
  return lines.slice(-MAX_LINES).join('; ')
}
