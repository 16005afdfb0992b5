// Corpus evaluation (prints figures; not a test). Renders every chart of the real-world corpus through the engine, as
// an Application added by a pull request, and scores hook-on-long-lived, nondeterministic-render and helm-lookup
// against the ground truth below (precision and recall over the cases that render offline).
// Usage: npm run eval:corpus [-- <charts dir> [--values <dir>] [--jobs N] [--corpus-values-only]]
// The corpus is read-only: each chart is copied into a temp git repository (base: no app; head: chart + Application).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import { analyze } from '../src/pipeline/analyze.js'
import { keyLabel } from '../src/k8s/resource.js'
import type { Finding } from '../src/rules/types.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const opt = (name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)
const positional = argv.filter((a, i) => !a.startsWith('--') && !['--values', '--jobs'].includes(argv[i - 1] ?? ''))
const chartsDir = resolve(positional[0] ?? join(root, '..', 'shared', 'corpus', 'charts'))
const valuesDir = resolve(opt('--values') ?? join(chartsDir, '..', 'values'))
const jobs = Math.max(1, Number(opt('--jobs') ?? 2))
const ownValues = !argv.includes('--corpus-values-only')
const ORIGIN = 'https://github.com/example/corpus-eval.git'
const tools = join(root, '.tools', 'bin')

// Which corpus values files render which chart (values/README.md: `<chart-dir>__<purpose>.yaml`; the airflow file is
// named after the chart, not the dir). A chart with several entries is evaluated once per entry ("variant").
const VALUES: Record<string, Array<{ variant?: string; files: string[] }>> = {
  'bitnami-airflow': [{ files: ['airflow-bitnami__issue17604.yaml'] }],
  'kube-prometheus-stack': [
    { files: ['kube-prometheus-stack__no-grafana.yaml'] },
    { variant: 'issue4686', files: ['kube-prometheus-stack__issue4686-presync-patch.yaml'] }
  ],
  mastodon: [{ files: ['mastodon__required.yaml'] }],
  'opentelemetry-operator': [{ files: ['opentelemetry-operator__issue2168.yaml'] }],
  sentry: [{ files: ['sentry__offline.yaml'] }],
  zitadel: [{ files: ['zitadel__required.yaml'] }, { variant: 'issue504', files: ['zitadel__required.yaml', 'zitadel__issue504-selfsigned.yaml'] }]
}
// Not from the corpus, shown as `*`: the least a chart needs to render offline. aws-load-balancer-controller and
// crowdsec `fail` without these values; flipt and zitadel have a values.schema.json that $refs https URLs, which
// helm fetches (the guard's skip-when-offline fallback covers remote charts only), so validation is skipped for them.
const OWN_HELM: Record<string, Record<string, unknown>> = {
  'aws-load-balancer-controller': { valuesObject: { clusterName: 'eval' } },
  crowdsec: { valuesObject: { agent: { acquisition: [{ namespace: 'ingress-nginx', podName: 'ingress-nginx-controller-*', program: 'nginx' }] } } },
  flipt: { skipSchemaValidation: true },
  zitadel: { skipSchemaValidation: true }
}

