// The Argo CD version picks the Helm line that renders (issue 46): Argo CD v3.4 bundles Helm 3, v3.5 Helm 4. Without a
// helm named by option, environment or PATH, the dev folder's Helm 3 build (.tools/bin/helm3, `npm run tools`)
// renders under argocdVersion 3.4 and its Helm 4 under 3.5; the chart prints the Helm version that rendered it, and
// the report names it, with a warning that it is not the exact patch Argo CD runs.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { applicationYaml } from '../helpers/apps.js'
import { commit, makeRepo } from '../helpers/git.js'
import { tempDir } from '../helpers/tools.js'

// No helm, kustomize or kubectl from the machine (its PATH may hold kubectl beside git): only git is on PATH, so the
// dev folder decides.
const onlyGit = tempDir('pg-path-')
symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), join(onlyGit, 'git'))
process.env.PATH = onlyGit
delete process.env.PRUNE_GUARD_HELM
delete process.env.PRUNE_GUARD_KUSTOMIZE

const chart = {
  'apps/web.yaml': applicationYaml('web', 'chart'),
  'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'chart/values.yaml': 'n: "1"\n',
  'chart/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: rendered-by\ndata:\n  helm: {{ .Capabilities.HelmVersion.Version | quote }}\n  n: {{ .Values.n | quote }}\n'
}

async function renderedBy(argocdVersion: string): Promise<{ helm: string; rendered: string; warnings: string[] }> {
  const dir = makeRepo(chart)
  commit(dir, { 'chart/values.yaml': 'n: "2"\n' }, 'bump')
  const { report, plans } = await analyze({ repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { argocdVersion } })
  const cm = plans[0]!.head!.render!.resources.get('/ConfigMap/web/rendered-by')!.obj as { data: { helm: string } }
  return { helm: report.renderers.helm!, rendered: cm.data.helm, warnings: report.argocd!.toolMismatches }
}

test('argocdVersion 3.4 renders with the Helm 3 line, 3.5 with the Helm 4 line; the report says which', async () => {
  const v34 = await renderedBy('3.4')
  assert.equal(v34.helm, '3.18.0')
  assert.match(v34.rendered, /^v3\.18\.0/)
  assert.ok(v34.warnings.includes('rendered with Helm 3.18.0; Argo CD v3.4 runs 3.19.4'), v34.warnings.join('\n'))
  const v35 = await renderedBy('3.5')
  assert.equal(v35.helm, '4.1.4')
  assert.match(v35.rendered, /^v4\.1\.4/)
  assert.ok(v35.warnings.includes('rendered with Helm 4.1.4; Argo CD v3.5 runs 4.2.1'), v35.warnings.join('\n'))
})

const argocdImage = (tag: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: argocd-server\nspec:\n  template:\n    spec:\n      containers:\n        - name: server\n          image: quay.io/argoproj/argocd:${tag}\n`
const helmOf = (plan: { render?: { resources: Map<string, { obj: unknown }> } } | undefined): string =>
  (plan!.render!.resources.get('/ConfigMap/web/rendered-by')!.obj as { data: { helm: string } }).data.helm

test('issue 46 item 4: the Argo CD the repository deploys (v3.4.2) is adopted and picks Helm 3; a PR upgrading it to v3.5.1 renders head with Helm 4 and says so', async () => {
  const dir = makeRepo({ ...chart, 'platform/argocd/server.yaml': argocdImage('v3.4.2') })
  commit(dir, { 'platform/argocd/server.yaml': argocdImage('v3.5.1') }, 'upgrade Argo CD')
  const { report, plans } = await analyze({ repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const web = plans.find((p) => p.id.endsWith('/web'))!
  assert.match(helmOf(web.base), /^v3\.18\.0/, 'base: the deployed v3.4.2 renders with the Helm 3 line')
  assert.match(helmOf(web.head), /^v4\.1\.4/, 'head: the upgraded v3.5.1 renders with the Helm 4 line')
  const notes = (report.notes ?? []).map((n) => `${n.file}:${n.line} ${n.message}`).join('\n')
  assert.match(notes, /platform\/argocd\/server\.yaml:10 Adopted .*version v3\.4\.2 \(image quay\.io\/argoproj\/argocd:v3\.4\.2\)/)
  assert.match(notes, /This pull request changes the Argo CD this repository deploys from v3\.4\.2 to v3\.5\.1 \(Helm 3\.19\.4 → 4\.2\.1\)/)
  assert.equal(report.argocd!.version, 'v3.4.2')
  // The chart's only change is the Helm line: the app's render differs because of the upgrade alone.
  assert.ok(report.apps.find((a) => a.name === 'web')!.update.some((u) => u.name === 'rendered-by'))
})

test('argocdVersion in the config wins over the deployed version, at both revisions', async () => {
  const dir = makeRepo({ ...chart, '.prune-guard.yaml': 'argocdVersion: "3.5"\n', 'platform/argocd/server.yaml': argocdImage('v3.4.2') })
  commit(dir, { 'platform/argocd/server.yaml': argocdImage('v3.4.3') }, 'patch Argo CD')
  const { report, plans } = await analyze({ repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const web = plans.find((p) => p.id.endsWith('/web'))
  if (web?.base?.render) assert.match(helmOf(web.base), /^v4\.1\.4/)
  assert.ok(!(report.notes ?? []).some((n) => /Adopted/.test(n.message)))
})
