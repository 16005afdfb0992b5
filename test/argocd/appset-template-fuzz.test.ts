// ApplicationSet templates against real helm, at random: seeded compositions of the Sprig functions over the values
// of test/fixtures/gotemplate-oracle.json, each rendered by helm (Go text/template and Sprig, as Argo CD's
// ApplicationSet controller uses them) and by the guard's engine. A snippet either renders the same text in both, or
// fails in both, or uses a function the guard does not evaluate offline (reported unknown, never guessed).
// The search that found the fixes of the gotemplate/ files ran thousands of these; this keeps a few hundred.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { APPSET_FUNCS } from '../../src/argocd/appset/functions.js'
import { executeTemplate, UnsupportedFunction } from '../../src/gotemplate/template.js'
import { parseGoYaml } from '../../src/lib/yaml/yaml.js'
import { helmSnippets } from '../helpers/helm-oracle.js'

const fixture = JSON.parse(readFileSync(new URL('../fixtures/gotemplate-oracle.json', import.meta.url), 'utf8')) as { values: string }
const values = parseGoYaml(fixture.values)

function generator(seed: number): () => string {
  let s = seed
  const rnd = (): number => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!
  const strs = [
    '.Values.name',
    '.Values.s0',
    '.Values.path.path',
    '.Values.url',
    '.Values.ver',
    '"a-b_c"',
    '"Héllo Wörld"',
    '""',
    '"x,y,,z"',
    '"  "',
    '"42"',
    '"3.75"'
  ]
  const nums = ['.Values.f', '.Values.big', '.Values.neg', '.Values.zero', '0', '1', '3', '-1', '2.5', '7', '100']
  const lists = ['.Values.list', '.Values.nums', '.Values.mixed', '.Values.emptylist', '.Values.path.segments', '(list 1 "a" 2.5)', '(list)']
  const maps = ['.Values.map', '.Values.emptymap', '.Values.path', '(dict "z" 1 "a" "b")']
  const any = (): string => pick([pick(strs), pick(nums), pick(lists), pick(maps), '.Values.none', 'true', 'false', 'nil'])
  const n = (): string => pick(nums)
  const m = (): string => pick(maps)
  const str = (d: number): string =>
    d > 2 || rnd() < 0.4
      ? pick(strs)
      : pick([
          () => `(upper ${str(d + 1)})`,
          () => `(lower ${str(d + 1)})`,
          () => `(title ${str(d + 1)})`,
          () => `(trim ${str(d + 1)})`,
          () => `(trimAll "a" ${str(d + 1)})`,
          () => `(trimPrefix "a" ${str(d + 1)})`,
          () => `(replace "a" "-" ${str(d + 1)})`,
          () => `(trunc ${pick(['3', '-3', '0', '10'])} ${str(d + 1)})`,
          () => `(substr ${pick(['0', '1', '2'])} ${pick(['3', '5', '-1', '20'])} ${str(d + 1)})`,
          () => `(quote ${any()})`,
          () => `(squote ${any()})`,
          () => `(repeat 2 ${str(d + 1)})`,
          () => `(toString ${any()})`,
          () => `(printf "${pick(['%v', '%s', '%d', '%q', '%x', '%t', '%T', '%v-%v'])}" ${any()}${rnd() < 0.3 ? ` ${any()}` : ''})`,
          () => `(join "${pick(['-', ',', ''])}" ${list(d + 1)})`,
          () => `(toJson ${any()})`,
          () => `(b64enc ${str(d + 1)})`,
          () => `(cat ${any()} ${any()})`,
          () => `(default "d" ${any()})`,
          () => `(kindOf ${any()})`,
          () => `(typeOf ${any()})`,
          () => `(untitle ${str(d + 1)})`,
          () => `(regexReplaceAll "[^a-z0-9]+" ${str(d + 1)} "-")`,
          () => `(base ${str(d + 1)})`,
          () => `(dir ${str(d + 1)})`,
          () => `(clean ${str(d + 1)})`,
          () => `(ext ${str(d + 1)})`,
          () => `(html ${str(d + 1)})`,
          () => `(urlquery ${str(d + 1)})`,
          () => `(print ${any()} ${any()})`,
          () => `(sha1sum ${str(d + 1)})`,
          () => `(index ${list(d + 1)} ${pick(['0', '1', '5'])})`,
          () => `(coalesce ${any()} ${any()})`,
          () => `(len ${any()})`,
          () => `(add ${n()} ${n()})`,
          () => `(mul ${n()} ${n()})`,
          () => `(div ${n()} ${pick(['2', '3', '-2'])})`,
          () => `(mod ${n()} ${pick(['2', '3', '-2'])})`,
          () => `(max ${n()} ${n()})`,
          () => `(int ${any()})`,
          () => `(float64 ${any()})`,
          () => `(atoi ${str(d + 1)})`,
          () => `(round ${n()} 1)`,
          () => `(eq ${any()} ${any()})`,
          () => `(lt ${n()} ${n()})`,
          () => `(empty ${any()})`,
          () => `(has ${any()} ${list(d + 1)})`,
          () => `(hasKey ${m()} "a")`,
          () => `(get ${m()} "a")`,
          () => `(first ${list(d + 1)})`,
          () => `(last ${list(d + 1)})`,
          () => `(keys ${m()} | sortAlpha)`,
          () => `(dig "a" "b" "none" ${m()})`
        ])()
  const list = (d: number): string =>
    d > 2 || rnd() < 0.4
      ? pick(lists)
      : pick([
          () => `(splitList "${pick([',', '/', ''])}" ${str(d + 1)})`,
          () => `(rest ${list(d + 1)})`,
          () => `(initial ${list(d + 1)})`,
          () => `(uniq ${list(d + 1)})`,
          () => `(sortAlpha ${list(d + 1)})`,
          () => `(compact ${list(d + 1)})`,
          () => `(reverse ${list(d + 1)})`,
          () => `(without ${list(d + 1)} "x")`,
          () => `(append ${list(d + 1)} ${any()})`,
          () => `(concat ${list(d + 1)} ${list(d + 1)})`,
          () => `(list ${any()} ${any()})`,
          () => `(regexSplit "[,/]" ${str(d + 1)} -1)`,
          () => `(slice ${list(d + 1)} ${pick(['0', '1'])})`,
          () => `(until ${pick(['0', '3'])})`,
          () => `(chunk 2 ${list(d + 1)})`
        ])()
  return () => `{{ ${pick([str, list])(0)} }}`
}

