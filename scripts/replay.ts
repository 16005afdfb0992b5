// History replay (prints figures; not a test). Replays the recent first-parent history of real GitOps repositories as
// pull requests: for each commit, the engine's `analyze` with base = commit^ and head = commit, offline unless
// --network, with the pinned helm/kustomize. Collects the verdict, blocking findings, apps by outcome, and apps whose
// inputs changed but which were reported `unchanged` without being compared (must be 0). A commit whose replay throws
// is recorded as a crash; the script goes on. Each commit is a pull request into the clone's checked-out branch.
// Usage: npm run eval:replay -- <repo dir>[@<rev>]... [--commits N] [--new-apps K] [--network] [--jobs N] [--json out.json]
//   [--repo-url URL,...] [--scan M] [--rev REV] [--config FILE] [--from out.json]
// The repositories are local clones (their `origin` must be the URL the Applications use); nothing is written to them.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyze } from '../src/pipeline/analyze.js'
import type { AppPlan } from '../src/plan/plan.js'
import { repoPath } from '../src/lib/repo-path.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tools = join(root, '.tools', 'bin')
const argv = process.argv.slice(2)
const VALUED = ['--commits', '--new-apps', '--jobs', '--json', '--scan', '--repo-url', '--rev', '--config', '--from']
const opt = (name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)
// `<dir>@<rev>` replays the history ending at <rev> in that repository (overrides --rev).
const repos = argv
  .filter((a, i) => !a.startsWith('--') && !VALUED.includes(argv[i - 1] ?? ''))
  .map((p) =>
    /@[^/]+$/.test(p) ? { dir: resolve(p.slice(0, p.lastIndexOf('@'))), rev: p.slice(p.lastIndexOf('@') + 1) } : { dir: resolve(p), rev: undefined }
  )
const commits = Number(opt('--commits') ?? 30)
const newApps = Number(opt('--new-apps') ?? 0)
const scan = Number(opt('--scan') ?? 400)
const jobs = Math.max(1, Number(opt('--jobs') ?? 1))
const network = argv.includes('--network')
const jsonOut = opt('--json')
// Replay the history that ends at this revision (default HEAD), e.g. the era a repository still used Argo CD.
const rev = opt('--rev') ?? 'HEAD'
// A settings file used instead of each revision's .prune-guard.yaml (e.g. the repository's Argo CD kustomize.buildOptions).
const configFile = opt('--config')
// Other URLs of the replayed repositories (a fork the Applications point at), as config repoURLs.
const repoURLs = argv.flatMap((a, i) => (argv[i - 1] === '--repo-url' ? a.split(',') : []))
const fromJson = opt('--from')
if (!repos.length && !fromJson)
  throw new Error('usage: npm run eval:replay -- <repo dir>... [--commits N] [--new-apps K] [--network] [--jobs N] [--json out.json]')
for (const b of ['helm', 'kubectl']) if (!existsSync(join(tools, b))) throw new Error(`${join(tools, b)} is missing: run npm run tools`)

interface Blocking {
  rule: string
  app: string | null
  message: string
}
interface Row {
  repo: string
  sha: string
  kind: 'history' | 'new-app'
  seconds: number
  crash?: string
  verdict?: 'pass' | 'fail'
  apps: number
  byOutcome: Record<string, number>
  blocking: Blocking[]
  unknown: Array<{ app: string; reason: string }>
  /** Inputs changed (fingerprints differ or a touched file under a source path), `unchanged`, not compared at both sides. */
  hidden: string[]
  /** Inputs changed, rendered at both sides, identical output (a legitimate `unchanged`). */
  sameOutput: number
  sameOutputApps?: string[]
  changedApps: number
  unknownAppSets: number
}

const git = (dir: string, ...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })

/** The last N first-parent commits that have a parent. */
function history(dir: string, n: number, from: string): string[] {
  const lines = git(dir, 'rev-list', '--first-parent', '--parents', `--max-count=${n}`, from).split('\n').filter(Boolean)
  return lines
    .map((l) => l.split(' '))
    .filter((ids) => ids.length > 1)
    .map((ids) => ids[0]!)
}

/** Commits (within the last `scan` first-parent ones) that add a YAML file declaring an Application. */
function newAppCommits(dir: string, from: string, k: number, skip: Set<string>): string[] {
  if (k <= 0) return []
  const out: string[] = []
  for (const sha of history(dir, scan, from)) {
    if (out.length >= k) break
    if (skip.has(sha)) continue
    try {
      const added = git(dir, 'diff', '--name-only', '--diff-filter=A', `${sha}^`, sha)
        .split('\n')
        .filter((p) => /\.ya?ml$/.test(p))
      if (added.some((p) => /^kind:\s*Application\s*$/m.test(git(dir, 'show', `${sha}:${p}`)))) out.push(sha)
    } catch {
      // an object missing from a partial mirror: not a candidate
    }
  }
  return out
}

