// Found replaying aws-samples/eks-blueprints-workloads (a fix commit quoting `app: 2048`): Argo CD reads an object's
// annotations (labels, with label tracking) as strings before it stamps tracking (R2.2.3), and an unquoted number or
// boolean there fails the app's whole manifest generation, although helm and kustomize render it. End to end with a
// real git repository and the real directory renderer.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { applicationYaml } from '../helpers/apps.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const svc = (meta: string) => `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n${meta}spec:\n  ports: [{port: 80}]\n`
const run = (dir: string, overrides: Record<string, unknown> = {}) =>
  analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false, ...overrides } })

test('R2.2.3: an unquoted annotation value added by the change is a blocking render error with the key and the quoted fix', async () => {
  const dir = makeRepo({ 'apps/web.yaml': applicationYaml('web', 'web'), 'web/svc.yaml': svc('  annotations:\n    prometheus.io/scrape: "true"\n') })
  commit(dir, { 'web/svc.yaml': svc('  annotations:\n    prometheus.io/scrape: "true"\n    prometheus.io/port: 8080\n') }, 'scrape port')
  const { report } = await run(dir)
  const a = report.apps[0]!
  assert.equal(a.outcome, 'render-error')
  assert.match(a.error ?? '', /^Service web: its annotation prometheus\.io\/port is 8080, not a string/)
  const f = report.findings.find((x) => x.rule === 'render-error')!
  assert.equal(f.introduced, true)
  assert.equal(f.blocking, true)
  assert.equal(f.file, 'web/svc.yaml')
  assert.match(f.fix, /prometheus\.io\/port: "8080"/)
  assert.equal(report.verdict, 'fail')

  // The fix commit: quoted, the app renders and its base is the one that did not.
  commit(dir, { 'web/svc.yaml': svc('  annotations:\n    prometheus.io/scrape: "true"\n    prometheus.io/port: "8080"\n') }, 'quote it')
  const fixed = (await run(dir)).report
  assert.equal(fixed.apps[0]!.error, null)
  assert.match(fixed.findings.find((x) => x.rule === 'render-error')?.message ?? '', /does not render at base: Service web: its annotation/)
})

test('R2.2.2/R2.2.3: labels are read only with label tracking; an item of a List is checked like an object', async () => {
  const list = `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      name: cfg\n      labels: {version: 1.5}\n`
  const dir = makeRepo({ 'apps/web.yaml': applicationYaml('web', 'web'), 'web/svc.yaml': svc('') })
  commit(dir, { 'web/svc.yaml': svc('  labels:\n    app: 2048\n'), 'web/list.yaml': list }, 'numeric labels')
  const byAnnotation = (await run(dir)).report
  assert.equal(byAnnotation.apps[0]!.error, null, 'annotation tracking (the default) stamps without reading labels')
  const byLabel = (await run(dir, { trackingMethod: 'label' })).report
  assert.match(byLabel.apps[0]!.error ?? '', /^(Service web: its label app is 2048|ConfigMap cfg: its label version is 1\.5), not a string/)
  assert.equal(byLabel.verdict, 'fail')
})
