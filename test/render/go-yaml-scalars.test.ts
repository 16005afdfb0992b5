// Plain scalars typed as Argo CD, Helm and kustomize type them (sigs.k8s.io/yaml, go-yaml v2), with real helm as the
// oracle: its values.yaml is read by that very code, and a template prints each value's Go kind and JSON. Every reader
// of the guard (the library's, and the subset reader that decodes renders) must give the same value. Before, `.` (an
// Application's `path: .`) read as NaN, `0x_` and `0_` as NaN, `-_1` and `.5_0` as strings.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { test } from 'node:test'
import { parseGoYaml, parseYamlStream } from '../../src/lib/yaml/yaml.js'
import { devBinaries, tempDir, writeTree } from '../helpers/tools.js'

const SCALARS = [
  // no digit, or `_` where Go's ParseFloat refuses it
  ...['.', '-.', '+.', '._', '.e5', '-.e5', '.E5', '._5', '.5_', '.5__0', '.5e_1', 'e5', '1e', '1e+', '_', '__', '+_', '-_'],
  // floats: `.`-first as ParseFloat takes them; digit- or sign-first once every `_` is removed
  ...['.5', '.5e3', '.5_0', '.5e1_0', '-._5', '+.5', '-_.5', '1_000.5', '1.', '0.', '5_.5', '1_.5', '-_1.5', '-0_8.5'],
  ...['1e5', '1_e5', '1e_5', '1e-_3', '1.5e3', '1.5E+3', '1E3', '5.e5', '5.E-5', '09.5', '-0.0', '0.1_1', '1e400', '-1.0e999'],
  // integers: Go's ParseInt(s, 0, 64) once every `_` is removed, then its float fallback (`08`)
  ...['10', '+1', '-0', '00', '1_', '1__2', '1_000_000', '-_1', '-__1_2', '-_0', '-_08', '+_07', '0_', '0__', '0_8', '08', '08_9'],
  ...['017', '0777', '0o17', '0O17', '0o777', '+0o7', '+_0o1_7', '0o_', '0x1F', '0X1F', '0x_1f', '0x_1', '0x1F_', '-0x1', '+_0x1F'],
  ...['0x_', '0x__', '-0x_', '0b101', '-0b101', '0B101', '0B1', '0b1_', '0b_1', '+0b1', '0b_'],
  // not numbers
  ...['0x-1', '0x1.8p1', '1.2.3', '1e5e5', '+-1', '--1', '1-2', '0.0.0.0', 'Infinity', 'NaN', 'nan', 'inf', '-inf', '٣', '１'],
  // booleans, null, timestamps and sexagesimal-looking text (strings in Go)
  ...['y', 'Y', 'yes', 'On', 'oN', 'off', 'n', 'NO', 'True', 'tRUE', '~', 'Null', 'nULL', '=', '1:20', '12:30:00', '2024-01-01', '2024-1-1']
]

test('plain scalars read as go-yaml v2 reads them (helm as the oracle): numbers, strings, booleans, null', () => {
  const dir = tempDir('pg-go-scalars-')
  const values = SCALARS.map((s, i) => `v${i}: ${s}\n`).join('')
  const lines = SCALARS.map((_, i) => `  v${i}: {{ printf "%s %s" (kindOf .Values.v${i}) (toJson .Values.v${i}) | quote }}\n`).join('')
  writeTree(dir, {
    'Chart.yaml': 'apiVersion: v2\nname: scalars\nversion: 1.0.0\n',
    'values.yaml': values,
    'templates/out.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: out\ndata:\n${lines}`
  })
  const out = execFileSync(devBinaries().helmPath, ['template', 'x', dir], { encoding: 'utf8', env: { HOME: dir, PATH: '' } })
  const data = (parseGoYaml(out.slice(out.indexOf('apiVersion:'))) as { data: Record<string, string> }).data
  const library = parseGoYaml(values) as Record<string, unknown>
  const subset = parseYamlStream(values).docs[0]!.value as Record<string, unknown>
  const wrong: string[] = []
  SCALARS.forEach((s, i) => {
    const [kind, ...json] = data[`v${i}`]!.split(' ')
    const go: unknown = JSON.parse(json.join(' '))
    for (const [reader, v] of [
      ['library', library[`v${i}`]],
      ['subset', subset[`v${i}`]]
    ] as const) {
      // Go decodes every number as float64 (sigs.k8s.io/yaml goes through JSON); the guard's numbers are JS numbers.
      const same = typeof go === 'number' ? typeof v === 'number' && v === go : Object.is(v, go)
      if (!same) wrong.push(`${reader} ${JSON.stringify(s)}: Go ${kind} ${JSON.stringify(go)}, guard ${typeof v} ${String(v)}`)
    }
  })
  assert.deepEqual(wrong, [])
})
