// Red team round 3: helm 4 reads `file:` JSON schemas (jsonschema.FileLoader; the chart's schema is
// file:///values.schema.json, so a relative `$ref` is a file too). A pull request adding such a `$ref` made helm read
// a file of the runner outside the checkout into the report (an `enum` of that file in the error), and a schema reached
// through file:///proc/self/cwd/ (helm's working directory: the chart) referred to a loopback URL the guard's scan of
// values.schema.json never saw, fetched while --offline. A `$ref` to a JSON pointer into data (`#/default`) made a
// remote `$ref` written there a schema too, and the scan skipped data. Now validation is skipped (with a warning)
// when a schema of the chart refers to a file, and data is scanned: nothing is read or fetched, nothing leaks.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { analyze } from '../../../src/pipeline/analyze.js'
import type { Report } from '../../../src/report/model.js'
import { localRefsInSchema, remoteRefsInSchema } from '../../../src/render/helm/remote-schema.js'
import { commit, makeRepo, ORIGIN } from '../../helpers/git.js'
import { devBinaries, tempDir } from '../../helpers/tools.js'
import { serveDir, type LoopbackServer } from '../../helpers/chart-repo.js'
import { eachFormat } from '../../helpers/formats.js'

const SECRET = 'runner-only-value-5b2f'
let server: LoopbackServer
const outside = tempDir('pg-outside-')

before(async () => {
  const dir = tempDir('pg-schemas-')
  writeFileSync(join(dir, 's.json'), '{"type": "string"}')
  server = await serveDir(dir)
  writeFileSync(join(outside, 'secret.json'), JSON.stringify({ type: 'string', enum: [SECRET] }))
})
after(async () => {
  await server.close()
})

const app = (name: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: charts/${name}, targetRevision: HEAD}
  destination: {server: 'https://kubernetes.default.svc', namespace: ${name}}
  syncPolicy: {automated: {prune: true}}
`
const chart = (name: string, schema: unknown, extra: Record<string, string> = {}): Record<string, string> => ({
  [`apps/${name}.yaml`]: app(name),
  [`charts/${name}/Chart.yaml`]: `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n`,
  [`charts/${name}/values.yaml`]: 'x: plain\n',
  [`charts/${name}/templates/cm.yaml`]: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\ndata: {x: {{ .Values.x | quote }}}\n',
  [`charts/${name}/values.schema.json`]: JSON.stringify(schema),
  ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`charts/${name}/${k}`, v]))
})

/** Each app rendered its ConfigMap with schema validation skipped (a warning says so), and no output holds SECRET. */
async function renderedWithoutSchema(report: Report, names: string[]): Promise<void> {
  assert.deepEqual(server.requests, [], 'nothing fetched offline')
  for (const name of names) {
    const a = report.apps.find((x) => x.name === name)!
    assert.equal(a.error, null, `${name}: ${a.error ?? ''}`)
    assert.deepEqual(
      a.create.map((c) => c.kind),
      ['ConfigMap'],
      name
    )
    assert.ok(
      a.warnings.some((w) => /schema validation was skipped/.test(w)),
      `${name}: ${a.warnings.join(' | ')}`
    )
  }
  for (const [format, text] of await eachFormat(report)) assert.ok(!text.includes(SECRET), format)
}

test('a values.schema.json $ref to a file or through a pointer into data: helm reads and fetches nothing, offline', async () => {
  const dir = makeRepo({ 'README.md': 'gitops\n' })
  commit(
    dir,
    {
      ...chart('outside', { type: 'object', properties: { x: { $ref: `file://${outside}/secret.json` } } }),
      ...chart('relative', { type: 'object', properties: { x: { $ref: `..${outside}/secret.json` } } }),
      ...chart(
        'cwd',
        { type: 'object', properties: { x: { $ref: 'file:///proc/self/cwd/defs.json' } } },
        { 'defs.json': JSON.stringify({ $ref: `${server.url}/s.json` }) }
      ),
      ...chart('pointer', { default: { $ref: `${server.url}/s.json` }, type: 'object', properties: { x: { $ref: '#/default' } } })
    },
    'add apps'
  )
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  await renderedWithoutSchema(report, ['outside', 'relative', 'cwd', 'pointer'])
})

test('localRefsInSchema: file references under every reading of the ids; fragments and the document itself stay inside', () => {
  assert.deepEqual(localRefsInSchema({ $ref: '#/definitions/a', definitions: { a: { $ref: 'values.schema.json#/x' } } }), [])
  assert.deepEqual(localRefsInSchema({ $ref: 'https://example.com/a.json' }), [])
  assert.deepEqual(localRefsInSchema({ $ref: 'a.json' }), ['file:///a.json'])
  assert.deepEqual(localRefsInSchema({ $schema: 'file:///meta.json' }), ['file:///meta.json'])
  // `id` is no keyword in draft 2020-12: the relative ref is then file:///a.json whatever the guard thinks of it.
  assert.deepEqual(localRefsInSchema({ id: 'https://example.com/s.json', $ref: 'a.json' }), ['file:///a.json'])
  assert.deepEqual(localRefsInSchema({ $id: 'file:///proc/self/cwd/s.json', properties: { x: { $ref: 'b.json' } } }), [
    'file:///b.json',
    'file:///proc/self/cwd/b.json'
  ])
  assert.deepEqual(localRefsInSchema({ enum: [{ $ref: 'file:///etc/x.json' }] }), ['file:///etc/x.json'])
  assert.deepEqual(remoteRefsInSchema({ examples: [{ $ref: 'http://127.0.0.1:1/x.json' }] }), ['http://127.0.0.1:1/x.json'])
})

test('the same through kustomize helmCharts (--enable-helm): the vendored chart is not validated, nothing is read or fetched', async () => {
  const dir = makeRepo({ 'README.md': 'gitops\n' })
  const kapp = (name: string, schema: unknown, extra: Record<string, string> = {}): Record<string, string> => ({
    [`apps/${name}.yaml`]: app(name).replace(`charts/${name}`, `k/${name}`),
    [`k/${name}/kustomization.yaml`]: `helmCharts:\n- name: c\n  releaseName: ${name}\n`,
    [`k/${name}/charts/c/Chart.yaml`]: 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
    [`k/${name}/charts/c/values.yaml`]: 'x: plain\n',
    [`k/${name}/charts/c/templates/cm.yaml`]: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\ndata: {x: {{ .Values.x | quote }}}\n',
    [`k/${name}/charts/c/values.schema.json`]: JSON.stringify(schema),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`k/${name}/charts/c/${k}`, v]))
  })
  commit(
    dir,
    {
      ...kapp('koutside', { type: 'object', properties: { x: { $ref: `file://${outside}/secret.json` } } }),
      ...kapp(
        'kcwd',
        { type: 'object', properties: { x: { $ref: 'file:///proc/self/cwd/k/kcwd/charts/c/defs.json' } } },
        { 'defs.json': JSON.stringify({ $ref: `${server.url}/s.json` }) }
      )
    },
    'add apps'
  )
  const { report } = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { network: false, kustomizeBuildOptions: ['--enable-helm'] }
  })
  await renderedWithoutSchema(report, ['koutside', 'kcwd'])
})
