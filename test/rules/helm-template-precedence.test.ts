// Named templates defined more than once in a chart tree (a library chart vendored at several depths, as bitnami
// charts do with `common`): the static reader must resolve `include` to the definition Helm itself uses.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { test } from 'node:test'
import { ChartTemplates, LOOKUP, RANDOM_FUNCTIONS } from '../../src/render/helm/template-calls.js'
import { devBinaries, tempDir, writeTree } from '../helpers/tools.js'

const chart = (name: string): string => `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`
// The parent's direct `common` copy (newer) reuses a Secret through lookup or generates a password; the copy nested
// under another subchart (older) takes it from values. `lib.name` is defined by two subcharts at the same depth.
const files: Record<string, string> = {
  'Chart.yaml': chart('app'),
  'templates/secret.yaml':
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {{ include "lib.name" . }}\nstringData:\n  password: {{ include "lib.password" . | quote }}\n',
  'charts/common/Chart.yaml': chart('common'),
  'charts/common/templates/_lib.tpl':
    '{{- define "lib.password" -}}\n{{- $s := lookup "v1" "Secret" .Release.Namespace "app" -}}\n' +
    '{{- if $s }}{{ index $s.data "password" | b64dec }}{{ else }}from-common-{{ randAlphaNum 12 }}{{ end -}}\n{{- end -}}\n',
  'charts/db/Chart.yaml': chart('db'),
  'charts/db/templates/_name.tpl': '{{- define "lib.name" -}}name-from-db{{- end -}}\n',
  'charts/zcache/Chart.yaml': chart('zcache'),
  'charts/zcache/templates/_name.tpl': '{{- define "lib.name" -}}name-from-zcache-{{ uuidv4 }}{{- end -}}\n',
  'charts/zcache/charts/common/Chart.yaml': chart('common'),
  'charts/zcache/charts/common/templates/_lib.tpl': '{{- define "lib.password" -}}from-nested-{{ .Values.password }}{{- end -}}\n'
}

test('helm itself uses the shallowest definition of a named template, lexically first at equal depth', () => {
  const dir = tempDir('pg-precedence-')
  writeTree(dir, files)
  const out = execFileSync(devBinaries().helmPath, ['template', 'app', dir], { encoding: 'utf8' })
  assert.match(out, /name: name-from-db\n/)
  assert.match(out, /password: "from-common-[A-Za-z0-9]{12}"/)
})

test('R5.1/R5.2: include resolves to the definition helm uses, so lookup and random calls are found in it', () => {
  const texts = Object.fromEntries(
    Object.entries(files)
      .filter(([p]) => !p.endsWith('Chart.yaml'))
      .map(([p, t]) => [join('charts/app', p), t])
  )
  const t = new ChartTemplates(texts)
  assert.equal(t.defines.get('lib.password')!.file, 'charts/app/charts/common/templates/_lib.tpl')
  assert.equal(t.defines.get('lib.name')!.file, 'charts/app/charts/db/templates/_name.tpl')
  const uses = t.reachable('charts/app/templates/secret.yaml', [...RANDOM_FUNCTIONS, LOOKUP])
  assert.deepEqual(
    uses.map((u) => [u.fn, u.file, u.line, u.define]),
    [
      ['lookup', 'charts/app/charts/common/templates/_lib.tpl', 2, 'lib.password'],
      ['randAlphaNum', 'charts/app/charts/common/templates/_lib.tpl', 3, 'lib.password']
    ]
  )
})