// Ground truth, by case (chart dir, or `dir+variant`). hookRow/randomRow: the ISSUES.md row (category 1/2) behind the
// expectation; without one it comes from reading the chart and from two plain `helm template` runs. hook: 'high' = a
// hook on an object a non-hook uses, or on a kind nothing re-creates; 'helper' = hooks only on helpers of hook Jobs
// (must not be high). random: a field changes between two renders (outside helm tests and hook Jobs/Pods). lookup: a
// rendered template reaches a `lookup` call that runs with these values. Cases without random: see DETERMINISTIC.
interface Truth {
  hook?: 'high' | 'helper'
  hookRow?: number
  random?: boolean
  randomRow?: number
  lookup?: boolean
  note?: string
}
const TRUTH: Record<string, Truth> = {
  'apisix-ingress-controller': {
    random: true,
    randomRow: 19,
    lookup: true,
    note: 'webhook CA and serving cert generated in the template, lookup guard empty offline'
  },
  'argo-cd': { hook: 'helper', hookRow: 44, note: 'redis-secret-init SA/Role/RoleBinding serve only the pre-install Job' },
  authentik: {},
  'aws-load-balancer-controller': { random: true, randomRow: 21, lookup: true, note: 'webhook certificate generated per render' },
  'bitnami-airflow': { random: true, lookup: true, note: 'bitnami common password helper (random unless found by lookup)' },
  'bitnami-argo-cd': { random: true, randomRow: 16, lookup: true, note: 'admin password, its mtime (now) and redis password' },
  'bitnami-keycloak': { random: true, lookup: true, note: 'same bitnami password helper' },
  'bitnami-mongodb': { random: true, lookup: true, note: 'root password from the bitnami helper' },
  'bitnami-postgresql': { random: true, randomRow: 15, lookup: true, note: 'postgres password from the bitnami helper' },
  'bitnami-rabbitmq': { random: true, lookup: true, note: 'password and erlang cookie' },
  'bitnami-redis': { random: true, lookup: true, note: 'redis password' },
  'bitwarden-self-host': {
    hook: 'high',
    random: true,
    randomRow: 13,
    lookup: true,
    note: 'pre-install ConfigMap read by every Deployment (not in ISSUES.md); random keys'
  },
  'cert-manager': { hook: 'helper', note: 'startupapicheck SA/Role/RoleBinding serve only the post-install Job' },
  'chaos-mesh-2.6.4': { random: true, randomRow: 22, note: 'webhook certificates generated per render' },
  cockroachdb: { hook: 'helper', note: 'self-signer SA/Role/RoleBinding serve only the pre-install Job' },
  crowdsec: { random: true, randomRow: 14, lookup: true, note: 'LAPI secret and registration token' },
  'docker-registry': { random: true, randomRow: 6, note: 'haSharedSecret' },
  elasticsearch: { random: true, lookup: true, note: 'generated certificate and password (random test pod name does not count)' },
  flipt: { hook: 'high', hookRow: 30, note: 'pre-install ConfigMap mounted by the Deployment' },
  grafana: { random: true, randomRow: 9, lookup: true, note: 'admin password' },
  graphdb: { hook: 'helper', hookRow: 32, note: 'after the fix: post-* Secret/ConfigMap only used by the scale-down hook Job' },
  'graphdb-pre-argocd-fix': { hook: 'helper', hookRow: 32, note: 'pre-* Secret/ConfigMap only used by the PreSync Job (the report is about that Job: cat 4)' },
  harbor: { random: true, randomRow: 4, lookup: true, note: 'core/registry/jobservice secrets and internal TLS' },
  'harbor-2023-77de1da': { random: true, randomRow: 3, note: 'same, before the lookup guard' },
  huly: { random: true, randomRow: 7, lookup: true, note: 'server secret and DB passwords' },
  influxdb2: { random: true, randomRow: 8, lookup: true, note: 'admin password and token' },
  'ingress-nginx': { hook: 'helper', hookRow: 40, note: 'admission SA/RBAC serve only the admission create/patch Jobs' },
  'k8s-agents-operator': { hook: 'high', hookRow: 23, random: true, randomRow: 23, lookup: true, note: 'pre-install TLS Secret with a generated CA' },
  'keycloak-codecentric': { random: true, lookup: true, note: 'postgresql subchart password' },
  keycloakx: {},
  'kube-prometheus-stack': { hook: 'helper', hookRow: 48, note: 'admission webhook patch helpers' },
  'kube-prometheus-stack+issue4686': { hook: 'helper', hookRow: 48, note: 'patch Job moved to PreSync: an ordering problem (cat 4)' },
  mastodon: {},
  'mattermost-team-edition': { random: true, randomRow: 11, note: 'mysql subchart passwords' },
  netbox: { random: true, randomRow: 12, note: 'secret key and API token' },
  'nginx-gateway-fabric-2.4.2': { hook: 'helper', hookRow: 43, note: 'cert-generator SA/Role/RoleBinding serve only the pre-install Job' },
  'opentelemetry-operator': {
    hook: 'high',
    hookRow: 20,
    random: true,
    randomRow: 20,
    lookup: true,
    note: 'pre-install cert Secret mounted by the operator, generated CA'
  },
  'redpanda-console-2023': { random: true, randomRow: 5, note: 'login JWT secret' },
  sentry: { hook: 'high', hookRow: 63, random: true, randomRow: 10, note: 'Deployments as post-install hooks' },
  'stable-artifactory': { random: true, randomRow: 1, note: 'postgresql subchart password' },
  'stable-mongodb': { random: true, note: 'root password' },
  'stable-nginx-ingress': { hook: 'helper', hookRow: 40, note: 'admission webhooks are off by default in 1.39.0: no hooks render' },
  'stable-postgresql': { random: true, randomRow: 17, note: 'postgres password' },
  'stable-prometheus-operator': { hook: 'helper', hookRow: 39, note: 'admission SA/RBAC/PSP serve only the admission Jobs' },
  'stable-rabbitmq-ha': { random: true, note: 'passwords and erlang cookie' },
  'stable-redis': { random: true, randomRow: 2, note: 'redis password' },
  'stable-sentry': { random: true, note: 'secret key and subchart passwords' },
  vault: {},
  zitadel: { hook: 'high', note: 'pre-install ServiceAccount/ConfigMaps/masterkey Secret used by the Deployments (not in ISSUES.md)' },
  'zitadel+issue504': { hook: 'high', random: true, randomRow: 18, note: 'self-signed TLS certificate' }
}
// No random function reachable with the given values (templates read; identical output of two helm runs).
const DETERMINISTIC = new Set([
  'argo-cd',
  'authentik',
  'cert-manager',
  'cockroachdb',
  'flipt',
  'graphdb',
  'graphdb-pre-argocd-fix',
  'ingress-nginx',
  'keycloakx',
  'kube-prometheus-stack',
  'kube-prometheus-stack+issue4686',
  'mastodon',
  'nginx-gateway-fabric-2.4.2',
  'stable-nginx-ingress',
  'stable-prometheus-operator',
  'vault',
  'zitadel'
])

