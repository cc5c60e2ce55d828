import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatIssue, formatIssuePath } from './formatIssue.ts'

const schema = v.object({
  projects: v.array(
    v.object({ origins: v.array(v.pipe(v.string(), v.minLength(2, 'too short'))) }),
  ),
})

function firstIssue(input: unknown) {
  const result = v.safeParse(schema, input)
  if (result.success) throw new Error('expected an issue')
  return result.issues[0]
}

describe('formatIssue', () => {
  it('default: writes the path as a JS accessor and appends the message', () => {
    const issue = firstIssue({ projects: [{ origins: ['ok'] }, { origins: ['ok', 'x'] }] })
    expect(formatIssuePath(issue)).toBe('projects[1].origins[1]')
    expect(formatIssue(issue)).toBe('projects[1].origins[1]: too short')
  })

  it('behavior: a root issue has no path', () => {
    const issue = firstIssue('text')
    expect(formatIssuePath(issue)).toBe('')
    expect(formatIssue(issue)).toBe(issue.message)
  })
})
