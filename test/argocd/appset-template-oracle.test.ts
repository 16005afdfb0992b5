// The Go template engine ApplicationSets are expanded with (src/gotemplate, Argo CD's functions), against real helm,
// whose templates are Go text/template with the same Sprig: each snippet of test/fixtures/gotemplate-oracle.json is
// rendered by helm (as an `include` written out with toJson) and by the guard, with the same values. Found by it:
// upper/lower mapped `ß` to `SS` (Go keeps it) and `İ` to `i̇`, trunc and substr counted characters (Sprig counts
// UTF-8 bytes), `substr 3 1` returned "" (Go fails), `replace ""` inserted nothing at the ends, `%#v` and `%U`; and
// a seeded random search (compositions of the functions, compared the same way): the list functions took a nil list
// as empty (Go fails), `slice` of an empty list is nil, html/js/urlquery print nil as `<no value>`, nospace walks bytes.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { APPSET_FUNCS } from '../../src/argocd/appset/functions.js'
import { executeTemplate, TemplateError, UnsupportedFunction } from '../../src/gotemplate/template.js'
import { parseGoYaml } from '../../src/lib/yaml/yaml.js'
import { helmSnippets } from '../helpers/helm-oracle.js'

const fixture = JSON.parse(readFileSync(new URL('../fixtures/gotemplate-oracle.json', import.meta.url), 'utf8')) as {
  values: string
  ok: string[]
  errors: string[]
}
const values = parseGoYaml(fixture.values)
const ours = (src: string): string => executeTemplate(src, { Values: values }, { funcs: APPSET_FUNCS, missingKey: 'default' })

test('ApplicationSet templates: snippets render as helm renders them (Go text/template, Sprig)', () => {
  const out = helmSnippets(fixture.values, fixture.ok)
  const wrong = fixture.ok.flatMap((s, i) => {
    const want = out[i]
    let got: string
    try {
      got = ours(s)
    } catch (e) {
      got = `ERROR ${(e as Error).message}`
    }
    return got === want ? [] : [`${s}\n  helm:  ${JSON.stringify(want)}\n  guard: ${JSON.stringify(got)}`]
  })
  assert.deepEqual(wrong, [])
})

test('ApplicationSet templates: snippets that fail in Go fail here too (a template error, not unknown)', () => {
  for (const s of fixture.errors) {
    assert.equal(helmSnippets(fixture.values, [s])[0], undefined, `helm renders ${s}`)
    assert.throws(
      () => ours(s),
      (e: Error) => e instanceof TemplateError,
      s
    )
  }
})

test('printf %#v of a list or a map (Go syntax with Go types) is unknown, not a guess', () => {
  assert.throws(
    () => ours('{{ printf "%#v" .Values.list }}'),
    (e: Error) => e instanceof UnsupportedFunction
  )
  assert.equal(ours('{{ printf "%#v|%U|%#U" "a" 65 233 }}'), '"a"|U+0041|U+00E9 \'é\'')
})