interface Case {
  id: string
  chart: string
  files: string[]
  own?: Record<string, unknown>
}
interface Result {
  c: Case
  ms: number
  rendered: boolean
  why?: string
  findings: Finding[]
  error?: string
  stats?: { processes: number; secondRenders: number; secondRendersSkipped: number }
}

function git(dir: string, ...args: string[]): void {
  const who = {
    GIT_AUTHOR_NAME: 'eval',
    GIT_AUTHOR_EMAIL: 'eval@example.com',
    GIT_COMMITTER_NAME: 'eval',
    GIT_COMMITTER_EMAIL: 'eval@example.com',
    GIT_CONFIG_NOSYSTEM: '1'
  }
  execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, ...who } })
}

function makeRepo(c: Case): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-corpus-'))
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'config', 'commit.gpgsign', 'false')
  git(dir, 'remote', 'add', 'origin', ORIGIN)
  writeFileSync(join(dir, 'README.md'), '# corpus evaluation\n')
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', 'base')
  mkdirSync(join(dir, 'charts'))
  mkdirSync(join(dir, 'values'))
  // Everything the upstream commit had, including files a chart's own .gitignore would leave out.
  execFileSync('cp', ['-R', join(chartsDir, c.chart), join(dir, 'charts', c.chart)])
  for (const f of c.files) execFileSync('cp', [join(valuesDir, f), join(dir, 'values', f)])
  execFileSync('chmod', ['-R', 'u+w', dir])
  const name = c.id.replace(/[^a-z0-9-]/g, '-')
  const app = {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name, namespace: 'argocd' },
    spec: {
      project: 'default',
      source: {
        repoURL: ORIGIN,
        targetRevision: 'HEAD',
        path: `charts/${c.chart}`,
        helm: { valueFiles: c.files.map((f) => `../../values/${f}`), ...c.own }
      },
      destination: { server: 'https://kubernetes.default.svc', namespace: c.chart.replace(/[^a-z0-9-]/g, '-') },
      syncPolicy: { automated: { prune: true, selfHeal: true } }
    }
  }
  mkdirSync(join(dir, 'apps'))
  writeFileSync(join(dir, 'apps', `${name}.yaml`), stringify(app))
  git(dir, 'add', '-A', '-f')
  git(dir, 'commit', '-q', '-m', `add ${c.id}`)
  return dir
}

