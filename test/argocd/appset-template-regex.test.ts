// Go's regexp (RE2 syntax and semantics, lib/go/regexp.ts) behind Sprig's regex functions in ApplicationSet templates,
// against real helm: every pattern on every input through regexFindAll, regexReplaceAll (with a group reference),
// regexMatch and regexSplit, compared as text; a pattern Go refuses is refused here too. Found by it: regexFindAll
// with no match is Go's nil slice, which toJson writes `null` (it wrote `[]`).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { APPSET_FUNCS } from '../../src/argocd/appset/functions.js'
import { executeTemplate, UnsupportedFunction } from '../../src/gotemplate/template.js'
import { helmSnippets } from '../helpers/helm-oracle.js'

const PATTERNS = [
  ...['a+', '(?i)ab', '^a', 'a$', '(?m)^b', '\\d+', '\\w+', '\\s', '\\bfoo\\b', '[[:alpha:]]+', '[[:^digit:]]+', '\\pL+', '\\p{Greek}'],
  ...['\\PL', '(?s)a.b', 'a.b', '(a)(b)?', '(?P<x>a)', 'a*?', 'a+?b', '[^\\n]+', '\\Qa.b\\E', '\\x41', '\\x{263a}', '[\\d-]+', '[a-]+'],
  ...['(?U)a+', 'a{2,}', 'a{,2}', 'a{2}', '\\A', '\\z', '(|a)', 'x*', '[]a]', '[^]a]', '\\.', '.', '(?i)é', 'é+', '[é-ü]', '\\v', '\\e'],
  ...['[\\w.-]+@[\\w.-]+', '^$', '(?:ab)+', '\\$', '\\b', '\\B', '[[:word:]]+', '\\C', '(a|ab)(c|bcd)(d*)', '(a', 'a**', '\\1', '(?<n>a)']
]
const INPUTS = ['', 'aaa', 'AbAB ab', 'foo bar\nbaz foo', 'a.b a\nb axb', 'é É ü Ω 12-3', 'x@y.z a@b', 'abcd', '☺A']

const J = (s: string): string => JSON.stringify(s)

function ours(s: string): string | undefined {
  try {
    return executeTemplate(s, {}, { funcs: APPSET_FUNCS, missingKey: 'default' })
  } catch (e) {
    if (e instanceof UnsupportedFunction) throw e
    return undefined
  }
}

// The patterns Go's regexp compiles (regexFindAll fails on the others; regexMatch swallows the error and says false).
const compiles = (p: string): boolean => ours(`{{ regexFindAll ${J(p)} "" -1 }}`) !== undefined

test('Sprig regex functions on Go regexp semantics, as helm runs them (patterns × inputs × 4 functions)', () => {
  const snippets = PATTERNS.filter(compiles).flatMap((p) =>
    INPUTS.flatMap((i) => [
      `{{ regexFindAll ${J(p)} ${J(i)} -1 | toJson }}`,
      `{{ regexReplaceAll ${J(p)} ${J(i)} "<$1>" }}`,
      `{{ regexMatch ${J(p)} ${J(i)} }}`,
      `{{ regexSplit ${J(p)} ${J(i)} -1 | toJson }}`
    ])
  )
  const helm = helmSnippets('x: 1\n', snippets)
  const wrong = snippets.flatMap((s, k) => {
    const got = ours(s)
    return got === helm[k] ? [] : [`${s}: helm ${helm[k] === undefined ? 'fails' : J(helm[k]!)}, guard ${got === undefined ? 'fails' : J(got)}`]
  })
  assert.deepEqual(wrong, [])
})

test('the patterns Go refuses are refused, and only those', () => {
  const refused = PATTERNS.filter((p) => !compiles(p))
  assert.deepEqual(refused, ['\\e', '\\C', '(a', 'a**', '\\1'])
  for (const p of refused) assert.equal(helmSnippets('x: 1\n', [`{{ regexFindAll ${J(p)} "" -1 }}`])[0], undefined, p)
})
