// The files a kustomize generator/transformer config names are inputs of the app: with `--load-restrictor
// LoadRestrictionsNone` (accepted in kustomizeBuildOptions) a PatchTransformer's `path` may be anywhere in the
// repository. Before, the fingerprint followed the kustomization's own fields only, and a pull request changing only
// that patch (renaming a claim: the old one is pruned) passed as '0 apps changed'. Real git repositories, real kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, pvc } from '../helpers/apps.js'

const CONFIG = 'kustomizeBuildOptions: ["--load-restrictor LoadRestrictionsNone"]\ncheckDeterminism: false\n'
const patchTransformer = (indent: string) =>
  ['apiVersion: builtin', 'kind: PatchTransformer', 'metadata: {name: p}', 'path: ../shared/patch.yaml', 'target: {kind: PersistentVolumeClaim}']
    .map((l) => indent + l)
    .join('\n')
const LABEL = '- op: add\n  path: /metadata/labels\n  value: {a: b}\n'
const RENAME = '- op: replace\n  path: /metadata/name\n  value: data-v2\n'

async function prunesData(files: Record<string, string>): Promise<void> {
  const dir = makeRepo({
    '.prune-guard.yaml': CONFIG,
    'apps/web.yaml': applicationYaml('web', 'app'),
    'app/pvc.yaml': pvc('data'),
    'shared/patch.yaml': LABEL,
    ...files
  })
  commit(dir, { 'shared/patch.yaml': RENAME }, 'rename the claim')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const app = report.apps.find((a) => a.name === 'web')!
  assert.equal(app.outcome, 'analysed', JSON.stringify(app))
  assert.deepEqual(
    app.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
}

test('a transformer config file naming a patch outside the kustomization folder: the patch is an input', async () => {
  await prunesData({ 'app/kustomization.yaml': 'resources: [pvc.yaml]\ntransformers: [pt.yaml]\n', 'app/pt.yaml': `${patchTransformer('')}\n` })
})

test('an inline transformer config, and one listed by a transformer kustomization (read from the user): the patch is an input', async () => {
  await prunesData({ 'app/kustomization.yaml': `resources: [pvc.yaml]\ntransformers:\n- |-\n${patchTransformer('  ')}\n` })
  await prunesData({
    'app/kustomization.yaml': 'resources: [pvc.yaml]\ntransformers: [../tr]\n',
    'tr/kustomization.yaml': 'resources: [pt.yaml]\n',
    'tr/pt.yaml': `${patchTransformer('')}\n`
  })
})
