import type * as v from 'valibot'

/**
 * Turns a valibot issue into `field: why`, writing the field as a JS accessor path
 * (`projects[0].allowedOrigins[1]`), so config and request errors name exactly what is wrong.
 *
 * @example
 * formatIssue(v.safeParse(schema, input).issues[0]) // 'entries: must be an integer from 1 to 100'
 */
export function formatIssue(issue: v.BaseIssue<unknown>): string {
  const path = formatIssuePath(issue)
  return path === '' ? issue.message : `${path}: ${issue.message}`
}

/**
 * The accessor path of an issue: `projects[0].id`, `page`, or `''` for the root value.
 *
 * @example
 * formatIssuePath(issue) // 'tokens[1].address'
 */
export function formatIssuePath(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    if (typeof key === 'number') path += `[${key}]`
    else if (typeof key === 'string') path += path === '' ? key : `.${key}`
  }
  return path
}
