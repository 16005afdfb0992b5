// R1.7.4: the guard does not evaluate Jsonnet, but what a Jsonnet app imports is an input of its render: a library in
// another folder that changes must mark the app as changed (render/jsonnet-imports.ts, render/inputs.ts).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { discoverApplications } from '../../src/argocd/discover.js'
import { appFingerprint } from '../../src/render/inputs.js'
import { inputTree } from '../../src/render/input-tree.js'
import { jsonnetImports } from '../../src/render/jsonnet-imports.js'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

test('jsonnet imports: every form of string literal, comments and strings neither hide nor invent one', () => {
  const text = [
    "local k = import 'lib/k.libsonnet';",
    'local cfg = importstr "conf/app.ini"; // import "commented.libsonnet"',
    "# import 'hash-comment.libsonnet'",
    '/* import "block-comment.libsonnet" */',
    "local bin = importbin @'bin\\raw''s.dat';",
    'local s = "import \\"in-a-string.libsonnet\\"";',
    'local t = |||',
    '  import "in-a-text-block.libsonnet"',
    '|||;',
    'local u = import /* between */ "\\u0061/b.libsonnet";',
    'local importer = 1; { imported: k.x, m: myimport }'
  ].join('\n')
  assert.deepEqual(jsonnetImports(text), [
    { kind: 'import', path: 'lib/k.libsonnet' },
    { kind: 'importstr', path: 'conf/app.ini' },
    { kind: 'importbin', path: "bin\\raw's.dat" },
    { kind: 'import', path: 'a/b.libsonnet' }
  ])
})

test('jsonnet imports: text that cannot be followed is undefined (computed or block-string imports, unterminated text)', () => {
  for (const text of [
    'local p = "x"; import p', // computed: a static error for go-jsonnet, unknown here
    'import |||\n  x.libsonnet\n|||',
    "import ('x.libsonnet')",
    'local s = "unterminated',
    '/* unterminated comment import "x.libsonnet"',
    'local t = |||\n  never closed\n'
  ])
    assert.equal(jsonnetImports(text), undefined, text)
  assert.deepEqual(jsonnetImports('{ a: 1 }'), [])
})

