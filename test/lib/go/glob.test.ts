import { test } from 'node:test'
import { NEVER_MS } from '../../helpers/timing.js'
import assert from 'node:assert/strict'
import { goPathMatch } from '../../../src/lib/go/path-match.js'
import { gobwasMatch } from '../../../src/lib/go/glob.js'

type Case = [pattern: string, text: string, want: boolean]

function check(fn: (p: string, t: string) => boolean, cases: Case[]): void {
  for (const [p, t, want] of cases) assert.equal(fn(p, t), want, `${JSON.stringify(p)} vs ${JSON.stringify(t)}`)
}

test('R1.7.1 gobwas: examples from the gobwas/glob readme and tests (no separators)', () => {
  check(gobwasMatch, [
    ['*.github.com', 'api.github.com', true],
    ['?at', 'cat', true],
    ['?at', 'fat', true],
    ['?at', 'at', false],
    ['', '', true],
    ['', 'b', false],
    ['*ä', 'åä', true],
    ['a*c', 'a12345c', true],
    ['\\*', '*', true],
    ['*is', 'this is a test', false],
    ['**is**a***test*', 'this is a test', true],
    ['[!a]*', 'this is a test3', true],
    ['?*?', 'ac', true],
    ['sta?', 'stagnation', false],
    ['{abc,def}ghi', 'defghi', true],
    ['{,a}', '', true],
    ['{a,ab,abc}', '', false],
    ['{a,ab}{bc,f}', 'abc', true],
    ['{*,**}{a,b}', 'ac', false],
    ['{{a,b},c}', 'c', true],
    ['/{rate,[a-z][a-z][a-z]}*', '/usd', true],
    ['*//{,*.}example.com', 'http://example.com', true],
    ['*//{,*.}example.com', 'http://example.com.net', false],
    ['[a-z][!a-x]*cat*[h][!b]*eyes*', 'my cat has very bright eyes', true],
    ['[a-z][!a-x]*cat*[h][!b]*eyes*', 'my dog has very bright eyes', false],
    ['{abc*[a-c]def,abc?[d-g]def,abc[zte]?def}', 'abczqdef', true],
    ['{https://*gobwas.com,http://exclude.gobwas.com}', 'http://safe.gobwas.com', false],
    ['a*a*a*a*b', 'a'.repeat(100), false]
  ])
})

test('R1.7.1 gobwas without separators: * ** and ? also match "/"', () => {
  check(gobwasMatch, [
    ['*.yaml', 'sub/dir/app.yaml', true],
    ['*', 'a/b/c', true],
    ['a?b', 'a/b', true],
    ['foo/**', 'foo/a/b.yaml', true],
    ['{prod,staging}/*.yaml', 'prod/x/deploy.yaml', true],
    ['{prod,staging}/*.yaml', 'dev/deploy.yaml', false],
    ['*.yaml', 'app.yml', false]
  ])
})

test('R1.7.1 gobwas: classes take ! only, and are one range OR one set', () => {
  check(gobwasMatch, [
    ['[abc].yaml', 'b.yaml', true],
    ['[abc].yaml', 'd.yaml', false],
    ['[!abc].yaml', 'd.yaml', true],
    ['[!abc].yaml', 'a.yaml', false],
    ['[a-c]x', 'bx', true],
    ['[!a-c]x', 'bx', false],
    ['[!a-c]x', 'dx', true],
    // `^` is not a negation in gobwas: [^a] is the set {^, a}.
    ['[^a]x', '^x', true],
    ['[^a]x', 'ax', true],
    ['[^a]x', 'bx', false],
    ['[\\]]', ']', true],
    ['[-]', '-', true]
  ])
})

test('R1.7.1 gobwas: patterns that do not compile never match (Argo logs and returns false)', () => {
  check(gobwasMatch, [
    ['[a-z0-9]', 'a', false], // a range must be the whole class
    ['[a-cx]', 'x', false],
    ['[c-a]', 'b', false],
    ['[]', '', false],
    ['[abc', 'a', false]
  ])
})

test('R1.7.1 gobwas v0.2.3 lexer quirks: literal , and } outside braces, unclosed {, escapes', () => {
  check(gobwasMatch, [
    ['a,b', 'a,b', true],
    ['a}', 'a}', true],
    ['{a,b', 'b', true], // v0.2.3 closes an unclosed group at the end
    ['{a,b', '{a,b', false],
    ['\\{a,b\\}', '{a,b}', true],
    ['\\?', '?', true],
    ['\\?', 'x', false],
    ['a\\', 'a', true], // a trailing backslash is dropped
    ['a.b', 'aXb', false], // regex metacharacters are literal
    ['(x|y)+', '(x|y)+', true]
  ])
})

