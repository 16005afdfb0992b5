// Go text/template + Sprig (src/gotemplate), standalone: no Argo CD code is loaded here.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { executeTemplate, missingKeyOption, TemplateError, UnsupportedFunction, type MissingKey } from '../../src/gotemplate/template.js'
import { SPRIG_FUNCS } from '../../src/gotemplate/sprig.js'
import { goSprintf } from '../../src/gotemplate/fmt.js'
import { formatFloat } from '../../src/gotemplate/values.js'

const run = (src: string, data: unknown, missingKey: MissingKey = 'default'): string => executeTemplate(src, data, { funcs: SPRIG_FUNCS, missingKey })

const data = {
  name: 'Guest Book_1',
  replicas: 3, // numbers decoded from JSON/YAML are float64 in Argo CD
  big: 1000000,
  list: ['a', 'b'],
  cluster: { name: 'prod-eu', labels: { env: 'prod' } },
  none: null,
  path: { path: 'apps/guestbook', basename: 'guestbook', segments: ['apps', 'guestbook'] }
}

test('R6.2 goTemplate: field chains, pipelines, parentheses, literals', () => {
  assert.equal(run('{{ .cluster.name }}-{{ .path.basename }}', data), 'prod-eu-guestbook')
  assert.equal(run('{{ .name | lower | replace " " "-" }}', data), 'guest-book_1')
  assert.equal(run('{{ (index .path.segments 0) | upper }}', data), 'APPS')
  assert.equal(run('{{ index .cluster.labels "env" }}', data), 'prod')
  assert.equal(run('{{ "a" }}{{ `raw\\n` }}{{ 7 }}{{ true }}{{ 0x1f }}', data), 'araw\\n7true31')
  assert.equal(run('{{ print 1 2 "x" 3 }}', data), '1 2x3', 'fmt.Sprint spaces only between non-strings')
})