const comparedBoth = (p: AppPlan): boolean => !!p.base && !!p.head && !p.base.error && !p.base.notRendered && !p.head.error && !p.head.notRendered

/** Whether a touched file lies under one of the app's in-repo source paths (at either revision). */
function touches(p: AppPlan, touched: string[], origin: string): boolean {
  const norm = (u: string) =>
    u
      .toLowerCase()
      .replace(/^(https?:\/\/|git@)/, '')
      .replace(':', '/')
      .replace(/\.git$/, '')
      .replace(/\/$/, '')
  for (const side of [p.base, p.head]) {
    for (const s of side?.discovered.app.sources ?? []) {
      if (!s.path || norm(s.repoURL) !== norm(origin)) continue
      const dir = repoPath(s.path)
      if (touched.some((f) => dir === '' || f === dir || f.startsWith(`${dir}/`))) return true
    }
  }
  return false
}

/** The clone's checked-out branch (the one whose history is replayed), or undefined on a detached HEAD. */
function reviewedBranch(dir: string): string | undefined {
  try {
    return git(dir, 'symbolic-ref', '--short', '-q', 'HEAD').trim() || undefined
  } catch {
    return undefined
  }
}

async function replay(dir: string, sha: string, kind: Row['kind']): Promise<Row> {
  const row: Row = {
    repo: basename(dir),
    sha: sha.slice(0, 10),
    kind,
    seconds: 0,
    apps: 0,
    byOutcome: {},
    blocking: [],
    unknown: [],
    hidden: [],
    sameOutput: 0,
    changedApps: 0,
    unknownAppSets: 0
  }
  const t0 = performance.now()
  try {
    const touched = git(dir, 'diff', '--name-only', `${sha}^`, sha).split('\n').filter(Boolean)
    const origin = git(dir, 'remote', 'get-url', 'origin').trim()
    const branch = reviewedBranch(dir)
    const { report, plans } = await analyze({
      repoDir: dir,
      base: `${sha}^`,
      head: sha,
      // Each commit stands for a pull request into the branch whose history is replayed, as the action knows its base.
      ...(branch ? { branch } : {}),
      helmPath: join(tools, 'helm'),
      kustomizePath: join(tools, 'kubectl'),
      configFile,
      overrides: { network, ...(repoURLs.length ? { repoURLs } : {}) }
    })
    row.verdict = report.verdict
    row.apps = report.apps.length
    row.changedApps = report.summary.changedApps
    for (const a of report.apps) {
      row.byOutcome[a.outcome] = (row.byOutcome[a.outcome] ?? 0) + 1
      if (a.outcome === 'unknown') row.unknown.push({ app: `${a.namespace}/${a.name}`, reason: a.outcomeReason ?? '' })
    }
    row.unknownAppSets = report.appSets.filter((s) => s.outcome === 'unknown').length
    row.blocking = report.findings.filter((f) => f.blocking).map((f) => ({ rule: f.rule, app: f.app, message: f.message.slice(0, 200) }))
    for (const p of plans) {
      if (p.change !== 'unchanged') continue
      const changed = p.inputsChanged === true || touches(p, touched, origin)
      if (!changed) continue
      if (!comparedBoth(p)) {
        row.hidden.push(p.id)
        continue
      }
      row.sameOutput++
      ;(row.sameOutputApps ??= []).push(p.id)
    }
  } catch (e) {
    row.crash = e instanceof Error ? (e.stack ?? e.message) : String(e)
  }
  row.seconds = (performance.now() - t0) / 1000
  return row
}

/** A short class for an unknown reason, for the summary table. */
function reasonClass(reason: string): string {
  const classes: Array<[RegExp, string]> = [
    [/base revision was not rendered/, 'base not rendered'],
    [/plugin/i, 'config management plugin'],
    [/comes from another repository|in another repository/, 'source in another repository'],
    [/helmCharts.*--enable-helm/, 'helmCharts without --enable-helm configured'],
    [/helm dependency build.*network is off/, 'chart dependencies not fetched (network off)'],
    [/could not be resolved|unreachable|could not (fetch|reach|pull)|connection refused/i, 'remote unreachable'],
    [/own limits|timed out|deadline|memory limit|output exceeded/i, 'guard limit'],
    [/network (is )?(off|disabled|not allowed)|offline|--network|network: true/i, 'network off'],
    [/not allowed|allowedHosts/i, 'host not allowed'],
    [/parent/i, 'parent not rendered'],
    [/jsonnet|not supported|unsupported/i, 'unsupported source']
  ]
  for (const [re, name] of classes) if (re.test(reason)) return name
  return `other: ${reason.replace(/^.*could not be analysed: /, '').slice(0, 70)}`
}