test('ApplicationSet templates at random (seeded): the same text as helm, or the same failure, or unknown', () => {
  const next = generator(20261203)
  const snippets = Array.from({ length: 250 }, next)
  const ours = snippets.map((s) => {
    try {
      return { text: executeTemplate(s, { Values: values }, { funcs: APPSET_FUNCS, missingKey: 'default' }) }
    } catch (e) {
      return e instanceof UnsupportedFunction ? { unknown: true } : { failed: (e as Error).message }
    }
  })
  // Those the guard renders, in one helm run (split only if helm fails); those it fails on, one by one.
  const rendered = snippets.filter((_, i) => 'text' in ours[i]!)
  const once = helmSnippets(fixture.values, rendered)
  const byHelm = new Map<string, string | undefined>(rendered.map((s, i) => [s, once[i]]))
  for (const [i, s] of snippets.entries()) if ('failed' in ours[i]!) byHelm.set(s, helmSnippets(fixture.values, [s])[0])
  const wrong = snippets.flatMap((s, i) => {
    const o = ours[i]!
    if ('unknown' in o) return []
    const h = byHelm.get(s)
    if ('failed' in o) return h === undefined ? [] : [`${s}: helm ${JSON.stringify(h)}, guard fails: ${o.failed}`]
    return h === o.text ? [] : [`${s}: helm ${h === undefined ? 'fails' : JSON.stringify(h)}, guard ${JSON.stringify(o.text)}`]
  })
  assert.deepEqual(wrong, [])
  assert.ok(rendered.length > 150, `only ${rendered.length} of 250 snippets rendered`)
})