test('R6.2 goTemplate: missing keys print <no value> by default; missingkey=error fails; nil values', () => {
  assert.equal(run('{{ .nope }}', data), '<no value>')
  assert.equal(run('{{ .nope.deeper }}', data), '<no value>')
  assert.equal(run('{{ .none }}', data), '<no value>')
  assert.equal(run('{{ .nope }}', data, 'zero'), '<no value>', 'zero of interface{} still prints <no value>')
  assert.throws(() => run('{{ .nope }}', data, 'error'), /map has no entry for key "nope"/)
  assert.throws(() => run('{{ .none.x }}', data), /nil pointer evaluating interface \{\}\.x/)
  assert.throws(() => run('{{ .name.x }}', data), /can't evaluate field x in type string/)
  assert.equal(missingKeyOption(['missingkey=error']), 'error')
  assert.equal(missingKeyOption(['missingkey=invalid']), 'default')
  assert.throws(() => missingKeyOption(['missingkey=bogus']), TemplateError)
})

test('R6.2 goTemplate: numbers from params are float64 (1e+06, %d error form, eq with an int literal errors)', () => {
  assert.equal(run('{{ .replicas }} {{ .big }}', data), '3 1e+06')
  assert.equal(run('{{ printf "%d" .replicas }}', data), '%!d(float64=3)')
  assert.equal(run('{{ printf "%d" (int .replicas) }}', data), '3')
  assert.throws(() => run('{{ eq .replicas 3 }}', data), /incompatible types for comparison/)
  assert.equal(run('{{ eq .replicas 3.0 }}', data), 'true')
  assert.equal(run('{{ eq .nope "x" }}', data), 'false', 'a missing value compares unequal without error')
  assert.equal(formatFloat(123456), '123456')
  assert.equal(formatFloat(1234567), '1.234567e+06')
  assert.equal(formatFloat(0.5), '0.5')
  assert.equal(formatFloat(0.00001), '1e-05')
})

test('R6.2 goTemplate: if / else if / else, with, range with $i $v, range else, break, variables', () => {
  const tpl = '{{- if eq .cluster.name "dev" }}D{{ else if .replicas }}R{{ else }}E{{ end -}}'
  assert.equal(run(tpl, data), 'R')
  assert.equal(run(tpl, { ...data, replicas: 0, cluster: { name: 'x' } }), 'E')
  assert.equal(run('{{ with .cluster.labels }}{{ .env }}{{ else }}none{{ end }}', data), 'prod')
  assert.equal(run('{{ with .nope }}{{ . }}{{ else }}none{{ end }}', data), 'none')
  assert.equal(run('{{ range $i, $v := .list }}{{ $i }}={{ $v }};{{ end }}', data), '0=a;1=b;')
  assert.equal(run('{{ range $k, $v := .cluster }}{{ $k }},{{ end }}', data), 'labels,name,', 'maps range in sorted key order')
  assert.equal(run('{{ range .nope }}x{{ else }}empty{{ end }}', data), 'empty')
  assert.equal(run('{{ range .list }}{{ if eq . "b" }}{{ break }}{{ end }}{{ . }}{{ end }}', data), 'a')
  assert.equal(run('{{ $x := "a" }}{{ if true }}{{ $x = "b" }}{{ $y := "c" }}{{ end }}{{ $x }}', data), 'b')
  assert.throws(() => run('{{ if true }}{{ $y := "c" }}{{ end }}{{ $y }}', data), /undefined variable/)
  assert.equal(run('{{ $.name }}{{ range .list }}{{ $.cluster.name }}{{ end }}', data), 'Guest Book_1prod-euprod-eu')
})

test('R6.2 goTemplate: and/or return operands and short-circuit; not, len, comparisons', () => {
  assert.equal(run('{{ and .name .replicas }}', data), '3')
  assert.equal(run('{{ or .nope "fallback" }}', data), 'fallback')
  assert.equal(run('{{ or .name (fail "not evaluated") }}', data), 'Guest Book_1')
  assert.equal(run('{{ not .none }} {{ len .list }} {{ len "héllo" }}', data), 'true 2 6')
  assert.equal(run('{{ lt 1 2 }} {{ ge "b" "a" }} {{ ne "a" "b" }}', data), 'true true true')
  assert.throws(() => run('{{ lt .nope 1 }}', data), /invalid type for comparison/)
})

test('R6.2 goTemplate: whitespace trimming and comments', () => {
  assert.equal(run('a  {{- "b" -}}  c {{/* gone */}}d {{- /* trimmed */ -}} e', data), 'abc de')
})

test('R6.2 goTemplate: parse and function errors', () => {
  assert.throws(() => run('{{ if .x }}', data), /unexpected EOF/)
  assert.throws(() => run('{{ .a', data), /unclosed action/)
  assert.throws(() => run('{{ nosuch .a }}', data), /function "nosuch" not defined/)
  assert.throws(() => run('{{ lower 3 }}', data), /expected string; got int/)
  assert.throws(() => run('{{ fail "boom" }}', data), /error calling fail: boom/)
})

test('R6.2 Sprig functions that are nondeterministic are reported unsupported, not guessed', () => {
  assert.throws(() => run('{{ now }}', data), UnsupportedFunction)
  assert.throws(() => run('{{ randAlphaNum 5 }}', data), UnsupportedFunction)
  assert.equal(run('{{ if false }}{{ now }}{{ end }}ok', data), 'ok', 'only calls that run matter')
})

test('R6.2 Sprig string functions (argument order as in Sprig)', () => {
  assert.equal(run('{{ trimPrefix "apps/" .path.path }}|{{ trimSuffix "book" "guestbook" }}|{{ trim "  x " }}', data), 'guestbook|guest|x')
  assert.equal(run('{{ "guestbook" | trunc 5 }}|{{ trunc -4 "guestbook" }}|{{ title "hello world" }}', data), 'guest|book|Hello World')
  assert.equal(run('{{ contains "book" "guestbook" }} {{ hasPrefix "guest" "guestbook" }} {{ hasSuffix "x" "guestbook" }}', data), 'true true false')
  assert.equal(run('{{ quote "a" 1 }} {{ squote "b" }} {{ cat "a" 1 nil "b" }}', data), '"a" "1" \'b\' a 1 b')
  assert.equal(run('{{ join "," .list }} {{ splitList "/" "a/b/c" | last }} {{ (split "/" "x/y")._1 }}', data), 'a,b c y')
  assert.equal(run('{{ default "d" .nope }} {{ default "d" "" }} {{ default "d" "v" }} {{ empty .list }} {{ coalesce .nope "" "c" }}', data), 'd d v false c')
  assert.equal(run('{{ ternary "yes" "no" (eq .cluster.name "prod-eu") }}', data), 'yes')
  assert.equal(run('{{ regexMatch "^prod-" .cluster.name }} {{ regexReplaceAll "(\\\\w+)-(\\\\w+)" .cluster.name "${2}.$1" }}', data), 'true eu.prod')
  assert.equal(run('{{ b64enc "hi" }} {{ b64dec "aGk=" }} {{ sha256sum "x" | trunc 12 }}', data), 'aGk= hi 2d711642b726')
  assert.equal(run('{{ int "42" | add 1 }} {{ atoi "x" }} {{ toString .replicas }} {{ int .replicas }}', data), '43 0 3 3')
})

test('R6.2 Sprig dicts and lists, JSON', () => {
  assert.equal(run('{{ dict "b" 1 "a" "x" | toJson }}', data), '{"a":"x","b":1}')
  assert.equal(run('{{ toJson .cluster }}', data), '{"labels":{"env":"prod"},"name":"prod-eu"}')
  assert.equal(run('{{ (fromJson "{\\"a\\":[1,2]}").a }}', data), '[1 2]')
  assert.equal(
    run('{{ get .cluster "name" }}|{{ get .cluster "nope" }}|{{ hasKey .cluster "labels" }}|{{ keys .cluster | join "," }}', data),
    'prod-eu||true|labels,name'
  )
  assert.equal(run('{{ list 1 "a" | toJson }}', data), '[1,"a"]')
})

test('printf follows Go fmt verbs and error forms', () => {
  assert.equal(goSprintf('%s-%05d|%-4s|%x|%q|%v|%.2f|%t', ['a', 42n, 'ab', 255n, 'q"', [1, 'x'], 3.14159, true]), 'a-00042|ab  |ff|"q\\""|[1 x]|3.14|true')
  assert.equal(goSprintf('%s %d', ['only']), 'only %!d(MISSING)')
  assert.equal(goSprintf('%s', ['a', 'b']), 'a%!(EXTRA string=b)')
})
