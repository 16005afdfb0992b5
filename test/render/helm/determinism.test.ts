import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { scanDeterminism, VARYING_FUNCTIONS, type DeterminismInput } from '../../../src/render/helm/determinism.js'
import { readDeterminismInput } from '../../../src/render/helm/determinism-inputs.js'
import { readTgz } from '../../../src/render/helm/tgz.js'
import { parseSource } from '../../../src/argocd/application.js'
import { devBinaries, writeTree } from '../../helpers/tools.js'
import { freshDir } from '../../fixtures/helm/charts.js'

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\ndata:\n  a: {{ .Values.a | quote }}\n'
const scan = (templates: Record<string, string>, more: Partial<DeterminismInput> = {}) => scanDeterminism({ templates, ...more })

test('R5.1 determinism scan: a chart calling no varying function cannot vary; each varying call is found', () => {
  const plain = scan({ 'c/templates/cm.yaml': CM, 'c/templates/_h.tpl': '{{- define "x" -}}{{ .Values.a | sha256sum | trunc 8 }}{{- end -}}' })
  assert.equal(plain.mayVary, false)
  for (const fn of [
    'randAlphaNum 10',
    'uuidv4',
    'now | date "2006"',
    'genCA "x" 365',
    'htpasswd "u" "p"',
    'keys .Values | join ","',
    'randInt 1 9',
    'getHostByName "x"'
  ]) {
    const r = scan({ 'c/templates/cm.yaml': `${CM}  b: {{ ${fn} }}\n` })
    assert.equal(r.mayVary, true, fn)
    assert.match(r.reason, new RegExp(`^${fn.split(' ')[0]} at c/templates/cm.yaml:7`))
  }
  // Fields and variables with the same letters are not calls; comments are not run; lookup is empty under helm template.
  assert.equal(
    scan({
      't/templates/a.yaml':
        '{{/* randAlphaNum */}}{{ .Values.now }}{{ $keys := .Values.keys }}{{ lookup "v1" "Secret" "ns" "x" }}{{ derivePassword 1 "long" "p" "u" "s" }}'
    }).mayVary,
    false
  )
  assert.ok(VARYING_FUNCTIONS.includes('encryptAES') && !VARYING_FUNCTIONS.includes('lookup'))
  // Map order does not matter when the same action sorts, counts or fails.
  assert.equal(
    scan({ 't/templates/a.yaml': '{{ range (keys .Values | sortAlpha) }}{{ . }}{{ end }}{{ len (values .Values) }}{{ printf "%s" (keys .Values) | fail }}' })
      .mayVary,
    false
  )
  assert.equal(scan({ 't/templates/a.yaml': '{{ range (keys .Values) }}{{ . }}{{ end }}' }).mayVary, true)
})

test('R5.1 determinism scan: named templates count when reached; a computed include or tpl reaches all of them', () => {
  const helper = { 'c/charts/lib/templates/_pw.tpl': '{{- define "pw" -}}\n{{ randAlpha 8 }}\n{{- end -}}' }
  assert.equal(scan({ ...helper, 'c/templates/cm.yaml': CM }).mayVary, false, 'defined but never included')
  const viaChain = scan({
    ...helper,
    'c/templates/_mid.tpl': '{{ define "mid" }}{{ include "pw" . }}{{ end }}',
    'c/templates/s.yaml': 'p: {{ template "mid" . }}'
  })
  assert.deepEqual(viaChain, { mayVary: true, reason: 'randAlpha at c/charts/lib/templates/_pw.tpl:2' })
  const computed = scan({ ...helper, 'c/templates/s.yaml': 'p: {{ include (printf "%s" .Values.name) . }}' })
  assert.match(computed.reason, /^a computed include at c\/templates\/s.yaml:1 may reach randAlpha in "pw"/)
  assert.equal(scan({ ...helper, 'c/templates/s.yaml': 'p: {{ tpl .Values.t . }}' }).mayVary, true, 'tpl text can include "pw"')
  // An include of a template file by path names a file, and every file is scanned.
  assert.equal(
    scan({ ...helper, 'c/templates/s.yaml': 'c: {{ include (print .Template.BasePath "/cm.yaml") . | sha256sum }}', 'c/templates/cm.yaml': CM }).mayVary,
    false
  )
})

