// Applications written so that no text search finds them (escapes, tags, aliases), as go-yaml reads them and Argo CD
// with it. A hostile pull request first adds such a child Application (its parent's inputs change, so it is analysed),
// then, in a later pull request, deletes a claim the child renders: the parent is unchanged, and the guard found the
// child only when its text named `argoproj.io` and `kind: Application` in plain letters. Each case must fail with the
// claim pruned. Real git repositories, the real CLI pipeline.
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'
import { renderText } from '../../src/report/text/text.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'

const PVC =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec:\n  accessModes: [ReadWriteOnce]\n  resources: {requests: {storage: 1Gi}}\n'
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c1\n'

/** A repository whose root app renders `children/` (directory or chart), the child reading `data/`. */
function repoWith(childFiles: Record<string, string>): string {
  return makeRepo({
    'apps/root.yaml': applicationYaml('root', 'children', { destination: 'argocd' }),
    ...childFiles,
    'data/cm.yaml': CM,
    'data/pvc.yaml': PVC
  })
}

async function childPrunesPvc(dir: string, child = 'child'): Promise<void> {
  commit(dir, {}, 'drop the claim', ['data/pvc.yaml'])
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const app = report.apps.find((a) => a.name === child)
  assert.ok(app, `the child is found: ${report.apps.map((a) => a.name).join(', ')}`)
  assert.equal(app.outcome, 'analysed', JSON.stringify(app))
  assert.deepEqual(
    app.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
}

const child = applicationYaml('child', 'data')

test('a child Application whose group is written with a YAML escape (`argoproj\\x2eio`) is found: its claim is pruned', async () => {
  await childPrunesPvc(repoWith({ 'children/child.yaml': child.replace('argoproj.io/v1alpha1', '"argoproj\\x2eio/v1alpha1"') }))
})

test('a child Application in JSON whose group and kind are written with \\u escapes is found', async () => {
  const json = JSON.stringify({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name: 'child', namespace: 'argocd' },
    spec: {
      project: 'default',
      source: { repoURL: 'https://github.com/example/gitops.git', targetRevision: 'HEAD', path: 'data' },
      destination: { server: 'https://kubernetes.default.svc', namespace: 'child' },
      syncPolicy: { automated: { prune: true } }
    }
  })
    .replace('argoproj.io', 'argoproj\\u002eio')
    .replace('"Application"', '"Appl\\u0069cation"')
  await childPrunesPvc(repoWith({ 'children/child.json': json }))
})

test('a child Application whose group is a double-quoted scalar continued on the next line is found', async () => {
  await childPrunesPvc(repoWith({ 'children/child.yaml': child.replace('argoproj.io/v1alpha1', '"argoproj.\\\n  io/v1alpha1"') }))
})

test('a child Application in a UTF-16 file (a byte order mark, as Argo CD and go-yaml read it) is found, big- or little-endian', async () => {
  const le = Buffer.from(child, 'utf16le')
  for (const bytes of [Buffer.concat([Buffer.from([0xff, 0xfe]), le]), Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()])]) {
    const dir = repoWith({ 'children/README.md': 'the child is in UTF-16\n' })
    writeFileSync(join(dir, 'children/child.yaml'), bytes)
    commit(dir, {}, 'a UTF-16 child')
    await childPrunesPvc(dir)
  }
})

test('an Application whose kind is an alias (`kind: *k`) is found without any parent', async () => {
  const dir = makeRepo({
    'apps/child.yaml': `x: &k Application\n${child.replace('kind: Application', 'kind: *k')}`,
    'data/cm.yaml': CM,
    'data/pvc.yaml': PVC
  })
  await childPrunesPvc(dir)
})

test('a chart template whose child Application names its group as !!binary (base64) makes the unchanged parent render', async () => {
  const b64 = Buffer.from('argoproj.io/v1alpha1').toString('base64')
  const dir = makeRepo({
    'apps/root.yaml': applicationYaml('root', 'children', { destination: 'argocd' }),
    'children/Chart.yaml': 'apiVersion: v2\nname: children\nversion: 0.1.0\n',
    'children/templates/child.yaml': child.replace('argoproj.io/v1alpha1', `!!binary ${b64}`),
    'data/cm.yaml': CM,
    'data/pvc.yaml': PVC
  })
  await childPrunesPvc(dir)
})

test('a file parsed only because it may spell an Application otherwise is not reported for YAML it does not hold', async () => {
  // An escape in an unrelated, unparseable file: parsed now, and its error is no problem of the report.
  const dir = repoWith({ 'children/child.yaml': child, 'notes/odd.yaml': 'a: "\\x41"\nb: [unclosed\n' })
  commit(dir, { 'data/cm.yaml': CM.replace('c1', 'c2') }, 'rename')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.deepEqual(report.problems, [])
  assert.equal(report.apps.find((a) => a.name === 'child')?.outcome, 'analysed')
})

test('a change no Application the guard found reads is said in the report, never "nothing changed" alone', async () => {
  // The limit of any text search: a template that assembles the group at render time. The parent is unchanged and
  // not rendered; the child's claim goes, and the report names the file nothing analysed (notes are not listed).
  const dir = makeRepo({
    'apps/root.yaml': applicationYaml('root', 'children', { destination: 'argocd' }),
    'children/Chart.yaml': 'apiVersion: v2\nname: children\nversion: 0.1.0\n',
    'children/templates/child.yaml': child.replace('argoproj.io/v1alpha1', '{{ printf "%s.%s/v1alpha1" "argoproj" "io" }}'),
    'data/cm.yaml': CM,
    'data/pvc.yaml': PVC,
    'README.md': 'hello\n'
  })
  commit(dir, { 'README.md': 'hello again\n' }, 'drop the claim', ['data/pvc.yaml'])
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.deepEqual(report.unreadChanges, ['data/pvc.yaml'])
  assert.match(renderText(report), /1 changed file no Application the guard found reads, so nothing analysed it: data\/pvc\.yaml\./)
  assert.match(renderMarkdown(report), /📄 1 changed file no Application the guard found reads, so nothing analysed it: `data\/pvc\.yaml`\./)
  // With the parent's chart changed too, the parent renders, its child is found and reads data/: nothing is unread.
  commit(dir, { 'data/cm.yaml': CM.replace('c1', 'c2'), 'children/values.yaml': 'x: 1\n' }, 'rename')
  assert.equal((await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })).report.unreadChanges, undefined)
})