async function evaluate(c: Case): Promise<Result> {
  const t0 = performance.now()
  const dir = makeRepo(c)
  try {
    const { report, stats } = await analyze({
      repoDir: dir,
      base: 'HEAD~1',
      head: 'HEAD',
      helmPath: join(tools, 'helm'),
      kustomizePath: join(tools, 'kubectl'),
      overrides: { network: false, checkDeterminism: true }
    })
    const app = report.apps[0]
    const why = app ? (app.error ?? app.notRendered ?? undefined) : 'no Application discovered'
    return { c, ms: performance.now() - t0, rendered: !why, why: why ?? undefined, findings: report.findings, stats }
  } catch (e) {
    return { c, ms: performance.now() - t0, rendered: false, why: `analyze failed: ${(e as Error).message}`, findings: [], error: String(e) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const HOOK = 'hook-on-long-lived'
const RANDOM = 'nondeterministic-render'
const LOOKUP = 'helm-lookup'
type Verdict = 'TP' | 'FP' | 'FN' | 'TN'
const verdict = (expected: boolean, found: boolean): Verdict => (expected ? (found ? 'TP' : 'FN') : found ? 'FP' : 'TN')
const of = (r: Result, rule: string, sev?: string): Finding[] => r.findings.filter((f) => f.rule === rule && (!sev || f.severity === sev))
const scored: Record<string, { expected: (t: Truth) => boolean; found: (r: Result) => boolean }> = {
  [HOOK]: { expected: (t) => t.hook === 'high', found: (r) => of(r, HOOK, 'high').length > 0 },
  [RANDOM]: { expected: (t) => t.random === true, found: (r) => of(r, RANDOM).length > 0 },
  [LOOKUP]: { expected: (t) => t.lookup === true, found: (r) => of(r, LOOKUP).length > 0 }
}

// ---- main
const t0 = performance.now()
for (const b of ['helm', 'kubectl']) if (!existsSync(join(tools, b))) throw new Error(`${join(tools, b)} is missing: run npm run tools`)
const charts = readdirSync(chartsDir)
  .filter((d) => statSync(join(chartsDir, d)).isDirectory())
  .sort()
const cases: Case[] = charts.flatMap((chart) =>
  (VALUES[chart] ?? [{ files: [] }]).map((v) => ({
    id: v.variant ? `${chart}+${v.variant}` : chart,
    chart,
    files: v.files,
    own: ownValues ? OWN_HELM[chart] : undefined
  }))
)
const usedValues = new Set(cases.flatMap((c) => c.files))
const unusedValues = existsSync(valuesDir) ? readdirSync(valuesDir).filter((f) => f.endsWith('.yaml') && !usedValues.has(f)) : []
const unknown = cases.filter((c) => !TRUTH[c.id]).map((c) => c.id)
console.log(`corpus: ${chartsDir} (${charts.length} charts, ${cases.length} cases), values: ${valuesDir}, ${jobs} at a time, network off`)
if (unknown.length) console.log(`no ground truth for: ${unknown.join(', ')} (scored as deterministic and hook-free)`)
const inconsistent = Object.keys(TRUTH).filter((id) => !TRUTH[id]!.random === !DETERMINISTIC.has(id))
if (inconsistent.length) console.log(`ground truth lists these as both or neither random and deterministic: ${inconsistent.join(', ')}`)
if (unusedValues.length) console.log(`values files not used by any case: ${unusedValues.join(', ')}`)

const results: Result[] = []
let next = 0
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < cases.length) {
      const c = cases[next++]!
      const r = await evaluate(c)
      results.push(r)
      process.stderr.write(`  ${c.id}: ${r.rendered ? 'rendered' : 'not rendered'} in ${(r.ms / 1000).toFixed(1)} s\n`)
    }
  })
)
results.sort((a, b) => (a.c.id < b.c.id ? -1 : 1))

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length))
const cell = (r: Result, rule: string): string => {
  const t = TRUTH[r.c.id] ?? {}
  const exp = scored[rule]!.expected(t)
  const n =
    rule === HOOK ? `${of(r, HOOK, 'high').length}h${of(r, HOOK, 'medium').length ? `+${of(r, HOOK, 'medium').length}m` : ''}` : String(of(r, rule).length)
  const e = rule === HOOK && t.hook === 'helper' ? 'helper' : exp ? 'yes' : 'no'
  return r.rendered ? `${verdict(exp, scored[rule]!.found(r))} ${e}/${n}` : `-- ${e}`
}
console.log('\ncell = verdict expected/found (found: number of findings; hook: h = high, m = medium); * = own minimal values/settings added (see OWN_HELM)')
console.log(`${pad('case', 34)}${pad('rendered', 9)}${pad(HOOK, 20)}${pad(RANDOM, 25)}${pad(LOOKUP, 14)}${pad('time', 7)}other findings`)
for (const r of results) {
  const others = new Map<string, number>()
  for (const f of r.findings) if (!(f.rule in scored)) others.set(f.rule, (others.get(f.rule) ?? 0) + 1)
  const other = [...others].map(([k, v]) => `${k}:${v}`).join(' ')
  const id = r.c.own ? `${r.c.id} *` : r.c.id
  console.log(
    `${pad(id, 34)}${pad(r.rendered ? 'yes' : 'NO', 9)}${pad(cell(r, HOOK), 20)}${pad(cell(r, RANDOM), 25)}${pad(cell(r, LOOKUP), 14)}${pad(`${(r.ms / 1000).toFixed(1)}s`, 7)}${other}`
  )
}

