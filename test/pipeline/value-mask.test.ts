// Issue 44 item 15: values of objects that are not Secrets but look secret (an env value named like a password, a
// ConfigMap key, a connection string with its password, a HelmRelease's values) are hidden in every output by default,
// with Argo CD's `+` runs (a change still reads as a change); `diffMaskValues: false` shows them as Argo CD does.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { maskSensitiveValues } from '../../src/plan/value-mask.js'
import { renderAll } from '../helpers/formats.js'
import { applicationYaml } from '../helpers/apps.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const deploy = (pw: string, token: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: api}
spec:
  replicas: 1
  selector: {matchLabels: {app: api}}
  template:
    metadata: {labels: {app: api}}
    spec:
      automountServiceAccountToken: false
      containers:
        - name: api
          image: api:1
          env:
            - {name: DB_PASSWORD, value: ${pw}}
            - {name: API_TOKEN, value: ${token}}
            - {name: DATABASE_URL, value: "postgres://app:${pw}@db:5432/app"}
            - {name: LOG_LEVEL, value: info}
            - name: FROM_SECRET
              valueFrom: {secretKeyRef: {name: db, key: password}}
`
const config = (pw: string) => `apiVersion: v1
kind: ConfigMap
metadata: {name: settings}
data:
  db_password: ${pw}
  app.ini: |
    [database]
    host = db
    password = ${pw}
  mode: fast
`
const release = (pw: string) => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: grafana}
spec:
  values:
    admin: {user: admin, adminPassword: ${pw}, existingSecretName: grafana-admin}
`
const NEEDLES = ['hunter2-base', 'hunter2-head', 'tok-base-1', 'tok-head-2']

test('sensitive-looking values of non-Secrets are masked in every output by default; a change still reads as a change', async () => {
  const dir = makeRepo({
    'apps/api.yaml': applicationYaml('api', 'api'),
    'api/deploy.yaml': deploy('hunter2-base', 'tok-base-1'),
    'api/config.yaml': config('hunter2-base'),
    'api/release.yaml': release('hunter2-base')
  })
  commit(
    dir,
    { 'api/deploy.yaml': deploy('hunter2-head', 'tok-head-2'), 'api/config.yaml': config('hunter2-head'), 'api/release.yaml': release('hunter2-head') },
    'rotate'
  )
  const run = (overrides: Record<string, unknown> = {}) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides })
  const { report } = await run()
  const all = await renderAll(report)
  for (const [name, body] of Object.entries(all)) for (const n of NEEDLES) assert.ok(!body.includes(n), `${name} must not show ${n}`)
  const lines = report.apps.find((a) => a.name === 'api')!.diffs!.flatMap((d) => d.lines)
  const has = (re: RegExp) => lines.some((l) => re.test(l))
  assert.ok(has(/^-\s+value: \+{8}$/) && has(/^\+\s+value: \+{12}$/), 'a changed value reads changed')
  assert.ok(has(/^-\s+value: postgres:\/\/app:\+{8}@db:5432\/app$/), 'the URL is kept, its password masked')
  assert.ok(has(/^-\s+db_password: \+{8}$/))
  assert.ok(has(/^-\s+password = \+{8}$/), 'a password line in a config file')
  assert.ok(has(/^-\s+adminPassword: \+{8}$/))
  for (const shown of ['LOG_LEVEL', 'info', 'existingSecretName: grafana-admin'])
    assert.ok(lines.some((l) => l.includes(shown)) || JSON.stringify(report).includes(shown), `${shown} is not masked`)

  const plain = (await run({ diffMaskValues: false })).report
  const plainLines = plain.apps.find((a) => a.name === 'api')!.diffs!.flatMap((d) => d.lines)
  assert.ok(
    plainLines.some((l) => l.includes('hunter2-head')),
    'diffMaskValues: false shows them as Argo CD does'
  )
})

test('value masks: references are shown, booleans are shown, the same value at the same place reads the same', () => {
  const base = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'x' },
    data: { token: 'a', secretName: 'db', tokenFile: '/t', other: 'postgres://u:p@h' },
    spec: { automountServiceAccountToken: false }
  }
  const head = { ...base, data: { ...base.data, token: 'a', other: 'postgres://u:q@h' } }
  const m = maskSensitiveValues(base, head)
  assert.deepEqual(m.base!.data, { token: '++++++++', secretName: 'db', tokenFile: '/t', other: 'postgres://u:++++++++@h' })
  assert.deepEqual(m.head!.data, { token: '++++++++', secretName: 'db', tokenFile: '/t', other: 'postgres://u:++++++++++++@h' })
  assert.equal(base.data.token, 'a', 'the inputs are not changed')
})
