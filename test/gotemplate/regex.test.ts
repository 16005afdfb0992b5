import { test } from 'node:test'
import assert from 'node:assert/strict'
import { executeTemplate } from '../../src/gotemplate/template.js'
import { APPSET_FUNCS } from '../../src/gotemplate/sprig.js'

const run = (src: string, data: unknown = {}): string => executeTemplate(src, data, { funcs: APPSET_FUNCS, missingKey: 'default' })

test('R6.3 Sprig regex functions: a catastrophic-backtracking pattern finishes in linear time (RE2)', () => {
  const s = 'a'.repeat(30_000) + 'b'
  const t0 = performance.now()
  assert.equal(run('{{ regexMatch "^(a+)+$" .s }}', { s }), 'false')
  assert.equal(run('{{ regexReplaceAll "(a|aa)+c" .s "x" | len }}', { s }), String(s.length))
  assert.equal(run('{{ regexFindAll "(x+x+)+y" .s -1 | len }}', { s }), '0')
  assert.ok(performance.now() - t0 < 1000, `took ${performance.now() - t0} ms`)
})

test('R6.3 Sprig regex functions follow Go regexp (RE2 syntax, empty matches, Expand)', () => {
  // Go syntax that JavaScript lacks: (?P<name>), POSIX classes, \A and \z.
  assert.equal(run('{{ regexReplaceAll "(?P<a>[[:alpha:]]+)-(\\\\d+)" "ab-12 cd-3" "${2}:$a" }}'), '12:ab 3:cd')
  assert.equal(run('{{ regexMatch "\\\\Aab\\\\z" "ab" }} {{ regexMatch "\\\\Aab\\\\z" "ab\\n" }}'), 'true false')
  // Go skips an empty match right after a match: ReplaceAll("a*", "baaac", "-") = "-b-c-".
  assert.equal(run('{{ regexReplaceAll "a*" "baaac" "-" }}'), '-b-c-')
  assert.equal(run('{{ regexFindAll "a*" "baaac" -1 | toJson }}'), '["","aaa",""]')
  assert.equal(run('{{ regexFindAll "[0-9]+" "1 22 333" 2 | toJson }}'), '["1","22"]')
  assert.equal(run('{{ regexSplit "z+" "pizza" -1 | toJson }} {{ regexSplit "" "abc" -1 | toJson }} {{ regexSplit "a" "" -1 | toJson }}'), '["pi","a"] ["a","b","c"] [""]')
  assert.equal(run('{{ regexSplit "," "a,b,c" 2 | toJson }}'), '["a","b,c"]')
  assert.equal(run('{{ regexFind "[0-9]+" "ab12cd34" }}|{{ regexFind "x" "ab" }}'), '12|')
  assert.equal(run('{{ regexReplaceAllLiteral "a(b)" "abab" "$1" }} {{ regexReplaceAll "a(b)" "abab" "$1x" }} {{ regexReplaceAll "a(b)" "abab" "${1}x" }}'), '$1$1  bxbx')
  assert.equal(run('{{ regexMatch "(?i)^PROD" "production" }}'), 'true')
  assert.throws(() => run('{{ mustRegexMatch "(" "x" }}'), /error parsing regexp/)
  assert.equal(run('{{ regexMatch "(" "x" }}'), 'false')
})

test('a matrix of two 1,000-element lists (a million apps from a few KB) is reported as not expandable, quickly', async () => {
  const { expandApplicationSet } = await import('../../src/argocd/appset/expand.js')
  const { MAX_MATRIX_PARAMS } = await import('../../src/argocd/appset/generators.js')
  const list = (p: string, n: number) => ({ list: { elements: Array.from({ length: n }, (_, i) => ({ [p]: `${p}${i}` })) } })
  const set = (n: number) => ({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'ApplicationSet',
    metadata: { name: 'grid', namespace: 'argocd' },
    spec: {
      generators: [{ matrix: { generators: [list('a', n), list('b', n)] } }],
      template: {
        metadata: { name: '{{a}}-{{b}}' },
        spec: { project: 'default', source: { repoURL: 'https://github.com/example/gitops.git', path: 'x' }, destination: { server: 'https://kubernetes.default.svc', namespace: '{{a}}' } }
      }
    }
  })
  const repo = { repoURLs: ['https://github.com/example/gitops.git'], files: [], readFile: () => undefined }
  const t0 = performance.now()
  const huge = expandApplicationSet(set(1000), repo)
  assert.equal(huge.apps.length, 0)
  assert.match(huge.unexpandable.join('\n'), new RegExp(`generators\\[0\\]: the matrix generates more than ${MAX_MATRIX_PARAMS} parameter sets`))
  assert.ok(performance.now() - t0 < 5000, `${performance.now() - t0} ms`)
  assert.equal(expandApplicationSet(set(20), repo).apps.length, 400)
})