test('R5.1 determinism scan: with tpl in reach, values and chart files are searched; unread inputs mean "may vary"', () => {
  const t = { 'c/templates/cm.yaml': 'a: {{ tpl .Values.t . }}' }
  assert.equal(scan(t, { data: { values: 't: "{{ .Release.Name }}" # now and then' } }).mayVary, false, 'prose is not a call')
  assert.deepEqual(scan(t, { data: { 'values file v.yaml': 't: "{{ randNumeric 4 }}"' } }), {
    mayVary: true,
    reason: 'tpl at c/templates/cm.yaml:1 may evaluate randNumeric from values file v.yaml'
  })
  assert.equal(scan(t, { unreadableData: ['values file https://x/v.yaml'] }).mayVary, true)
  assert.equal(
    scan({ 'c/templates/cm.yaml': CM }, { unreadableData: ['values file https://x/v.yaml'], data: { v: '{{ now }}' } }).mayVary,
    false,
    'without tpl, values are data'
  )
  assert.match(scan({ 'c/templates/cm.yaml': 'a: {{ tpl (b64dec .Values.t) . }}' }).reason, /with b64dec/)
  assert.match(scan({ 'c/templates/cm.yaml': CM }, { unseen: ['c/Chart.yaml dependency "redis"'] }).reason, /^could not read c\/Chart.yaml dependency "redis"/)
})

test('R5.1 determinism inputs: vendored .tgz subcharts (helm package) are read; missing dependencies and symlinks are unseen', async () => {
  const root = freshDir('det-')
  writeTree(root, {
    'sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 1.2.3\n',
    'sub/templates/_pw.tpl': '{{ define "sub.pw" }}{{ randAlphaNum 12 }}{{ end }}',
    'sub/templates/s.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\nstringData:\n  p: {{ include "sub.pw" . }}\n',
    'app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- name: sub\n  version: 1.2.3\n  repository: https://charts.example.com\n',
    'app/values.yaml': 'a: 1\nt: "{{ .Values.a }}"\n',
    'app/templates/cm.yaml': `${CM}  t: {{ tpl .Values.t . }}\n`
  })
  mkdirSync(join(root, 'app/charts'))
  execFileSync(devBinaries().helmPath, ['package', join(root, 'sub'), '-d', join(root, 'app/charts')], { stdio: 'ignore' })
  assert.deepEqual(readdirSync(join(root, 'app/charts')), ['sub-1.2.3.tgz'])
  const entries = readTgz(readFileSync(join(root, 'app/charts/sub-1.2.3.tgz')))
  assert.ok(entries.some((e) => e.path === 'sub/templates/_pw.tpl' && e.data.toString().includes('randAlphaNum')))
  const helm = parseSource({ repoURL: 'x', path: 'app', helm: { values: 't: "{{ .Release.Name }}"', valueFiles: ['values.yaml'] } }).helm
  const paths = { appPath: join(root, 'app'), repoRoot: root, refs: {}, env: { ARGOCD_APP_NAME: 'a' } }
  const input = await readDeterminismInput(join(root, 'app'), 'app', helm, paths)
  assert.deepEqual(input.unseen, [])
  assert.ok(input.templates['app/charts/sub-1.2.3.tgz/sub/templates/_pw.tpl'])
  assert.ok(input.data!['values file ' + join(root, 'app/values.yaml')])
  assert.deepEqual(scanDeterminism(input), { mayVary: true, reason: 'randAlphaNum at app/charts/sub-1.2.3.tgz/sub/templates/_pw.tpl:1' })
  // Without the archive, the dependency is built at render time: nothing to read, so "may vary".
  renameSync(join(root, 'app/charts/sub-1.2.3.tgz'), join(root, 'sub.bak'))
  const missing = await readDeterminismInput(join(root, 'app'), 'app', helm, paths)
  assert.match(missing.unseen![0]!, /dependency "sub" \(not vendored/)
  assert.equal(scanDeterminism(missing).mayVary, true)
  renameSync(join(root, 'sub.bak'), join(root, 'app/charts/sub-1.2.3.tgz'))
  // helm reads requirements.yaml's list in place of Chart.yaml's (v2 charts too) and builds what a lock lists: a
  // dependency only they name is built at render time as well. Before, Chart.yaml's list alone was read.
  for (const file of ['requirements.yaml', 'Chart.lock']) {
    writeFileSync(join(root, 'app', file), 'dependencies:\n- name: other\n  version: 1.0.0\n  repository: https://charts.example.com\n')
    assert.deepEqual(
      (await readDeterminismInput(join(root, 'app'), 'app', helm, paths)).unseen,
      ['app/Chart.yaml dependency "other" (not vendored under charts/; built at render time)'],
      file
    )
    rmSync(join(root, 'app', file))
  }
  // A value file symlinked out of the repository is not read (path resolution refuses it): with tpl, "may vary".
  symlinkSync('/etc/hostname', join(root, 'app/linked.yaml'))
  const linked = parseSource({ repoURL: 'x', path: 'app', helm: { valueFiles: ['linked.yaml'] } }).helm
  const outside = await readDeterminismInput(join(root, 'app'), 'app', linked, paths)
  assert.deepEqual(outside.unreadableData, ['valueFiles'])
  assert.ok(!Object.keys(outside.data!).some((k) => k.includes('linked')))
  symlinkSync(join(root, 'sub/templates/s.yaml'), join(root, 'app/templates/link.yaml'))
  assert.ok((await readDeterminismInput(join(root, 'app'), 'app', undefined, paths)).unseen!.includes('symlink app/templates/link.yaml'))
})
