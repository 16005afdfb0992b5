import { test } from 'node:test'
import assert from 'node:assert/strict'
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseGoYaml, parseYamlStream } from '../../src/lib/yaml/yaml.js'
import { goQuotedEnd, repairGoQuotedScalars } from '../../src/lib/yaml/go-quoted.js'
import { renderHelm } from '../../src/render/helm/helm.js'
import { deps, freshDir, request } from '../fixtures/helm/charts.js'

// The corpus sits next to the repository (../shared/corpus, as scripts/eval-corpus.ts reads it); from a worktree
// under /work/wt it is one level further up.
const ROOT = join(import.meta.dirname, '..', '..')
const CORPUS_CHART = [join(ROOT, '..', 'shared'), join(ROOT, '..', '..', 'shared')]
  .map((d) => join(d, 'corpus', 'charts', 'bitwarden-self-host'))
  .find((d) => existsSync(join(d, 'Chart.yaml')))

test('a multi-line quoted scalar closing less indented decodes as Go reads it (same value as the indented form)', () => {
  const cases: Array<[string, string]> = [
    // flow sequence item, closing quote at the key's column (the bitwarden chart's `args: ['` ... `']`)
    ['spec:\n  args: [\'\n    echo a;\n    echo "b"\n  \']\n', 'spec:\n  args: [\'\n     echo a;\n     echo "b"\n     \']\n'],
    // block context, double-quoted, continuation at column 0, with an escaped quote and a blank line
    ['a:\n  b: "x \\" y\nz\n\nw"\nc: 1\n', 'a:\n  b: "x \\" y\n      z\n\n      w"\nc: 1\n'],
    // single-quoted with an escaped quote ('') spanning the unindent
    ["a:\n  b: 'it''s\n  done'\n", "a:\n  b: 'it''s\n        done'\n"]
  ]
  for (const [loose, indented] of cases) {
    const want = parseYamlStream(indented)
    assert.deepEqual(want.errors, [], indented)
    const got = parseYamlStream(loose)
    assert.deepEqual(got.errors, [], loose)
    assert.deepEqual(
      got.docs.map((d) => d.value),
      want.docs.map((d) => d.value)
    )
    assert.deepEqual(parseGoYaml(loose), want.docs[0]!.value)
  }
  assert.deepEqual(parseYamlStream(cases[0]![0]).docs[0]!.value, { spec: { args: [' echo a; echo "b" '] } })
})

test('line numbers stay those of the original text after the repair', () => {
  const text = "# Source: c/templates/a.yaml\nkind: A\nx: ['\n1\n']\n---\n# Source: c/templates/b.yaml\nkind: B\n"
  const s = parseYamlStream(text)
  assert.deepEqual(s.errors, [])
  assert.deepEqual(
    s.docs.map((d) => [d.line, (d.value as { kind: string }).kind]),
    [
      [2, 'A'],
      [8, 'B']
    ]
  )
})

test('only what Go accepts is repaired: a document marker inside the scalar, no closing quote, keys stay errors', () => {
  // Go: "found unexpected document indicator" / "found unexpected end of stream"
  for (const bad of ['a:\n  b: "x\n--- y"\n', "a:\n  b: 'x\n... y'\n", 'a:\n  b: "x\n  y\n', 'a:\n  b: "x\\\n--- y"\n']) {
    assert.equal(repairGoQuotedScalars(bad), bad, bad)
    assert.ok(parseYamlStream(bad).errors.length > 0, bad)
  }
  assert.equal(goQuotedEnd('"a\\"b" c', 0), 5)
  assert.equal(goQuotedEnd("'a''b' c", 0), 5)
  // A well-formed text is returned untouched; quotes inside block and plain scalars are not scalars of their own.
  const fine = "a: |\n  'not closed\nb: it's\nc: 'x\n   y'\n"
  assert.equal(repairGoQuotedScalars(fine), fine)
  assert.deepEqual(parseYamlStream(fine).errors, [])
  // A multi-line implicit key is still refused (Go: "could not find expected ':'").
  assert.ok(parseYamlStream('"a\nb": 1\n').errors.length > 0)
})

test(
  'the bitwarden self-host chart from the corpus renders through helm and the decoder (Go accepts its args)',
  { skip: CORPUS_CHART ? false : 'the corpus (../shared/corpus) is not on this machine' },
  async () => {
    const root = freshDir('bw-')
    const app = join(root, 'self-host')
    cpSync(CORPUS_CHART!, app, { recursive: true })
    const out = await renderHelm(request(root, app), deps)
    const jobs = out.docs.filter((d) => (d.obj as { kind?: string }).kind === 'Job')
    assert.ok(out.docs.length >= 30, `only ${out.docs.length} documents`)
    const args = jobs.flatMap((j) => {
      const spec = (j.obj as { spec: { template: { spec: { containers: Array<{ args?: string[] }> } } } }).spec.template.spec
      return spec.containers.flatMap((c) => c.args ?? [])
    })
    const cleanup = args.find((a) => a.includes('kubectl delete configmap'))
    assert.ok(cleanup, 'the cleanup Job keeps its shell script')
    assert.match(cleanup, /^ kubectl delete configmap \S+ -n dest-ns; .* echo "Done" $/)
  }
)