test('gobwasMatch caches compiled patterns and stays consistent across calls', () => {
  for (let i = 0; i < 3; i++) {
    assert.equal(gobwasMatch('{a,b}*.yaml', 'b/c.yaml'), true)
    assert.equal(gobwasMatch('{a,b}*.yaml', 'c/c.yaml'), false)
  }
})

test('goPathMatch: Go path.Match test table', () => {
  // src/path/match_test.go matchTests; malformed patterns (ErrBadPattern) report false.
  check(goPathMatch, [
    ['abc', 'abc', true],
    ['*', 'abc', true],
    ['*c', 'abc', true],
    ['a*', 'a', true],
    ['a*', 'abc', true],
    ['a*', 'ab/c', false],
    ['a*/b', 'abc/b', true],
    ['a*/b', 'a/c/b', false],
    ['a*b*c*d*e*/f', 'axbxcxdxe/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxe/xxx/f', false],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/fff', false],
    ['a*b?c*x', 'abxbbxdbxebxczzx', true],
    ['a*b?c*x', 'abxbbxdbxebxczzy', false],
    ['ab[c]', 'abc', true],
    ['ab[b-d]', 'abc', true],
    ['ab[e-g]', 'abc', false],
    ['ab[^c]', 'abc', false],
    ['ab[^b-d]', 'abc', false],
    ['ab[^e-g]', 'abc', true],
    ['a\\*b', 'a*b', true],
    ['a\\*b', 'ab', false],
    ['a?b', 'a☺b', true],
    ['a[^a]b', 'a☺b', true],
    ['a???b', 'a☺b', false],
    ['a[^a][^a][^a]b', 'a☺b', false],
    ['[a-ζ]*', 'α', true],
    ['*[a-ζ]', 'A', false],
    ['a?b', 'a/b', false],
    ['a*b', 'a/b', false],
    ['[\\]a]', ']', true],
    ['[\\-]', '-', true],
    ['[x\\-]', 'x', true],
    ['[x\\-]', '-', true],
    ['[x\\-]', 'z', false],
    ['[\\-x]', 'x', true],
    ['[\\-x]', '-', true],
    ['[\\-x]', 'a', false],
    ['*x', 'xxx', true]
  ])
})

test('goPathMatch: malformed patterns are false, even when a prefix would match', () => {
  check(goPathMatch, [
    ['[]a]', ']', false],
    ['[-]', '-', false],
    ['[x-]', 'x', false],
    ['[-x]', 'x', false],
    ['\\', 'a', false],
    ['[a-b-c]', 'a', false],
    ['[', 'a', false],
    ['[^', 'a', false],
    ['[^bc', 'a', false],
    ['a[', 'a', false],
    ['a[', 'ab', false],
    ['a/b[', 'x', false],
    ['*[', 'a', false]
  ])
})

test('goPathMatch: ApplicationSet-style directory globs', () => {
  check(goPathMatch, [
    ['apps/*', 'apps/web', true],
    ['apps/*', 'apps/web/overlays', false],
    ['apps/*/overlays/*', 'apps/web/overlays/prod', true],
    ['apps/[!a]*', 'apps/web', false], // `!` is a literal in Go classes
    ['apps/[^a]*', 'apps/web', true],
    ['apps/{a,b}', 'apps/a', false], // no brace alternation in path.Match
    ['apps/{a,b}', 'apps/{a,b}', true]
  ])
})

test('R1.7.1 glob matchers take linear time: many `*` against a long near-miss finish (backtracking never would)', async () => {
  const { segmentRegExp } = await import('../../../src/lib/go/doublestar.js')
  const text = 'a'.repeat(5_000)
  const stars = '*a'.repeat(40) + '*b'
  const t0 = performance.now()
  assert.equal(gobwasMatch(stars, text), false)
  assert.equal(gobwasMatch(stars, text + 'b'), true)
  assert.equal(gobwasMatch('{*a,*a*}'.repeat(20) + 'b', text), false)
  assert.equal(segmentRegExp(stars).test(text), false)
  assert.equal(segmentRegExp(stars).test(text + 'b'), true)
  assert.equal(goPathMatch(stars, text), false)
  assert.equal(goPathMatch(stars, text + 'b'), true)
  const ms = performance.now() - t0
  assert.ok(ms < NEVER_MS, `took ${ms.toFixed(0)} ms`)
})
