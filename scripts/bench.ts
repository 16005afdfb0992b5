// Benchmark (prints figures; not a test). Generated GitOps repos with 50 and 200 apps, half Helm, half Kustomize.
// Scenarios: (a) a PR touching one app, (b) a PR touching every app. For each: wall time, peak RSS, renderer
// processes, and wall time / floor, where the floor is the wall time of the same helm/kustomize invocations run
// directly with the same concurrency (scripts/bench-floor.ts); peak RSS of the guard's process and of its process tree
// (renderers included). Then the 20,000-resource app (scripts/bench-big.ts). Every measured analysis runs in a fresh
// process (scripts/bench-child.ts), BENCH_RUNS times (default 3); figures are the median and the range.
// With a warm render cache (docs/render-cache.md): the same PRs after a run on the base revision filled the cache, so
// only the head side renders; wall / floor uses the floor of the same PR without a cache. BENCH_WARM_ONLY=1 skips the
// cold parallel runs (the serial run for the floor still runs). The one-app PR also runs through the shipped CLI
// (dist/cli.js) end to end, Node's start-up and the loading of the bundle included.
// Usage: npm run bench [-- 50 200]   |   npm run bench -- big [count]
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyze } from '../src/pipeline/analyze.js'
import { createToolRunner } from '../src/lib/process/exec.js'
import type { ToolRunner } from '../src/render/types.js'
import { createRecorder } from './bench-floor.js'
import { cpuSeconds, inTurn, median, ratio, runChild, seconds, timedRunner, warmRun, type ChildResult } from './bench-child.js'
import { scratchRoot } from '../src/lib/scratch-root.js'
import { benchBig } from './bench-big.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tools = join(root, '.tools', 'bin')
const ORIGIN = 'https://github.com/example/bench.git'

function write(dir: string, files: Record<string, string>): void {
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true })
    writeFileSync(join(dir, p), t)
  }
}

function appManifest(name: string, path: string): string {
  return `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: ${ORIGIN}\n    targetRevision: HEAD\n    path: ${path}\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ${name}\n  syncPolicy:\n    automated: {prune: true}\n`
}

function appFiles(i: number, version: number): Record<string, string> {
  const name = `app-${String(i).padStart(3, '0')}`
  if (i % 2 === 0) {
    return {
      [`apps/${name}.yaml`]: appManifest(name, `charts/${name}`),
      [`charts/${name}/Chart.yaml`]: `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`,
      [`charts/${name}/values.yaml`]: `replicas: ${version}\nimage: nginx:1.${version}\n`,
      [`charts/${name}/templates/deploy.yaml`]:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  replicas: {{ .Values.replicas }}\n  selector: {matchLabels: {app: {{ .Release.Name }}}}\n  template:\n    metadata: {labels: {app: {{ .Release.Name }}}}\n    spec:\n      containers: [{name: web, image: {{ .Values.image }}}]\n',
      [`charts/${name}/templates/svc.yaml`]:
        'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  selector: {app: {{ .Release.Name }}}\n  ports: [{port: 80}]\n',
      [`charts/${name}/templates/cm.yaml`]:
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-config\ndata:\n  version: "{{ .Values.replicas }}"\n'
    }
  }
  return {
    [`apps/${name}.yaml`]: appManifest(name, `kustomize/${name}/overlay`),
    [`kustomize/${name}/base/kustomization.yaml`]: 'resources: [deploy.yaml, svc.yaml]\n',
    [`kustomize/${name}/base/deploy.yaml`]: `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\nspec:\n  replicas: 1\n  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec:\n      containers: [{name: web, image: nginx}]\n`,
    [`kustomize/${name}/base/svc.yaml`]: `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\nspec:\n  selector: {app: ${name}}\n  ports: [{port: 80}]\n`,
    [`kustomize/${name}/overlay/kustomization.yaml`]: `resources: [../base]\nimages:\n  - name: nginx\n    newTag: "1.${version}"\n`
  }
}

function git(dir: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@x', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@x' }
  })
}

function makeRepo(n: number, touched: 'one' | 'all'): string {
  const dir = mkdtempSync(join(tmpdir(), `pg-bench-${n}-`))
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'remote', 'add', 'origin', ORIGIN)
  git(dir, 'commit', '-q', '--no-gpg-sign', '--allow-empty', '-m', 'empty') // the warm-cache runs fill the cache from here
  for (let i = 0; i < n; i++) write(dir, appFiles(i, 1))
  write(dir, { 'README.md': '# bench\n' })
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', 'base')
  for (let i = 0; i < (touched === 'one' ? 1 : n); i++) write(dir, appFiles(i, 2))
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', 'head')
  return dir
}

/** The serial run that records the invocations for the floor (in this process: the recorder wraps its runner). */
async function recordSerial(dir: string, wrap: (r: ToolRunner) => ToolRunner): Promise<number> {
  const timed = timedRunner(wrap(createToolRunner()))
  await analyze({
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    runner: timed.runner,
    helmPath: join(tools, 'helm'),
    kustomizePath: join(tools, 'kubectl'),
    overrides: { concurrency: 1, network: false }
  })
  return timed.ms()
}

/**
 * The CLI as users run it, start-up included: `node dist/cli.js` on the PR (wall ms per run). The analysis figures
 * above start their clock once the code is loaded; this one starts it before Node does.
 */
