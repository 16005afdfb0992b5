// R1.5.10: `helm dependency build` for an in-repo chart whose charts/ lacks declared dependencies, as Argo CD's
// repo-server does when `helm template` reports them missing; run in a throwaway copy (the checkout is never written).
//
// * What the build reads is read as helm reads it (dependency-files.ts): Chart.yaml, requirements.yaml (whose
//   `dependencies` replace Chart.yaml's, for apiVersion v2 charts too), Chart.lock and requirements.lock (the lock
//   helm downloads from). Every repository ANY of these files names is checked below, and the copy helm runs in is
//   read again: a repository the checks did not see is refused, never built.
// * Every remote repository must pass the network policy first (network/policy.ts): offline, a host not in
//   allowedHosts, or an internal address → NotRenderedError with the reason and what to configure (Argo CD itself
//   renders such charts, so this is never a blocking render error).
// * Repository names (`@name`, `alias:name`) refer to Argo CD's repository configuration, which the guard does not
//   have: not rendered, with that reason. `file://` dependencies must stay in the checkout; they are linked into the
//   throwaway tree at the same relative place so helm finds them.
// * Cached across runs (dependency-cache.ts) only when the build uses fetched content alone (no `file://` repository,
//   nothing vendored in charts/): `<cacheDir>/deps/<digest of every byte of the dependency files>/`, each entry with
//   the sha256 of its archives, checked on read. A cached build is used without any fetch. Builds that read the
//   checkout go to the render's scratch folder and are never shared: two revisions whose files differ in one byte
//   never share a build.
// * helm runs with a private, empty home and the egress proxy (egress.ts), so redirects and index.yaml `urls:` are
//   held to the same policy. Credentials for private repositories come from `helmCredentials` in the config: the
//   values are read from the named environment variables and written to the private home's repositories.yaml (what
//   `helm repo add --username --password` writes, as Argo CD does), never into argv, and redacted from any message.
// * Network failures (unreachable, 401/403, timeouts) are NotRenderedError; a lock file out of sync, a version that
//   does not exist and other chart problems Argo CD would hit too are RenderError.
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { redact, withEgress, type GuardedPolicy } from '../network/egress.js'
import { helmTool } from './helm.js'
import { checkIndexTargets } from './index-file.js'
import { helmHomeEnv } from './home.js'
import { refuseRemote } from '../network/policy.js'
import { NotRenderedError, RenderError, type Tool, type ToolRunner } from '../types.js'
import { stringifyForGo } from '../../lib/yaml/yaml.js'
import { namedDependencies, readDependencyFiles, type DependencyFiles } from './dependency-files.js'
import { cachedBuild, publishBuild } from './dependency-cache.js'
import { longestPrefixEntry } from '../../lib/url-prefix.js'

/** Config `helmCredentials` entry: credentials for repositories whose URL starts with `url`. */
export interface HelmCredential {
  url: string
  usernameEnv: string
  passwordEnv: string
}

export interface HelmDependencyDeps {
  runner: ToolRunner
  helm: () => Promise<Tool>
  cacheDir: string
  policy: GuardedPolicy
  credentials?: readonly HelmCredential[]
  /** Where credential values are read (default process.env). */
  env?: Record<string, string | undefined>
  timeoutMs?: number
}

