// Red team round 3: an app-of-apps that renders one child Application twice applies its last version (Argo CD's
// DeduplicateTargetObjects keeps the last object of a key, with a RepeatedResourceWarning). The guard planned the child
// from the first: a PR adding a second file with the same Application name and another source path passed with
// "0 to prune" (the child unchanged, from its old file) while Argo CD switched the child's path and pruned its claim.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const app = (name: string, path: string, ns: string): string => applicationYaml(name, path, { destination: ns })

test('a child rendered twice by its parent is planned in its last version, as Argo CD applies it', async () => {
  const dir = makeRepo({
    'root/root.yaml': app('root', 'children', 'argocd'),
    'children/a.yaml': app('data', 'data', 'data'),
    'data/pvc.yaml':
      'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: db}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n',
    'empty/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n'
  })
  commit(dir, { 'children/b.yaml': app('data', 'empty', 'data') }, 'a second definition of the child')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const data = report.apps.find((a) => a.name === 'data')!
  assert.equal(data.file, 'children/b.yaml')
  assert.deepEqual(
    data.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/db']
  )
  assert.equal(report.verdict, 'fail')
})

// Red team round 4: two parents rendering one child Application in different versions. Argo CD applies each parent's
// version when that parent syncs (SharedResourceWarning only; the last sync wins), and the child syncs whichever it
// holds. The guard planned the child from the parent whose id sorts first: a PR adding a parent `z-team` that renders
// `data` with another path passed with "0 to prune" while Argo CD could switch `data` to that path and prune its claim.
const PVC_AND_CM =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: db}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n' +
  '---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n'
const twoParents = {
  'root/root.yaml': app('root', 'parents', 'argocd'),
  'parents/a.yaml': app('a-team', 'a-children', 'argocd'),
  'a-children/data.yaml': app('data', 'data', 'data'),
  'data/all.yaml': PVC_AND_CM,
  'empty/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n'
}
const contested = (report: Awaited<ReturnType<typeof analyze>>['report']) =>
  report.findings.filter((f) => f.rule === 'shared-resource' && f.resource?.kind === 'Application' && f.blocking).map((f) => f.app)

test('a child two parents render in different versions blocks: Argo CD syncs it in each version in turn', async () => {
  const dir = makeRepo(twoParents)
  commit(dir, { 'parents/z.yaml': app('z-team', 'z-children', 'argocd'), 'z-children/data.yaml': app('data', 'empty', 'data') }, 'a second parent')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.deepEqual(contested(report).sort(), ['a-team', 'z-team'])
  assert.equal(report.verdict, 'fail')
})

test('two parents rendering one child identically at base: a PR giving one of them another version blocks', async () => {
  const dir = makeRepo({ ...twoParents, 'parents/z.yaml': app('z-team', 'z-children', 'argocd'), 'z-children/data.yaml': app('data', 'data', 'data') })
  commit(dir, { 'z-children/data.yaml': app('data', 'empty', 'data') }, 'z-team moves data')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.deepEqual(contested(report).sort(), ['a-team', 'z-team'])
  assert.equal(report.verdict, 'fail')
})

test('two parents rendering one child identically: medium, not blocking (nothing contested)', async () => {
  const dir = makeRepo(twoParents)
  commit(dir, { 'parents/z.yaml': app('z-team', 'z-children', 'argocd'), 'z-children/data.yaml': app('data', 'data', 'data') }, 'same version')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.deepEqual(contested(report), [])
  assert.equal(report.verdict, 'pass')
})
