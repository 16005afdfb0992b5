// An app that keeps its own Application manifest in its Helm chart folder (jomcgi/homelab: 24 apps alike) is not a
// parent of child Applications unless a template reads that file through `.Files`: a pull request touching a file no
// app reads no longer renders every such app (pipeline/chart-files.ts). Real git repositories, real helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { onlyThroughFiles } from '../../src/pipeline/chart-files.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const HELM = '    helm:\n      valueFiles: [values.yaml]\n'
const chart = (name: string, template: string) => ({
  [`platform/${name}/application.yaml`]: applicationYaml(name, `platform/${name}`, { extraSource: HELM }),
  [`platform/${name}/Chart.yaml`]: `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`,
  [`platform/${name}/values.yaml`]: 'replicas: 1\n',
  [`platform/${name}/templates/cm.yaml`]: template
})

test('R3.6.1: Helm apps whose chart folder holds their own Application are skipped when unchanged; one whose templates read it through .Files is rendered', async () => {
  const dir = makeRepo({
    ...chart('kyverno', cm('kyverno')),
    ...chart('longhorn', cm('longhorn')),
    ...chart('loader', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: loader\ndata:\n  app: {{ .Files.Get "application.yaml" | quote }}\n'),
    'docs/notes.yaml': 'a: 1\n'
  })
  commit(dir, { 'docs/notes.yaml': 'a: 2\n' }, 'edit a file no app reads')
  const lines: string[] = []
  const { report, stats } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', log: (l) => lines.push(l) })
  assert.equal(report.apps.length, 3)
  assert.ok(report.apps.every((a) => a.change === 'unchanged'))
  // Before: all three rendered to look for children (their folders mention an Application).
  assert.equal(stats.skipped, 2, 'kyverno and longhorn skipped; loader rendered (its template reads application.yaml)')
  assert.deepEqual(
    lines.filter((l) => /^rendered argocd\//.test(l)).map((l) => l.split(' ')[1]),
    ['argocd/loader']
  )
})

test('onlyThroughFiles: files beside the templates only, and none where .Files could read them (templates, values, inline values, an included subchart template)', () => {
  const files = [
    'c/Chart.yaml',
    'c/values.yaml',
    'c/values-prod.yaml',
    'c/app.yaml',
    'c/README.md',
    'c/crds/crd.yaml',
    'c/templates/cm.yaml',
    'c/charts/sub-1.0.0.tgz'
  ]
  const texts: Record<string, string> = { 'c/templates/cm.yaml': cm('x'), 'c/values.yaml': 'a: 1\n' }
  const reader =
    (extra: Record<string, string> = {}) =>
    (f: string) =>
      f.endsWith('.tgz') ? undefined : (extra[f] ?? texts[f] ?? '')
  const src = { path: 'c', helm: { valueFiles: ['values-prod.yaml'] } }
  const values = new Set(['c/values.yaml', 'c/values-prod.yaml'])
  const charts = new Set(['c'])
  const beside = (o: { files?: string[]; sources?: unknown[]; read?: (f: string) => string | undefined; inline?: string[] } = {}) =>
    [...onlyThroughFiles(o.files ?? files, o.sources ?? [src], charts, o.read ?? reader(), values, o.inline ?? [])].sort()
  // A subchart archive that the chart's templates never include: its templates read their own files, not these.
  assert.deepEqual(beside(), ['c/README.md', 'c/app.yaml'])
  assert.deepEqual(beside({ read: reader({ 'c/templates/cm.yaml': '{{ range $p, $_ := .Files.Glob "*.yaml" }}{{ end }}' }) }), [])
  assert.deepEqual(beside({ read: reader({ 'c/templates/cm.yaml': '{{ include "sub.labels" . }}' }) }), [], 'an included named template of the archive')
  assert.deepEqual(
    beside({ read: reader({ 'c/templates/cm.yaml': 'spec:\n  template:\n    x: 1\n' }) }),
    ['c/README.md', 'c/app.yaml'],
    "a pod 'template:' key is no call"
  )
  assert.deepEqual(beside({ read: reader({ 'c/values-prod.yaml': 'x: \'{{ .Files.Get "app.yaml" }}\'\n' }) }), [], 'values tpl may run')
  assert.deepEqual(beside({ inline: ['extra: "{{ .Files.Get \\"app.yaml\\" }}"'] }), [], 'inline values')
  // Kustomization beside the chart: explicit helm keeps it a chart; without helm the folder decides (searched whole).
  assert.deepEqual(beside({ files: [...files, 'c/kustomization.yaml'] }), ['c/README.md', 'c/app.yaml', 'c/kustomization.yaml'])
  assert.deepEqual(beside({ files: [...files, 'c/kustomization.yaml'], sources: [{ path: 'c' }] }), [])
  assert.deepEqual(beside({ sources: [{ path: 'c', directory: {} }] }), [])
  assert.deepEqual(beside({ files: [...files, 'c/.argocd-source-x.yaml'] }), [])
  assert.deepEqual(beside({ sources: [src, { path: 'other' }] }), [], 'a directory source beside it')
  // Values from another source (`$values/…`) or from files given as parameters: which chart files they are is not worked out.
  assert.deepEqual(
    beside({
      sources: [
        { path: 'c', helm: { valueFiles: ['$values/c/app.yaml'] } },
        { repoURL: 'x', ref: 'values' }
      ]
    }),
    []
  )
  assert.deepEqual(beside({ sources: [{ path: 'c', helm: { valueFiles: ['$values/c/app.yaml'] } }] }), [])
  assert.deepEqual(beside({ sources: [{ path: 'c', helm: { fileParameters: [{ name: 'x', path: 'app.yaml' }] } }] }), [])
})