/** Whether `child` is `parent` or inside it, by the kernel's view of both (symlinks resolved). */
function within(child: string, parent: string): boolean {
  const rel = relative(parent, child)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** Credentials for a repository URL: the longest matching `url` prefix (Argo CD's credential templates). */
export function credentialFor(
  url: string,
  deps: { credentials?: readonly HelmCredential[]; env?: Record<string, string | undefined> }
): { username: string; password: string } | undefined {
  // On a path boundary, as helm and fetch resolve the URL (`/private/../charts2` is not under /private): lib/url-prefix.ts.
  const match = longestPrefixEntry(url, deps.credentials ?? [])
  if (!match) return undefined
  const env = deps.env ?? process.env
  const username = env[match.usernameEnv]
  const password = env[match.passwordEnv]
  if (!username || !password) {
    throw new NotRenderedError(
      `helmCredentials names ${match.usernameEnv}/${match.passwordEnv} for ${redact(url)}, but ${!username ? match.usernameEnv : match.passwordEnv} is not set in the environment of the guard`
    )
  }
  return { username, password }
}

function isNetworkFailure(text: string): boolean {
  return /\b(401|403|407|5\d\d)\b|unauthori[sz]ed|forbidden|dial tcp|connection refused|no such host|i\/o timeout|timeout|tls:|x509|proxyconnect|EOF|could not be fetched|failed to fetch|looks like .* is not a valid chart repository/i.test(
    text
  )
}

/** Where the repositories of a chart's dependency files lead, as checked before a build. */
interface Plan {
  files: DependencyFiles
  /** Remote repositories (each checked by the network policy). */
  remote: string[]
  /** `file://` targets in the checkout (real paths, each inside the repository). */
  local: string[]
  /** Every repository text checked, as the files write it (trimmed). */
  checked: Set<string>
  /** The cache entry, when the build uses fetched content alone. */
  final?: string
}

/** Containment of every repository any dependency file names: `file://` inside the repository, no repository names. */
function plan(chartDir: string, repoRoot: string, files: DependencyFiles): Plan {
  const remote: string[] = []
  const local: string[] = []
  const checked = new Set<string>()
  const realRoot = realpathSync.native(repoRoot)
  for (const d of files.named) {
    const r = d.repository
    checked.add(r)
    if (r === '') continue
    if (r.startsWith('@') || r.startsWith('alias:')) {
      throw new NotRenderedError(
        `dependency ${d.name} (${d.file}) names the repository "${r}", which refers to Argo CD's repository settings; write its URL in Chart.yaml (the guard cannot resolve repository names)`
      )
    }
    if (/^file:\/\//i.test(r)) {
      let target: string
      try {
        target = realpathSync.native(resolve(chartDir, r.slice('file://'.length)))
      } catch {
        throw new RenderError(`dependency ${d.name} (${d.file}): "${r}" does not exist`)
      }
      if (!within(target, realRoot)) throw new RenderError(`dependency ${d.name} (${d.file}): "${r}" points outside the repository`)
      if (!local.includes(target)) local.push(target)
    } else if (!remote.includes(r)) remote.push(r)
  }
  return { files, remote, local, checked }
}

/**
 * Builds the dependencies of the chart at chartDir (inside repoRoot) and returns a charts/ folder holding every
 * dependency (from the verified cache when the build uses fetched content alone; else a folder under scratch).
 * Throws NotRenderedError or RenderError as described in the file header.
 */
export async function buildDependencies(chartDir: string, repoRoot: string, scratch: string, deps: HelmDependencyDeps): Promise<string> {
  const files = readDependencyFiles(chartDir)
  const p = plan(chartDir, repoRoot, files)
  // Content of the checkout (a `file://` repository, a chart the files expect in charts/, anything vendored there)
  // goes into such a build: it is never cached nor shared.
  const fromCheckout = p.local.length > 0 || files.vendored.length > 0 || files.named.some((d) => d.repository === '')
  if (!fromCheckout) p.final = join(resolve(deps.cacheDir), 'deps', files.digest)
  // A verified cached build is used without any fetch (also offline, like cached charts).
  const hit = p.final ? cachedBuild(p.final) : undefined
  if (hit) return hit
  for (const r of p.remote) {
    const why = await refuseRemote(r, deps.policy, deps.policy.resolve)
    const d = files.named.find((x) => x.repository === r)!
    if (why) throw new NotRenderedError(`dependency ${d.name} from ${redact(r)} is not fetched for \`helm dependency build\` (named in ${d.file}): ${why}`)
  }
  if (!p.final) return build(chartDir, repoRoot, scratch, deps, p)
  // Concurrent builds of the same dependency files (every byte alike) share one `helm dependency build`.
  const final = p.final
  let pending = inflight.get(final)
  if (!pending) {
    pending = build(chartDir, repoRoot, scratch, deps, p).finally(() => inflight.delete(final))
    inflight.set(final, pending)
  }
  return pending
}

const inflight = new Map<string, Promise<string>>()

/** The throwaway tree helm builds in: the chart copied at its relative place, `file://` targets linked beside it. */
function throwawayTree(chartDir: string, repoRoot: string, tmp: string, p: Plan): { copy: string; rel: string } {
  // The copy sits at the chart's own relative place, so `file://../x` resolves to a link to the checkout's x.
  const realRoot = realpathSync.native(repoRoot)
  const rel = relative(realRoot, realpathSync.native(chartDir))
  const tree = join(tmp, 'tree')
  const copy = join(tree, rel)
  mkdirSync(dirname(copy), { recursive: true })
  cpSync(chartDir, copy, { recursive: true })
  for (const target of p.local) {
    const at = join(tree, relative(realRoot, target))
    if (existsSync(at)) continue
    mkdirSync(dirname(at), { recursive: true })
    symlinkSync(target, at)
  }
  // What helm reads is what was checked: a repository the copy's files name that the checks did not see is refused.
  const unchecked = namedDependencies(copy).find((d) => !p.checked.has(d.repository))
  if (unchecked) {
    throw new NotRenderedError(
      `dependency ${unchecked.name} (${unchecked.file}) names ${redact(unchecked.repository)}, which the network policy did not check; not built`
    )
  }
  return { copy, rel }
}

async function build(chartDir: string, repoRoot: string, scratch: string, deps: HelmDependencyDeps, p: Plan): Promise<string> {
  const root = join(resolve(deps.cacheDir), 'deps')
  mkdirSync(root, { recursive: true })
  const tmp = mkdtempSync(join(root, '.tmp-'))
  const secrets: string[] = []
  try {
    const { copy, rel } = throwawayTree(chartDir, repoRoot, tmp, p)
    const env = helmHomeEnv(join(tmp, 'home'))
    const repos = p.remote
      .filter((u) => /^https?:\/\//i.test(u))
      .map((url, i) => {
        const c = credentialFor(url, deps)
        if (c) secrets.push(c.username, c.password)
        return { name: `dep-${i}`, url, ...(c ? { username: c.username, password: c.password } : {}) }
      })
    // Chart URLs on loopback in a repository index bypass the egress proxy: checked here first (helm/index-file.ts).
    for (const repo of repos) await checkIndexTargets(repo.url, deps.policy, repo.username ? { username: repo.username, password: repo.password! } : undefined)
    writeFileSync(
      join(env.HELM_CONFIG_HOME!, 'repositories.yaml'),
      stringifyForGo({ apiVersion: '', generated: '0001-01-01T00:00:00Z', repositories: repos }),
      { mode: 0o600 }
    )
    const args = ['dependency', 'build']
    if (p.remote.some((u) => /^oci:\/\/(127\.|localhost[:/]|\[::1\])/i.test(u))) args.push('--plain-http')
    const r = await runBuild(deps, args, copy, env, secrets)
    if (r.code !== 0) {
      const msg = scrub(firstLines(`${r.stderr}\n${r.stdout}`), secrets)
      const text = `\`helm dependency build\` failed (exit ${r.code}): ${msg}`
      if (isNetworkFailure(msg)) {
        throw new NotRenderedError(
          `${text}. If a repository needs credentials, name environment variables holding them in helmCredentials in .prune-guard.yaml`
        )
      }
      throw new RenderError(text, [rel.split(sep).join('/'), 'Chart.yaml'].filter(Boolean).join('/'))
    }
    const built = join(copy, 'charts')
    const staging = join(tmp, 'entry')
    const cached = p.final ? publishBuild(built, staging, p.final, { dependencies: p.files.dependencies }) : undefined
    if (cached) return cached
    const out = mkdtempSync(join(scratch, 'deps-'))
    cpSync(existsSync(built) ? built : join(staging, 'charts'), join(out, 'charts'), { recursive: true })
    return join(out, 'charts')
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** Runs `helm dependency build` behind the egress proxy; a failure to start or a refused host is NotRenderedError. */
async function runBuild(deps: HelmDependencyDeps, args: string[], cwd: string, env: Record<string, string>, secrets: string[]) {
  const tool = await helmTool(deps)
  return withEgress(deps.policy, async (egress, refused) => {
    let res
    try {
      res = await deps.runner.run(tool, args, { cwd, env: { ...env, ...egress }, timeoutMs: deps.timeoutMs })
    } catch (e) {
      throw new NotRenderedError(`\`helm dependency build\` could not complete: ${scrub((e as Error).message, secrets)}`)
    }
    if (res.code !== 0 && refused.length > 0) {
      throw new NotRenderedError(`\`helm dependency build\` was sent to a host the network policy refuses: ${refused[0]}`)
    }
    return res
  })
}

function firstLines(text: string, n = 8): string {
  return text
    .split('\n')
    .map((l) => l.trim().replace(/^Error:\s*/, ''))
    .filter((l) => l && !/^level=(WARN|INFO|DEBUG)/.test(l))
    .slice(0, n)
    .join('\n')
}

/** Removes credential values (and URL user info) from a message. */
export function scrub(text: string, secrets: string[]): string {
  let out = text.replace(/(\w+:\/\/)[^\s/@]+@/g, '$1')
  for (const s of secrets) if (s) out = out.split(s).join('***')
  return out
}
