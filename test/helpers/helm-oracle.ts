// Real helm as an oracle for Go text/template and Sprig (the engine ApplicationSet templates run on in Argo CD):
// snippets rendered in one chart, each an `include` written out with toJson, with the given values.yaml.
import { execFileSync } from 'node:child_process'
import { parseGoYaml } from '../../src/lib/yaml/yaml.js'
import { devBinaries, tempDir, writeTree } from './tools.js'

/** Each snippet's text as helm renders it, or undefined when helm fails on it (a failing batch is split in two). */
export function helmSnippets(values: string, snippets: string[]): Array<string | undefined> {
  if (snippets.length === 0) return []
  const dir = tempDir('pg-helm-oracle-')
  writeTree(dir, {
    'Chart.yaml': 'apiVersion: v2\nname: oracle\nversion: 1.0.0\n',
    'values.yaml': values,
    'templates/_snippets.tpl': snippets.map((s, i) => `{{- define "s${i}" -}}${s}{{- end -}}\n`).join(''),
    'templates/out.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: out\ndata:\n${snippets.map((_, i) => `  s${i}: {{ include "s${i}" . | toJson }}\n`).join('')}`
  })
  try {
    const out = execFileSync(devBinaries().helmPath, ['template', 'x', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { HOME: dir, PATH: '' }
    })
    const data = (parseGoYaml(out.slice(out.indexOf('apiVersion:'))) as { data: Record<string, string> }).data
    return snippets.map((_, i) => data[`s${i}`])
  } catch {
    if (snippets.length === 1) return [undefined]
    const half = snippets.length >> 1
    return [...helmSnippets(values, snippets.slice(0, half)), ...helmSnippets(values, snippets.slice(half))]
  }
}
