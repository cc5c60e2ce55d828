import { describe, expect, test } from 'vitest'
import { canonicalPath } from './canonicalPath.ts'

describe('canonicalPath', () => {
  test.each([
    ['/', '/'],
    ['/?projectId=p1&chainId=1', '/'],
    ['/index.html?projectId=p1', '/index.html'],
    ['/assets/frame-abc.js', '/assets/frame-abc.js'],
    ['/approve.html#x', '/approve.html'],
  ])('default: %s is %s', (url, path) => {
    expect(canonicalPath(url)).toBe(path)
  })

  test.each([
    ['a trailing slash', '/approve.html/'],
    ['a directory form', '/approve/'],
    ['a percent-encoded letter', '/%61pprove.html'],
    ['an encoded slash', '/assets%2fframe-abc.js'],
    ['an encoded dot segment', '/%2e%2e/index.html'],
    ['an empty segment', '//index.html'],
    ['the root twice', '//'],
    ['a dot segment', '/./index.html'],
    ['a dot-dot segment', '/assets/../approve.html'],
    ['a backslash', '/assets\\..\\approve.html'],
    ['no leading slash', 'index.html'],
    ['an absolute URL', 'http://secure-site/index.html'],
    ['nothing', undefined],
  ])('behavior: %s is not canonical', (_, url) => {
    expect(canonicalPath(url)).toBeUndefined()
  })
})