// ---- main (--from <out.json>: print the figures of a saved run again, replaying nothing)
const work: Array<{ dir: string; sha: string; kind: Row['kind'] }> = []
for (const { dir, rev: own } of repos) {
  const hist = history(dir, commits, own ?? rev)
  work.push(...hist.map((sha) => ({ dir, sha, kind: 'history' as const })))
  work.push(...newAppCommits(dir, own ?? rev, newApps, new Set(hist)).map((sha) => ({ dir, sha, kind: 'new-app' as const })))
}
console.log(
  `replaying ${work.length} commit(s) of ${repos.length} repositor${repos.length === 1 ? 'y' : 'ies'}, ${jobs} at a time, network ${network ? 'allowed' : 'off'}`
)
const rows: Row[] = fromJson ? (JSON.parse(readFileSync(fromJson, 'utf8')) as Row[]) : []
let next = 0
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < work.length) {
      const w = work[next++]!
      const r = await replay(w.dir, w.sha, w.kind)
      rows.push(r)
      const outcomes = Object.entries(r.byOutcome)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
      process.stderr.write(
        `  ${r.repo} ${r.sha}${r.kind === 'new-app' ? ' (new app)' : ''}: ${r.crash ? `CRASH ${r.crash.split('\n')[0]}` : `${r.verdict}, ${r.apps} apps (${outcomes})`}` +
          `${r.blocking.length ? `, blocking: ${r.blocking.map((b) => `${b.rule}@${b.app}`).join(' ')}` : ''}${r.hidden.length ? `, HIDDEN: ${r.hidden.join(' ')}` : ''} in ${r.seconds.toFixed(1)} s\n`
      )
    }
  })
)

const pct = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0
}
const tally = (xs: string[]): Array<[string, number]> => {
  const m = new Map<string, number>()
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1)
  return [...m].sort((a, b) => b[1] - a[1])
}
console.log(
  '\n| repository | commits | new-app | crashes | fail | apps (max) | analysed | render-error | unknown | blocking | hidden unchanged | same output | p50 s | max s |'
)
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|')
for (const name of [...new Set(rows.map((r) => r.repo)), 'total']) {
  const rs = name === 'total' ? rows : rows.filter((r) => r.repo === name)
  const sum = (f: (r: Row) => number) => rs.reduce((n, r) => n + f(r), 0)
  const secs = rs.map((r) => r.seconds)
  console.log(
    `| ${name} | ${rs.length} | ${rs.filter((r) => r.kind === 'new-app').length} | ${rs.filter((r) => r.crash).length} | ${rs.filter((r) => r.verdict === 'fail').length} | ` +
      `${Math.max(0, ...rs.map((r) => r.apps))} | ${sum((r) => r.byOutcome.analysed ?? 0)} | ${sum((r) => r.byOutcome['render-error'] ?? 0)} | ${sum((r) => r.byOutcome.unknown ?? 0)} | ` +
      `${sum((r) => r.blocking.length)} | ${sum((r) => r.hidden.length)} | ${sum((r) => r.sameOutput)} | ${pct(secs, 0.5).toFixed(1)} | ${Math.max(0, ...secs).toFixed(1)} |`
  )
}
console.log('(apps by outcome are summed over commits: an app counts once per replayed commit)')
console.log('\nblocking findings by rule:')
for (const [k, n] of tally(rows.flatMap((r) => r.blocking.map((b) => b.rule)))) console.log(`  ${k}: ${n}`)
console.log('blocking findings (distinct rule/app/message):')
for (const [k, n] of tally(rows.flatMap((r) => r.blocking.map((b) => `${r.repo} ${b.rule} ${b.app}: ${b.message.slice(0, 140)}`)))) console.log(`  ${n}x ${k}`)
console.log('unknown apps by reason class:')
for (const [k, n] of tally(rows.flatMap((r) => r.unknown.map((u) => reasonClass(u.reason))))) console.log(`  ${k}: ${n}`)
console.log(`ApplicationSets with outcome unknown (summed over commits): ${rows.reduce((n, r) => n + r.unknownAppSets, 0)}`)
const hidden = rows.flatMap((r) => r.hidden.map((h) => `${r.repo} ${r.sha} ${h}`))
console.log(`apps with changed inputs reported unchanged without a comparison: ${hidden.length}${hidden.length ? `\n  ${hidden.join('\n  ')}` : ''}`)
for (const r of rows.filter((x) => x.crash)) console.log(`CRASH ${r.repo} ${r.sha}: ${r.crash}`)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2))
