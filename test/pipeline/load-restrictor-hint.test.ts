// A kustomization that lists a file outside its own directory builds only when Argo CD's argocd-cm
// kustomize.buildOptions include `--load-restrictor LoadRestrictionsNone` (kube-components-stack/kustomization's
// overlays name `../../base/helm-generator.yaml`; its Argo CD sets the option). Argo CD's default refuses it too, so
// without a sign of the option it stays a render error, now with the fix; when the repository itself sets the option
// (read at base), the app is not analysed, naming that line and the value to copy without the options the guard
// refuses. And an option the guard refuses, in its own settings, is a settings error naming it, not a render error
// blamed on Argo CD for every kustomize app. Real git repositories, real kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { ConfigError } from '../../src/config/config.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const CM = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "1"\n`
const FILES = {
  'apps/k.yaml': applicationYaml('k', 'overlays/dev'),
  'overlays/dev/kustomization.yaml': 'resources:\n- cm.yaml\n',
  'overlays/dev/cm.yaml': CM('own'),
  'shared/extra.yaml': CM('shared')
}
const OUTSIDE = 'resources:\n- cm.yaml\n- ../../shared/extra.yaml\n'
const ARGO_VALUES = "configs:\n  cm:\n    kustomize.buildOptions: '--enable-alpha-plugins --load-restrictor LoadRestrictionsNone'\n"

test('R1.6.4: a file outside the kustomization without the option stays a render error (Argo CD default), with the fix', async () => {
  const dir = makeRepo(FILES)
  commit(dir, { 'overlays/dev/kustomization.yaml': OUTSIDE }, 'list a file outside the folder')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const a = report.apps[0]!
  assert.equal(a.outcome, 'render-error')
  const f = report.findings.find((x) => x.rule === 'render-error')!
  assert.ok(f, 'a render-error finding')
  assert.match(f.fix ?? '', /list a kustomization directory instead of the file/)
  assert.match(f.fix ?? '', /set kustomizeBuildOptions: \[--load-restrictor LoadRestrictionsNone\] in \.prune-guard\.yaml/)
  assert.equal(report.verdict, 'fail')
})

test('R1.6.4: when the repository sets the option (base), it is adopted without the refused one: the object is planned', async () => {
  const dir = makeRepo({ ...FILES, 'infra/argocd/values.yaml': ARGO_VALUES })
  commit(dir, { 'overlays/dev/kustomization.yaml': OUTSIDE }, 'list a file outside the folder')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.equal(report.apps[0]!.outcome, 'analysed')
  assert.deepEqual(
    report.apps[0]!.create.map((r) => r.name),
    ['shared']
  )
  assert.match(report.notes?.map((n) => n.message).join('\n') ?? '', /"--load-restrictor LoadRestrictionsNone" \(without --enable-alpha-plugins/)
})

test('R1.6.4: adoption off, when the repository sets the option (base), the app is not analysed, naming the line and a value the guard accepts', async () => {
  const dir = makeRepo({ ...FILES, 'infra/argocd/values.yaml': ARGO_VALUES, '.prune-guard.yaml': 'adoptArgocdSettings: false\n' })
  commit(dir, { 'overlays/dev/kustomization.yaml': OUTSIDE }, 'list a file outside the folder')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const a = report.apps[0]!
  assert.equal(a.outcome, 'unknown')
  assert.match(a.outcomeReason ?? '', /outside its own directory/)
  assert.match(
    a.outcomeReason ?? '',
    /infra\/argocd\/values\.yaml:3 sets kustomize\.buildOptions: "--enable-alpha-plugins --load-restrictor LoadRestrictionsNone"/
  )
  assert.match(a.outcomeReason ?? '', /set kustomizeBuildOptions: \["--load-restrictor LoadRestrictionsNone"\] in \.prune-guard\.yaml/)
  assert.equal(report.findings.filter((x) => x.rule === 'render-error').length, 0)
})

test('R1.6.4: with the option in the settings the file is read (inside the repository) and its object planned', async () => {
  const dir = makeRepo({ ...FILES, '.prune-guard.yaml': 'kustomizeBuildOptions: ["--load-restrictor LoadRestrictionsNone"]\n' })
  commit(dir, { 'overlays/dev/kustomization.yaml': OUTSIDE }, 'list a file outside the folder')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.equal(report.apps[0]!.outcome, 'analysed')
  assert.deepEqual(
    report.apps[0]!.create.map((r) => r.name),
    ['shared']
  )
})

test('an option the guard refuses in its settings is a settings error naming it and the fix, before anything renders', async () => {
  const dir = makeRepo({ ...FILES, '.prune-guard.yaml': 'kustomizeBuildOptions: ["--enable-alpha-plugins --load-restrictor LoadRestrictionsNone"]\n' })
  commit(dir, { 'overlays/dev/kustomization.yaml': OUTSIDE }, 'list a file outside the folder')
  await assert.rejects(
    analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } }),
    (e: unknown) =>
      e instanceof ConfigError &&
      /\.prune-guard\.yaml.*'kustomizeBuildOptions' holds '--enable-alpha-plugins', which the guard refuses: it runs exec and container KRM plugins/.test(
        e.message
      ) &&
      /Remove it/.test(e.message)
  )
})