const app = (directory = '') =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: a, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: '${ORIGIN}', targetRevision: HEAD, path: apps/a${directory}}\n  destination: {server: 'https://kubernetes.default.svc', namespace: a}\n`

/**
 * The fingerprint of app `a` over `files` (path -> text) and `links` (path -> target); a file's object id follows its
 * text, as git's does.
 */
function fingerprint(files: Record<string, string>, manifest = app(), links: Record<string, string> = {}) {
  const all = { ...files, ...links }
  const entries = new Map(Object.keys(all).map((p) => [p, { mode: p in links ? '120000' : '100644', oid: `oid:${all[p]}` }]))
  const linkTree = {
    mode: (p: string) => entries.get(p)?.mode,
    isDir: (p: string) => Object.keys(all).some((f) => f.startsWith(`${p}/`)),
    target: (p: string) => links[p]
  }
  const t = inputTree(entries, Object.keys(all).sort(), 'sha', (p) => all[p], new Map(), linkTree)
  const d = discoverApplications([{ path: 'argocd/a.yaml', text: manifest }], 'argocd').apps[0]!
  return appFingerprint(d, t, [ORIGIN], {})
}

test('fingerprint (R1.7.4): a library a Jsonnet app imports from another folder is an input, transitively', () => {
  const files = {
    'apps/a/main.jsonnet': "local lib = import '../../lib/app.libsonnet';\nlib.render('a')\n",
    'lib/app.libsonnet': "local k = import 'k8s.libsonnet';\n{ render(n):: k.cm(n) }\n",
    'lib/k8s.libsonnet': "{ cm(n):: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: n } } }\n",
    'lib/unrelated.libsonnet': '{}\n'
  }
  const fp = fingerprint(files)
  assert.ok(fp.app)
  assert.deepEqual(fp.files, ['apps/a/main.jsonnet', 'lib/app.libsonnet', 'lib/k8s.libsonnet'])
  // Before, only the app folder counted: a PR changing the library read "0 apps changed" while Argo CD rendered anew.
  assert.notEqual(fingerprint({ ...files, 'lib/k8s.libsonnet': '{ cm(n):: {} }\n' }).app, fp.app)
  assert.equal(fingerprint({ ...files, 'lib/unrelated.libsonnet': '{ x: 1 }\n' }).app, fp.app, 'a library it does not import')
})

test('fingerprint (R1.7.4): an import through directory.jsonnet.libs, and a file appearing next to the importer first', () => {
  const withLibs = app().replace('path: apps/a}', 'path: apps/a, directory: {jsonnet: {libs: [vendor]}}}')
  const files = { 'apps/a/main.jsonnet': "import 'ksonnet-util.libsonnet'\n", 'vendor/ksonnet-util.libsonnet': '{ a: 1 }\n' }
  const fp = fingerprint(files, withLibs)
  assert.ok(fp.files.includes('vendor/ksonnet-util.libsonnet'))
  assert.notEqual(fingerprint({ ...files, 'vendor/ksonnet-util.libsonnet': '{ a: 2 }\n' }, withLibs).app, fp.app)
  // A file of that name next to main.jsonnet is found first by go-jsonnet: adding one changes what renders.
  assert.notEqual(fingerprint({ ...files, 'apps/a/ksonnet-util.libsonnet': '{ a: 3 }\n' }, withLibs).app, fp.app)
})

test('fingerprint (R1.7.4): an import that cannot be read or leaves the repository (by one level too) makes the inputs unknown (the app renders)', () => {
  for (const main of ["import '/etc/passwd'", "import '../../../outside.libsonnet'", 'local p = "x"; import p'])
    assert.equal(fingerprint({ 'apps/a/main.jsonnet': main }).app, undefined, main)
  // A library reached through a link that leaves the repository, and one whose link stays inside (followed, hashed).
  const main = { 'apps/a/main.jsonnet': "import 'lib.libsonnet'\n" }
  assert.equal(fingerprint(main, app(), { 'apps/a/lib.libsonnet': '../../../outside.libsonnet' }).app, undefined, 'link out')
  const inside = (text: string) => fingerprint({ ...main, 'lib/real.libsonnet': text }, app(), { 'apps/a/lib.libsonnet': '../../lib/real.libsonnet' })
  assert.ok(inside('{}').app, 'link in')
  assert.notEqual(inside('{ a: 1 }').app, inside('{}').app, 'what the link points at is an input')
  assert.ok(fingerprint({ 'apps/a/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' }).app, 'no Jsonnet: as before')
})

test('R1.7.4 end to end: a PR changing only a library a Jsonnet app imports is not "unchanged": the app is reported as not analysed', async () => {
  const dir = makeRepo({
    'argocd/a.yaml': app(),
    'apps/a/main.jsonnet': "local lib = import '../../lib/app.libsonnet';\nlib.render('a')\n",
    'lib/app.libsonnet': "{ render(n):: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: n } } }\n"
  })
  commit(dir, { 'lib/app.libsonnet': '{ render(n):: [] }\n' }, 'the library renders nothing now')
  const { report, stats } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const a = report.apps.find((x) => x.name === 'a')!
  assert.equal(a.skipped, false, 'rendered, not skipped as unchanged')
  assert.equal(stats.skipped, 0)
  assert.equal(a.outcome, 'unknown')
  assert.match(a.outcomeReason ?? '', /jsonnet/i)
})

test('jsonnet imports: a text block ends where go-jsonnet ends it, not at a line of its text that reads |||', () => {
  // The block holds the lines `|||` and `"` (indented like its first line): it ends at the unindented `|||`. Ending it
  // at the indented one made the `"` open a string that swallowed the import after the block.
  const text = ['local t = |||', '  a', '  |||', '  "', '|||;', 'local lib = import "lib.libsonnet";', 'local s = "x";', 'lib'].join('\n')
  assert.deepEqual(jsonnetImports(text), [{ kind: 'import', path: 'lib.libsonnet' }])
  // Chomped blocks, blank lines inside, tabs; a first line without indentation is a syntax error.
  assert.deepEqual(jsonnetImports('local t = |||-\n\tx\n\n\ty\n|||; import "a.libsonnet"'), [{ kind: 'import', path: 'a.libsonnet' }])
  assert.equal(jsonnetImports('local t = |||\nx\n|||; import "a.libsonnet"'), undefined)
})
