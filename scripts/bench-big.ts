// Benchmark scenario "big" (issue 12, item 3): one Helm app rendering 20,000 ConfigMaps (`range until`), a PR changing
// one value so that base and head both render every resource and every resource differs. Prints our wall time, helm's
// own render time for the same chart (`helm template` run directly), the floor (the same helm invocations run
// directly with the tool's concurrency), peak RSS of our node process and of the whole process tree.
// The analysis runs in a child process (scripts/bench-child.ts) so that its peak RSS is its own (not the bench's) and
// the tree includes helm. Each measurement is repeated BENCH_RUNS times (default 3): the median and the range.
// Usage: npm run bench -- big [count]   (or: node --import tsx scripts/bench-big.ts [count])
// Then the same PR with the base render in the render cache (a run on the base revision filled it): only head renders.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createToolRunner } from '../src/lib/process/exec.js'
import { cpuSeconds, inTurn, ratio, runChild, seconds, warmRun, type ChildResult } from './bench-child.js'
import { scratchRoot } from '../src/lib/scratch-root.js'
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

export async function benchBig(count = 20_000, concurrency = availableParallelism(), runs = 1): Promise<string> {
  const dir = makeBigRepo(count)
  const chartDir = join(dir, 'charts', 'big')
  try {
    await helmDirect(chartDir, 1, 1) // warm the page cache
    // Decoding one render's output with the guard's YAML profile, alone.
    const text = execFileSync(join(tools, 'helm'), ['template', 'big', chartDir, '--namespace', 'big'], { maxBuffer: 1 << 30, encoding: 'utf8' })
    const { parseYamlStream } = await import('../src/lib/yaml/yaml.js')
    const d0 = performance.now()
    parseYamlStream(text)
    const decodeMs = performance.now() - d0
    // Warm: a run on the base revision alone fills the render cache (docs/render-cache.md), so only the head renders.
    // A third commit: the PR measured is HEAD~1 -> HEAD, and the run before it (HEAD~2 -> HEAD~1) rendered HEAD~1.
    const filled = mkdtempSync(join(scratchRoot(), 'pg-bench-big-cache-'))
    writeFileSync(join(chartDir, 'values.yaml'), `count: ${count}\nversion: 3\n`)
    git(dir, 'commit', '-q', '--no-gpg-sign', '-am', 'next')
    // helm alone, the floor (the two renders the tool runs, with its concurrency), the cold and the warm analysis:
    // interleaved, in turn forwards and backwards (inTurn), so that a machine getting slower or faster over the
    // benchmark moves them alike.
    const helmRuns: number[] = []
    const floors: number[] = []
    const cold: ChildResult[] = []
    const warm: ChildResult[] = []
    try {
      await runChild(dir, concurrency, { cacheDir: filled, base: 'HEAD~2', head: 'HEAD~1' })
      for (let k = 0; k < runs; k++) {
        await inTurn(k, [
          async () => void helmRuns.push(await helmDirect(chartDir, 1, 1)),
          async () => void floors.push(await helmDirect(chartDir, concurrency, 2)),
          async () => void cold.push(await runChild(dir, concurrency)),
          async () => void warm.push(await warmRun(dir, concurrency, filled))
        ])
      }
    } finally {
      rmSync(filled, { recursive: true, force: true })
    }
    const r = cold[0]!
    if (process.env.BENCH_PHASES) for (const l of r.phases) console.log(`  ${l}`)
    const c = cold.map((x) => x.wallMs)
    const w = warm.map((x) => x.wallMs)
    const mb = (xs: ChildResult[], f: (x: ChildResult) => number) => Math.max(...xs.map(f)).toFixed(0)
    const warmLine = `big app, base render cached · wall ${seconds(w)} · wall/helm ${ratio(w, helmRuns)} · our CPU ${cpuSeconds(warm)} s · peak RSS ours ${mb(warm, (x) => x.maxRssMb)} MB · process tree ${mb(warm, (x) => x.treePeakMb)} MB · ${warm[0]!.processes} renderer processes`
    return `big app (${count} resources, ${r.resources} planned) · wall ${seconds(c)} · helm template alone ${seconds(helmRuns)} · wall/helm ${ratio(c, helmRuns)} · floor (base+head, ${concurrency} at once) ${seconds(floors)} · wall/floor ${ratio(c, floors)} · decoding one render's ${(text.length / 1048576).toFixed(1)} MB alone ${(decodeMs / 1000).toFixed(2)} s · our CPU ${cpuSeconds(cold)} s · peak RSS ours ${mb(cold, (x) => x.maxRssMb)} MB · process tree ${mb(cold, (x) => x.treePeakMb)} MB · ${r.processes} renderer processes · second renders ${r.secondRenders} run, ${r.secondRendersSkipped} skipped\n${warmLine}`
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === self)
  console.log(await benchBig(Number(process.argv[2]) || 20_000, availableParallelism(), Math.max(1, Number(process.env.BENCH_RUNS) || 3)))
