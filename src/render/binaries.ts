// Renderer binary resolution: explicit option or env (PRUNE_GUARD_HELM, PRUNE_GUARD_KUSTOMIZE), then PATH
// (`helm`; `kustomize`, else `kubectl kustomize`), then the dev folder .tools/bin that `npm run tools` fills.
// Resolution is lazy: a missing binary is an error only when an app actually needs it.
import { accessSync, constants, existsSync } from 'node:fs'
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Tool, ToolRunner } from './types.js'
import { repoPath } from '../lib/repo-path.js'
import { type ErrorKind, errorMessage, GuardError } from '../lib/errors.js'

export interface BinaryOptions {
  helm?: string
  kustomize?: string
  /**
   * The Helm major version the modelled Argo CD runs (argocd/tool-versions.ts). Only the dev folder honours it: there
   * `helm3` (a Helm 3 build, `npm run tools`) renders for 3, `helm` (Helm 4) otherwise.
   */
  helmMajor?: number
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv
}

function isExecutable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    const p = join(dir, name)
    if (isExecutable(p)) return p
  }
  return undefined
}

/** The project's .tools/bin, found by walking up from this module (works from src/ and from dist/). */
export function devToolsDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    const p = join(dir, '.tools', 'bin')
    if (existsSync(p)) return p
    dir = dirname(dir)
  }
  return undefined
}

export class MissingBinaryError extends GuardError {
  override get kind(): ErrorKind {
    return 'environment'
  }
  constructor(tool: string, searched: string[], message?: string) {
    super(
      message ??
        `${tool} is needed to render this app but was not found. Searched: ${searched.join('; ')}. ` +
          `Install ${tool}, put it on PATH, or point the ${tool === 'helm' ? 'helm-path input / PRUNE_GUARD_HELM' : 'kustomize-path input / PRUNE_GUARD_KUSTOMIZE'} at it ` +
          `(in a clone of this project, \`npm run tools\` fetches both).`
    )
    this.name = 'MissingBinaryError'
  }
}

function explicit(name: 'helm' | 'kustomize', value: string, origin: string): Tool {
  const command = isAbsolute(value) || value.includes('/') ? resolve(value) : value
  if (command.includes('/') && !isExecutable(command)) {
    throw new MissingBinaryError(
      name,
      [value],
      `${name} is needed to render this app, but ${origin} points at '${value}', which is not an executable file. Fix the path or unset it.`
    )
  }
  // `kubectl` given as the kustomize binary means `kubectl kustomize`.
  const prefixArgs = name === 'kustomize' && /(^|\/)kubectl$/.test(command) ? ['kustomize'] : []
  return { name, command, prefixArgs, origin }
}

export function resolveHelm(opts: BinaryOptions = {}): Tool {
  const env = opts.env ?? process.env
  if (opts.helm) return explicit('helm', opts.helm, 'the helm option')
  if (env.PRUNE_GUARD_HELM) return explicit('helm', env.PRUNE_GUARD_HELM, 'PRUNE_GUARD_HELM')
  const searched = ['option helm-path', 'PRUNE_GUARD_HELM', 'helm on PATH']
  const p = onPath('helm', env)
  if (p) return { name: 'helm', command: p, prefixArgs: [], origin: 'PATH' }
  const dev = devToolsDir()
  const name = opts.helmMajor === 3 && dev && isExecutable(join(dev, 'helm3')) ? 'helm3' : 'helm'
  searched.push(dev ? join(dev, name) : '.tools/bin/helm (npm run tools)')
  if (dev && isExecutable(join(dev, name))) return { name: 'helm', command: join(dev, name), prefixArgs: [], origin: dev }
  throw new MissingBinaryError('helm', searched)
}