function cliRuns(dir: string, count: number): number[] {
  const out: number[] = []
  const cli = join(root, 'dist', 'cli.js')
  const args = [cli, '--repo', dir, '--base', 'HEAD~1', '--offline', '--format', 'json', '--output', '/dev/null']
  const env = { ...process.env, PRUNE_GUARD_HELM: join(tools, 'helm'), PRUNE_GUARD_KUSTOMIZE: join(tools, 'kubectl') }
  for (let k = 0; k < count; k++) {
    const t0 = performance.now()
    const r = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    out.push(performance.now() - t0)
    if (r.status !== 0 && r.status !== 1) throw new Error(`dist/cli.js exited with ${r.status}: ${r.stderr.toString()}`)
  }
  return out
}

// `--make <n> <one|all>` only creates a repository and prints its path (for profiling by hand).
if (process.argv[2] === '--make') {
  console.log(makeRepo(Number(process.argv[3]), process.argv[4] === 'all' ? 'all' : 'one'))
  process.exit(0)
}
const cores = availableParallelism()
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((x) => x > 0)
// `big` alone runs only the 20,000-resource app (scripts/bench-big.ts); it also runs after the other scenarios.
const bigOnly = process.argv[2] === 'big'
// Each measured run (cold, warm, floor) is repeated: the median is reported with the range (BENCH_RUNS, default 3).
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3)
console.log(`cores: ${cores}, node ${process.version}, ${runs} run(s) of each measurement (median and range)`)
for (const n of bigOnly ? [] : sizes.length ? sizes : [50, 200]) {
  for (const touched of ['one', 'all'] as const) {
    const dir = makeRepo(n, touched)
    try {
      const concurrency = Number(process.env.BENCH_CONCURRENCY) || cores
      const warmOnly = process.env.BENCH_WARM_ONLY === '1'
      // The floor: the same invocations run directly with the same concurrency (scripts/bench-floor.ts), recorded by a
      // serial run. Warm cache: a run on the base revision (every app new there) fills the cache, and each warm run
      // starts from a copy of it. Cold run, floor and warm run are interleaved, in turn forwards and backwards (inTurn),
      // so that a machine getting slower or faster over the minutes of a benchmark moves all three alike.
      const recorder = createRecorder()
      const filled = mkdtempSync(join(scratchRoot(), 'pg-bench-cache-'))
      const cold: ChildResult[] = []
      const floors: number[] = []
      const warm: ChildResult[] = []
      let serialMs: number
      let floorRuns = 0
      try {
        const tmpBefore = process.env.TMPDIR
        process.env.TMPDIR = recorder.tmp
        try {
          serialMs = await recordSerial(dir, recorder.wrap)
        } finally {
          if (tmpBefore === undefined) delete process.env.TMPDIR
          else process.env.TMPDIR = tmpBefore
        }
        await runChild(dir, concurrency, { cacheDir: filled, base: 'HEAD~2', head: 'HEAD~1' })
        for (let k = 0; k < runs; k++) {
          await inTurn(k, [
            async () => {
              if (!warmOnly) cold.push(await runChild(dir, concurrency))
            },
            async () => {
              const replay = await recorder.replay(concurrency)
              floors.push(replay.ms)
              floorRuns = replay.runs
              if (replay.failed > 0) console.log(`  (floor: ${replay.failed} of ${replay.runs} replayed invocations failed; the floor is too low)`)
            },
            async () => void warm.push(await warmRun(dir, concurrency, filled))
          ])
        }
      } finally {
        recorder.dispose()
        rmSync(filled, { recursive: true, force: true })
      }
      const w = warm.map((r) => r.wallMs)
      const warmRow = `${String(n).padStart(4)} apps · touch ${touched.padEnd(3)} · WARM CACHE · wall ${seconds(w)} · ${warm[0]!.processes} renderer processes · ${warm[0]!.cacheHits} renders from cache · floor (no cache) ${seconds(floors)} · wall/floor ${ratio(w, floors)} · our CPU ${cpuSeconds(warm)} s`
      console.log(warmRow)
      if (cold.length === 0) continue
      // Fairness: the floor replays exactly the invocations of a run (no more, no fewer).
      if (floorRuns !== cold[0]!.processes)
        console.log(`  (floor: ${floorRuns} invocations replayed, the measured run started ${cold[0]!.processes}; not comparable)`)
      const c = cold.map((r) => r.wallMs)
      const r = cold[0]!
      const peak = Math.max(...cold.map((x) => x.maxRssMb))
      const treePeak = Math.max(...cold.map((x) => x.treePeakMb))
      const row = `${String(n).padStart(4)} apps · touch ${touched.padEnd(3)} · wall ${seconds(c)} · peak RSS ${peak.toFixed(0)} MB (process tree ${treePeak.toFixed(0)} MB) · ${r.processes} renderer processes · ${r.skipped} apps skipped · second renders ${r.secondRenders} run, ${r.secondRendersSkipped} skipped · floor (same invocations, ${concurrency} at once) ${seconds(floors)} · wall/floor ${ratio(c, floors)} · our CPU ${cpuSeconds(cold)} s · per-process slowdown when ${cores} run at once ${(median(cold.map((x) => x.invocationsMs)) / serialMs).toFixed(2)}x`
      console.log(row)
      console.log(
        `${' '.repeat(4)}  where the time goes (first run): ${r.timings.map((t) => (t.counted ? `${t.name} ×${t.count}` : `${t.name}${t.count > 1 ? ` ×${t.count}` : ''} ${t.ms} ms`)).join(' · ')}`
      )
      if (touched === 'one')
        console.log(`${String(n).padStart(4)} apps · touch one · CLI end to end (node dist/cli.js, start-up included) ${seconds(cliRuns(dir, runs))}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
if (bigOnly || !sizes.length) {
  const row = await benchBig(Number(process.argv[3]) || 20_000, Number(process.env.BENCH_CONCURRENCY) || cores, runs)
  console.log(row)
}
