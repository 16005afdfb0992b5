// A pull request written by an attacker, as a real git repository: hostile text in resource names, an Application
// name, a file name and renderer error messages (workflow commands after a newline, terminal escapes, OSC 8 links,
// bidi and zero-width characters, mentions, issue references, bare URLs), and secret values that renderers quote in
// their errors (a values.schema.json violation on a password, a secretGenerator literal). Shared by the engine, CLI
// and action tests of the output hygiene (issue 8, items 14-18).
import { tmpdir } from 'node:os'
import { scratchRoot } from '../../src/lib/scratch-root.js'
import { commit, git, makeRepo } from '../helpers/git.js'

/** Every trick at once. Each marker word (pwned-mask, injected-error, stoptoken…) must never start a log line. */
export const HOSTILE =
  'pwn\r\n::add-mask::pwned-mask\n::error title=fake::injected-error\n  ::stop-commands::stoptoken\n##[group]fake-group' +
  '\u001b]8;;https://evil.example/\u0007osc-link\u001b]8;;\u0007\u001b[2J\u009b31m\u0007 @octocat #12 https://evil.example/x ' +
  'www.evil.example mail@evil.example \u202eevil-bidi\u2066 zero\u200bwidth'

/** Its first 7 characters are what the tests look for: a partial quote is a leak too. */
export const SECRET = 'hunter2-S3cret-value'

// A YAML double-quoted scalar Argo CD decodes: go-yaml's reader refuses raw DEL and C1 controls anywhere in a file
// (the app would fail to render, lib/yaml/kube-reader.ts), so they are written as escapes, as JSON does C0 controls.
export const q = (s: string): string => JSON.stringify(s).replace(/[\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`)

function app(name: string, path: string, extra = ''): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${q(name)}
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/example/gitops.git
    targetRevision: main
    path: ${path}
${extra}  destination:
    server: https://kubernetes.default.svc
    namespace: hostile
  syncPolicy:
    automated:
      prune: true
`
}

const cm = (name: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${q(name)}\ndata:\n  k: v\n`

const CHART = 'apiVersion: v2\nname: c\nversion: 0.1.0\n'

/** base: every app renders; head: the hostile ConfigMap is pruned and four apps fail in hostile or secret-quoting ways. */
export function hostileRepo(): { dir: string; base: string; head: string } {
  const dir = makeRepo({
    'apps/raw.yaml': app('raw', 'raw'),
    'raw/keep.yaml': cm('keep'),
    [`raw/evil @octocat #12 ::error::f.yaml`]: cm(HOSTILE),
    'apps/named.yaml': app(`evil\n::error::app-name-injected @octocat`, 'named'),
    'named/cm.yaml': cm('named'),
    'apps/failing.yaml': app('failing', 'failing'),
    'failing/Chart.yaml': CHART,
    'failing/templates/cm.yaml': cm('ok'),
    'apps/schema.yaml': app('schema', 'schema'),
    'schema/Chart.yaml': CHART,
    'schema/values.yaml': 'db:\n  password: short\n',
    'schema/values.schema.json': JSON.stringify({
      type: 'object',
      properties: { db: { type: 'object', properties: { password: { type: 'string', pattern: '^[a-z]+$' } } } }
    }),
    'schema/templates/secret.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n  password: {{ .Values.db.password | quote }}\n',
    'apps/generator.yaml': app('generator', 'generator'),
    'generator/kustomization.yaml': 'resources: [cm.yaml]\n',
    'generator/cm.yaml': cm('gen'),
    'apps/missing.yaml': app('missing', 'missing'),
    'missing/kustomization.yaml': 'resources: [cm.yaml]\n',
    'missing/cm.yaml': cm('missing'),
    'apps/badvalues.yaml': app('badvalues', 'badvalues', '    helm:\n      valueFiles: [extra.yaml]\n'),
    'badvalues/Chart.yaml': CHART,
    'badvalues/extra.yaml': 'a: 1\n',
    'badvalues/templates/cm.yaml': cm('bv'),
    'apps/jsonsecret.yaml': app('jsonsecret', 'jsonsecret'),
    'jsonsecret/secret.json': JSON.stringify({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { key: 'x' } })
  })
  const base = git(dir, 'rev-parse', 'HEAD')
  const head = commit(
    dir,
    {
      'failing/templates/cm.yaml': `{{ fail ${q(HOSTILE)} }}\n`,
      'schema/values.yaml': `db:\n  password: ${q(SECRET)}\n`,
      'generator/kustomization.yaml': `secretGenerator:\n- name: creds\n  literals: [${q(`password=${SECRET}`)}, "oops"]\n`,
      'missing/kustomization.yaml': 'resources: [cm.yaml, does-not-exist.yaml]\n',
      'badvalues/extra.yaml': `token: ${q(SECRET)}\n  bad: [\n`,
      'named/cm.yaml': cm('named-2'),
      // Unquoted: not JSON, and V8's parse error quotes the text around the value.
      'jsonsecret/secret.json': `{"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "s"}, "stringData": {"key": ${SECRET}}}`
    },
    'hostile head',
    [`raw/evil @octocat #12 ::error::f.yaml`]
  )
  return { dir, base, head }
}

/** Raw control characters other than \n and \t, and bidi / zero-width characters (U+2060, our own joiner, allowed). */
export const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/

/** A line the Actions runner would execute as a workflow command, or the log viewer read as a directive. */
export const COMMAND_LINE = /^\s*(::|##\[)/

/** Absolute runner paths: the scratch folders and anything under the temp folder or the scratch root. */
export function runnerPaths(): RegExp {
  const roots = [...new Set([tmpdir(), scratchRoot()])].map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`prune-guard-[A-Za-z0-9]{4,}|(?:${roots.join('|')})/`)
}