export function resolveKustomize(opts: BinaryOptions = {}): Tool {
  const env = opts.env ?? process.env
  if (opts.kustomize) return explicit('kustomize', opts.kustomize, 'the kustomize option')
  if (env.PRUNE_GUARD_KUSTOMIZE) return explicit('kustomize', env.PRUNE_GUARD_KUSTOMIZE, 'PRUNE_GUARD_KUSTOMIZE')
  const searched = ['option kustomize-path', 'PRUNE_GUARD_KUSTOMIZE', 'kustomize on PATH', 'kubectl on PATH']
  const k = onPath('kustomize', env)
  if (k) return { name: 'kustomize', command: k, prefixArgs: [], origin: 'PATH' }
  const kc = onPath('kubectl', env)
  if (kc) return { name: 'kustomize', command: kc, prefixArgs: ['kustomize'], origin: 'PATH (kubectl kustomize)' }
  const dev = devToolsDir()
  searched.push(dev ? join(dev, 'kubectl') : '.tools/bin/kubectl (npm run tools)')
  if (dev && isExecutable(join(dev, 'kubectl'))) {
    return { name: 'kustomize', command: join(dev, 'kubectl'), prefixArgs: ['kustomize'], origin: dev }
  }
  throw new MissingBinaryError('kustomize', searched)
}

/**
 * Lazily resolved tools with their versions, shared by every render of one run. A render waits only for its tool's
 * resolution (a few file checks); the version probe (`helm version`, ~0.1 s of a Go binary starting) runs alongside
 * the renders, outside the renderer limit, and the report waits for it (settled()).
 */
export class Toolbox {
  /** Resolution per tool, started by the first helm()/kustomize() or by prefetch(). */
  readonly #tools = new Map<ToolName, Promise<Tool>>()
  /** Version probe per tool, started with its resolution. */
  readonly #probes = new Map<ToolName, Promise<string>>()
  /** Tools a render asked for: only these are reported (and waited for by settled()). */
  readonly #asked = new Set<ToolName>()
  readonly versions: Record<string, string> = {}
  /** Versions known without a probe: these very binaries reported them before (render cache, pipeline/render-cache.ts). */
  readonly known: Record<string, string> = {}
  constructor(
    private readonly opts: BinaryOptions,
    private readonly runner: ToolRunner,
    private readonly probeTimeoutMs = PROBE_TIMEOUT_MS
  ) {}

  /** Resolved once per run (concurrent callers share the resolution); the version arrives later (settled()). */
  helm(): Promise<Tool> {
    return this.#use('helm')
  }

  kustomize(): Promise<Tool> {
    return this.#use('kustomize')
  }

  /**
   * Starts resolving and probing a tool that a render is about to need (while its files are still being written).
   * Only helm()/kustomize() put a version into the report: a prefetched tool that no render asks for is not reported;
   * its failure surfaces, as before, at the first helm()/kustomize() call.
   */
  prefetch(tools: Iterable<ToolName>): void {
    for (const t of tools) this.#start(t).catch(() => {})
  }

  /**
   * The versions of every tool a render asked for, in `versions`, once their probes have ended. Rejects with
   * MissingBinaryError when a tool could not be started at all (an environment error, whatever the renders said).
   */
  async settled(): Promise<Record<string, string>> {
    for (const t of [...this.#asked].sort()) this.versions[t] = await this.#probes.get(t)!
    return this.versions
  }

  #use(name: ToolName): Promise<Tool> {
    this.#asked.add(name)
    return this.#start(name)
  }

  #start(name: ToolName): Promise<Tool> {
    let tool = this.#tools.get(name)
    if (!tool) {
      let probe: Promise<string>
      try {
        const t = resolveTool(name, this.opts)
        tool = Promise.resolve(t)
        probe = this.known[name] !== undefined ? Promise.resolve(this.known[name]) : this.#probeVersion(t)
      } catch (e) {
        // A render asking for the tool fails with this (MissingBinaryError), and so does settled().
        tool = Promise.reject(e as Error)
        probe = Promise.reject(e as Error)
      }
      probe.catch(() => {}) // awaited by settled() for the tools asked for
      this.#tools.set(name, tool)
      this.#probes.set(name, probe)
    }
    return tool
  }

