import { test } from 'node:test'
import { NEVER_MS } from '../helpers/timing.js'
import assert from 'node:assert/strict'
import { executeTemplate } from '../../src/gotemplate/template.js'
import { SPRIG_FUNCS } from '../../src/gotemplate/sprig.js'

const run = (src: string, data: unknown = {}): string => executeTemplate(src, data, { funcs: SPRIG_FUNCS, missingKey: 'default' })

test('R6.3 Sprig regex functions: a catastrophic-backtracking pattern finishes in linear time (RE2)', () => {
  const s = 'a'.repeat(30_000) + 'b'
  const t0 = performance.now()
  assert.equal(run('{{ regexMatch "^(a+)+$" .s }}', { s }), 'false')
  assert.equal(run('{{ regexReplaceAll "(a|aa)+c" .s "x" | len }}', { s }), String(s.length))
  assert.equal(run('{{ regexFindAll "(x+x+)+y" .s -1 | len }}', { s }), '0')
  // Backtracking over 30,000 characters would not finish at all; linear time is milliseconds.
  assert.ok(performance.now() - t0 < NEVER_MS, `took ${performance.now() - t0} ms`)
})

test('R6.3 Sprig regex functions follow Go regexp (RE2 syntax, empty matches, Expand)', () => {
  // Go syntax that JavaScript lacks: (?P<name>), POSIX classes, \A and \z.
  assert.equal(run('{{ regexReplaceAll "(?P<a>[[:alpha:]]+)-(\\\\d+)" "ab-12 cd-3" "${2}:$a" }}'), '12:ab 3:cd')
  assert.equal(run('{{ regexMatch "\\\\Aab\\\\z" "ab" }} {{ regexMatch "\\\\Aab\\\\z" "ab\\n" }}'), 'true false')
  // Go skips an empty match right after a match: ReplaceAll("a*", "baaac", "-") = "-b-c-".
  assert.equal(run('{{ regexReplaceAll "a*" "baaac" "-" }}'), '-b-c-')
  assert.equal(run('{{ regexFindAll "a*" "baaac" -1 | toJson }}'), '["","aaa",""]')
  assert.equal(run('{{ regexFindAll "[0-9]+" "1 22 333" 2 | toJson }}'), '["1","22"]')
  assert.equal(
    run('{{ regexSplit "z+" "pizza" -1 | toJson }} {{ regexSplit "" "abc" -1 | toJson }} {{ regexSplit "a" "" -1 | toJson }}'),
    '["pi","a"] ["a","b","c"] [""]'
  )
  assert.equal(run('{{ regexSplit "," "a,b,c" 2 | toJson }}'), '["a","b,c"]')
  assert.equal(run('{{ regexFind "[0-9]+" "ab12cd34" }}|{{ regexFind "x" "ab" }}'), '12|')
  assert.equal(
    run('{{ regexReplaceAllLiteral "a(b)" "abab" "$1" }} {{ regexReplaceAll "a(b)" "abab" "$1x" }} {{ regexReplaceAll "a(b)" "abab" "${1}x" }}'),
    '$1$1  bxbx'
  )
  assert.equal(run('{{ regexMatch "(?i)^PROD" "production" }}'), 'true')
  assert.throws(() => run('{{ mustRegexMatch "(" "x" }}'), /error parsing regexp/)
  assert.equal(run('{{ regexMatch "(" "x" }}'), 'false')
})