console.log('\nFindings of the scored rules (resources):')
const short = (f: Finding): string => (f.resource ? keyLabel(f.resource).replace(/ [^ /]+\//, ' ') : (f.file ?? '?'))
for (const r of results.filter((x) => x.rendered)) {
  const parts: string[] = []
  for (const [rule, label] of [
    [HOOK, 'hook'],
    [RANDOM, 'random'],
    [LOOKUP, 'lookup']
  ] as const) {
    const fs = of(r, rule)
    if (!fs.length) continue
    const shown = fs.slice(0, 6).map((f) => (rule === HOOK ? `${short(f)} (${f.severity})` : rule === LOOKUP ? `${f.file}` : short(f)))
    parts.push(`${label}: ${shown.join(', ')}${fs.length > 6 ? ` …+${fs.length - 6}` : ''}`)
  }
  if (parts.length) console.log(`  ${r.c.id}\n    ${parts.join('\n    ')}`)
}

console.log('\nPrecision and recall over the cases that render offline:')
const rendered = results.filter((r) => r.rendered)
for (const rule of Object.keys(scored)) {
  const count = { TP: [] as string[], FP: [] as string[], FN: [] as string[], TN: [] as string[] }
  for (const r of rendered) count[verdict(scored[rule]!.expected(TRUTH[r.c.id] ?? {}), scored[rule]!.found(r))].push(r.c.id)
  const tp = count.TP.length,
    fp = count.FP.length,
    fn = count.FN.length
  const pct = (a: number, b: number): string => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`)
  console.log(`  ${pad(rule, 24)} precision ${pad(pct(tp, tp + fp), 16)} recall ${pad(pct(tp, tp + fn), 16)} TP ${tp} FP ${fp} FN ${fn} TN ${count.TN.length}`)
  if (fp) console.log(`    FP: ${count.FP.join(', ')}`)
  if (fn) console.log(`    FN: ${count.FN.join(', ')}`)
}
for (const [rule, row] of [
  [HOOK, 'hookRow'],
  [RANDOM, 'randomRow']
] as const) {
  const pos = rendered.filter((r) => scored[rule]!.expected(TRUTH[r.c.id] ?? {}))
  const fromRows = pos.filter((r) => TRUTH[r.c.id]![row] !== undefined)
  console.log(
    `  ${rule} positives: ${fromRows.length} from ISSUES.md rows, ${pos.length - fromRows.length} from reading the charts (${pos
      .filter((r) => !fromRows.includes(r))
      .map((r) => r.c.id)
      .join(', ')})`
  )
}
const helpers = rendered.filter((r) => TRUTH[r.c.id]?.hook === 'helper')
const helperHigh = helpers.filter((r) => of(r, HOOK, 'high').length > 0).map((r) => r.c.id)
console.log(
  `  helper pattern (cat-1 rows the rule must not flag high): ${helpers.length - helperHigh.length}/${helpers.length} silent at high${helperHigh.length ? `; flagged: ${helperHigh.join(', ')}` : ''}`
)
const deterministic = rendered.filter((r) => DETERMINISTIC.has(r.c.id))
const flaggedDet = deterministic.filter((r) => r.findings.some((f) => f.rule === RANDOM)).map((r) => r.c.id)
console.log(
  `  deterministic cases with no ${RANDOM} finding: ${deterministic.length - flaggedDet.length}/${deterministic.length} (${deterministic.map((r) => r.c.id).join(', ')})`
)

console.log('\nNot rendered offline:')
for (const r of results.filter((x) => !x.rendered))
  console.log(
    `  ${pad(r.c.id, 32)} ${(r.why ?? '')
      .split('\n')[0]!
      .split(/(?<=\.) /)[0]!
      .slice(0, 240)}`
  )
const sum = (k: 'processes' | 'secondRenders' | 'secondRendersSkipped'): number => results.reduce((n, r) => n + (r.stats?.[k] ?? 0), 0)
console.log(
  `\nrenderer processes ${sum('processes')}; determinism second renders run ${sum('secondRenders')}, skipped ${sum('secondRendersSkipped')} (no template can vary)`
)
console.log(`\n${results.length} cases, ${rendered.length} rendered; total wall time ${((performance.now() - t0) / 1000).toFixed(1)} s`)
