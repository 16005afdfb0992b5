// Benchmark scenario "big" (issue 12, item 3): one Helm app rendering 20,000 ConfigMaps (`range until`), a PR changing
// one value so that base and head both render every resource and every resource differs. Prints our wall time, helm's
// own render time for the same chart (`helm template` run directly), the floor (the same helm invocations run
// directly with the tool's concurrency), peak RSS of our node process and of the whole process tree.
// The analysis runs in a child process so that its peak RSS is its own (not the bench's) and the tree includes helm.
// Usage: npm run bench -- big [count]   (or: node --import tsx scripts/bench-big.ts [count])
// Then the same PR with the base render in the render cache (a run on the base revision filled it): only head renders.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createToolRunner } from '../src/lib/process/exec.js'
import { sampleTreeRss } from './bench-floor.js'
import { createLimiter } from '../src/lib/pool.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tools = join(root, '.tools', 'bin')
const ORIGIN = 'https://github.com/example/bench-big.git'
const self = fileURLToPath(import.meta.url)

function write(dir: string, files: Record<string, string>): void {
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true })
    writeFileSync(join(dir, p), t)
  }
}

function git(dir: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@x', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@x' }
  })
}

const TEMPLATE = `{{- range $i := until (int .Values.count) }}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: cm-{{ $i }}
  labels:
    app.kubernetes.io/name: big
    app.kubernetes.io/instance: {{ $.Release.Name }}
data:
  version: "{{ $.Values.version }}"
  index: "{{ $i }}"
  greeting: hello from configmap number {{ $i }}
{{- end }}
`

/** A repository with one Helm app of `count` ConfigMaps; HEAD~1 has version 1, HEAD version 2. */
export function makeBigRepo(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-bench-big-'))
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'remote', 'add', 'origin', ORIGIN)
  const files = (version: number) => ({
    'apps/big.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: big\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: ${ORIGIN}\n    targetRevision: HEAD\n    path: charts/big\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: big\n  syncPolicy:\n    automated: {prune: true}\n`,
    'charts/big/Chart.yaml': 'apiVersion: v2\nname: big\nversion: 1.0.0\n',
    'charts/big/values.yaml': `count: ${count}\nversion: ${version}\n`,
    'charts/big/templates/cms.yaml': TEMPLATE
  })
  write(dir, files(1))
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', 'base')
  write(dir, files(2))
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', 'head')
  return dir
}

/** Wall time (ms) of `helm template` on the chart, run directly; `parallel` copies at once (the floor). */
async function helmDirect(chartDir: string, parallel: number, copies: number): Promise<number> {
  const runner = createToolRunner()
  const limit = createLimiter(parallel)
  const tool = { name: 'helm' as const, command: join(tools, 'helm'), prefixArgs: [], origin: 'bench' }
  const home = mkdtempSync(join(tmpdir(), 'pg-bench-helm-home-'))
  const env = { HELM_CACHE_HOME: join(home, 'cache'), HELM_CONFIG_HOME: join(home, 'config'), HELM_DATA_HOME: join(home, 'data') }
  try {
    const t0 = performance.now()
    await Promise.all(
      Array.from({ length: copies }, () =>
        limit(async () => {
          const r = await runner.run(tool, ['template', 'big', chartDir, '--namespace', 'big'], { cwd: chartDir, env })
          if (r.code !== 0) throw new Error(`helm template failed: ${r.stderr}`)
        })
      )
    )
    return performance.now() - t0
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}

interface ChildResult {
  wallMs: number
  maxRssMb: number
  /** CPU time of the guard's process (user + system), less sensitive to other load on the machine than wall time. */
  cpuMs: number
  processes: number
  secondRenders: number
  secondRendersSkipped: number
  resources: number
  phases: string[]
}

async function child(dir: string, concurrency: number, cacheDir?: string, base = 'HEAD~1', head = 'HEAD'): Promise<void> {
  const { analyze } = await import('../src/pipeline/analyze.js')
  const phases: string[] = []
  const t0 = performance.now()
  const { stats, plans } = await analyze({
    repoDir: dir,
    base,
    head,
    helmPath: join(tools, 'helm'),
    kustomizePath: join(tools, 'kubectl'),
    overrides: { concurrency, network: false, ...(cacheDir ? { cacheDir } : {}) },
    log: (l) => {
      if (!l.startsWith('rendered app')) phases.push(`${((performance.now() - t0) / 1000).toFixed(2)} s ${l}`)
    }
  })
  const wallMs = performance.now() - t0
  const resources = plans.reduce((n, p) => n + p.update.length + p.create.length + p.prune.length, 0)
  const cpu = process.cpuUsage()
  const out: ChildResult = {
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    processes: stats.processes,
    secondRenders: stats.secondRenders,
    secondRendersSkipped: stats.secondRendersSkipped,
    resources,
    phases
  }
  process.stdout.write(`${JSON.stringify(out)}\n`)
}

/** Runs the analysis in a child node process, sampling the tree's RSS. */
async function runChild(dir: string, concurrency: number, cache: string[] = []): Promise<ChildResult & { treePeakMb: number }> {
  const p = spawn(process.execPath, [...process.execArgv, self, '--child', dir, String(concurrency), ...cache], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env
  })
  const sampler = sampleTreeRss(p.pid!)
  let out = ''
  p.stdout.on('data', (b: Buffer) => (out += b.toString('utf8')))
  const code = await new Promise<number | null>((r) => p.on('close', r))
  const peak = sampler.stop()
  if (code !== 0) throw new Error(`bench child exited with ${code}: ${out}`)
  const result = JSON.parse(out.trim().split('\n').pop()!) as ChildResult
  return { ...result, treePeakMb: peak / 1048576 }
}