  #probeVersion(tool: Tool): Promise<string> {
    if (tool.name === 'helm') return probeVersion(this.runner, tool, ['version', '--short'], parseHelmVersion, this.probeTimeoutMs)
    return tool.prefixArgs.length > 0
      ? probeVersion(this.runner, { ...tool, prefixArgs: [] }, ['version', '--client'], parseKustomizeVersion, this.probeTimeoutMs)
      : probeVersion(this.runner, tool, ['version'], parseKustomizeVersion, this.probeTimeoutMs)
  }
}

/** The binaries a renderer may run (render/renderer.ts tools). */
export type ToolName = 'helm' | 'kustomize'

/** A renderer binary resolved by name. */
export function resolveTool(name: ToolName, opts: BinaryOptions = {}): Tool {
  return name === 'helm' ? resolveHelm(opts) : resolveKustomize(opts)
}

/**
 * The tools an app's sources will most likely run, from the tree alone (before any file is written): an explicit
 * helm/kustomize block, or a Chart.yaml / kustomization file in a source's path. A guess for prefetching only.
 */
export function likelyTools(
  sources: Array<{ path: string; helm?: unknown; kustomize?: unknown; chart?: string }>,
  has: (path: string) => boolean
): Set<'helm' | 'kustomize'> {
  const out = new Set<'helm' | 'kustomize'>()
  for (const s of sources) {
    if (s.chart) continue // a chart from a Helm repository or registry: rendered only with the network on
    const dir = repoPath(s.path)
    const at = (f: string): boolean => has(dir === '' ? f : `${dir}/${f}`)
    // As detectRenderer (detect.ts): an explicit block first, then a kustomization file wins over Chart.yaml.
    const kustomization = at('kustomization.yaml') || at('kustomization.yml') || at('Kustomization')
    if (s.kustomize !== undefined || (s.helm === undefined && kustomization)) out.add('kustomize')
    else if (s.helm !== undefined || at('Chart.yaml')) out.add('helm')
  }
  return out
}

/** How long one version probe may take; a second try (under load) gets twice as long. */
export const PROBE_TIMEOUT_MS = 30_000

/**
 * The version probe is ours, not part of any render: a probe that times out or fails (a loaded runner) is tried once
 * more, and if it still fails the version is reported as unknown with the reason; the renders still run and speak for
 * themselves. Only a binary that cannot be started at all is an environment error (MissingBinaryError, exit 2).
 */
async function probeVersion(runner: ToolRunner, tool: Tool, args: string[], parse: (out: string) => string | undefined, timeoutMs: number): Promise<string> {
  let reason = ''
  for (const t of [timeoutMs, timeoutMs * 2]) {
    try {
      const r = await runner.run(tool, args, { cwd: process.cwd(), timeoutMs: t })
      const v = parse(r.stdout)
      if (r.code === 0 && v) return v
      reason = `\`${tool.name} ${args.join(' ')}\` exited ${r.code}${v ? '' : ' without a version'}`
    } catch (e) {
      const message = errorMessage(e)
      if (/could not be started/.test(message)) throw new MissingBinaryError(tool.name, [tool.command], `${message}. Fix the path or install ${tool.name}.`)
      reason = message
    }
  }
  return `unknown (version probe failed twice: ${reason})`
}

/** `v4.1.4+g05fa379` → `4.1.4`. */
export function parseHelmVersion(out: string): string | undefined {
  return /v?(\d+\.\d+\.\d+)/.exec(out)?.[1]
}

/** `Kustomize Version: v5.7.1` (kubectl) or `v5.8.1` / `{Version:kustomize/v5.8.1 ...}` (kustomize) → `5.7.1`. */
export function parseKustomizeVersion(out: string): string | undefined {
  const m = /Kustomize Version:\s*v?(\d+\.\d+\.\d+)/.exec(out) ?? /kustomize\/v(\d+\.\d+\.\d+)/.exec(out) ?? /v?(\d+\.\d+\.\d+)/.exec(out)
  return m?.[1]
}