export async function benchBig(count = 20_000, concurrency = availableParallelism()): Promise<string> {
  const dir = makeBigRepo(count)
  const chartDir = join(dir, 'charts', 'big')
  try {
    await helmDirect(chartDir, 1, 1) // warm the page cache
    const helmOnce = Math.min(await helmDirect(chartDir, 1, 1), await helmDirect(chartDir, 1, 1))
    // The floor: the two renders the tool runs (base and head), run directly with the tool's concurrency.
    const floor = await helmDirect(chartDir, concurrency, 2)
    // Decoding one render's output with the guard's YAML profile, alone (the `yaml` library's parser dominates).
    const text = execFileSync(join(tools, 'helm'), ['template', 'big', chartDir, '--namespace', 'big'], { maxBuffer: 1 << 30, encoding: 'utf8' })
    const { parseYamlStream } = await import('../src/lib/yaml.js')
    const d0 = performance.now()
    parseYamlStream(text)
    const decodeMs = performance.now() - d0
    const r = await runChild(dir, concurrency)
    if (process.env.BENCH_PHASES) for (const l of r.phases) console.log(`  ${l}`)
    // Warm: a run on the base revision alone filled the render cache (README "Render cache"), so only the head renders.
    const cacheDir = mkdtempSync(join(tmpdir(), 'pg-bench-big-cache-'))
    let warmLine: string
    try {
      // A third commit: the PR measured is HEAD~1 -> HEAD, and the run before it (HEAD~2 -> HEAD~1) rendered HEAD~1.
      writeFileSync(join(chartDir, 'values.yaml'), `count: ${count}\nversion: 3\n`)
      git(dir, 'commit', '-q', '--no-gpg-sign', '-am', 'next')
      await runChild(dir, concurrency, [cacheDir, 'HEAD~2', 'HEAD~1'])
      const w = await runChild(dir, concurrency, [cacheDir])
      warmLine = `big app, base render cached · wall ${(w.wallMs / 1000).toFixed(2)} s · wall/helm ${(w.wallMs / helmOnce).toFixed(2)} · our CPU ${(w.cpuMs / 1000).toFixed(2)} s · peak RSS ours ${w.maxRssMb.toFixed(0)} MB · process tree ${w.treePeakMb.toFixed(0)} MB · ${w.processes} renderer processes`
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
    return `big app (${count} resources, ${r.resources} planned) · wall ${(r.wallMs / 1000).toFixed(2)} s · helm template alone ${(helmOnce / 1000).toFixed(2)} s · wall/helm ${(r.wallMs / helmOnce).toFixed(2)} · floor (base+head, ${concurrency} at once) ${(floor / 1000).toFixed(2)} s · wall/floor ${(r.wallMs / floor).toFixed(2)} · decoding one render's ${(text.length / 1048576).toFixed(1)} MB alone ${(decodeMs / 1000).toFixed(2)} s · our CPU ${(r.cpuMs / 1000).toFixed(2)} s · peak RSS ours ${r.maxRssMb.toFixed(0)} MB · process tree ${r.treePeakMb.toFixed(0)} MB · ${r.processes} renderer processes · second renders ${r.secondRenders} run, ${r.secondRendersSkipped} skipped\n${warmLine}`
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === self) {
  if (process.argv[2] === '--child') await child(process.argv[3]!, Number(process.argv[4]), process.argv[5], process.argv[6], process.argv[7])
  else console.log(await benchBig(Number(process.argv[2]) || 20_000))
}
