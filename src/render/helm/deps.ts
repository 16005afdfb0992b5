// R1.5.10: `helm dependency build` for an in-repo chart whose charts/ lacks declared dependencies, as Argo CD's
// repo-server does when `helm template` reports them missing; run in a throwaway copy (the checkout is never written)
// and cached:
//
//   <cacheDir>/deps/<hash of Chart.yaml dependencies + lock + vendored charts/ listing>/{meta.json, charts/}
//
// * Every dependency repository must pass the network policy first (network/policy.ts): offline, a host not in
//   allowedHosts, or an internal address → NotRenderedError with the reason and what to configure (Argo CD itself
//   renders such charts, so this is never a blocking render error). A cached build is used without any fetch.
// * Repository names (`@name`, `alias:name`) refer to Argo CD's repository configuration, which the guard does not
//   have: not rendered, with that reason. `file://` dependencies must stay in the checkout; they are linked into the
//   throwaway tree at the same relative place so helm finds them (such builds are not cached: their content is local).
// * helm runs with a private, empty home and the egress proxy (egress.ts), so redirects and index.yaml `urls:` are
//   held to the same policy. Credentials for private repositories come from `helmCredentials` in the config: the
//   values are read from the named environment variables and written to the private home's repositories.yaml (what
//   `helm repo add --username --password` writes, as Argo CD does), never into argv, and redacted from any message.
// * Network failures (unreachable, 401/403, timeouts) are NotRenderedError; a lock file out of sync, a version that
//   does not exist and other chart problems Argo CD would hit too are RenderError.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { redact, withEgress, type GuardedPolicy } from '../network/egress.js'
import { helmTool } from './helm.js'
import { checkIndexTargets } from './index-file.js'
import { helmHomeEnv } from './home.js'
import { refuseRemote } from '../network/policy.js'
import { NotRenderedError, RenderError, type Tool, type ToolRunner } from '../types.js'
import { stringifyForGo } from '../../lib/yaml.js'
import { parseChartMetadata } from './metadata.js'
import { parsedOnce } from '../../lib/parsed-once.js'
import { goText } from '../../lib/text.js'
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

interface Dependency {
  name: string
  version: string
  repository: string
}

/** One entry of a Chart.yaml (or requirements.yaml) `dependencies` list, as helm reads it. */
export interface ChartDependency extends Dependency {
  alias: string
}

/** The entries of a parsed `dependencies` list (anything else: none). Shared with the input fingerprints (render/inputs.ts). */
export function dependencyEntries(list: unknown): ChartDependency[] {
  if (!Array.isArray(list)) return []
  return list
    .filter((d): d is Record<string, unknown> => !!d && typeof d === 'object')
    .map((d) => ({
      name: String(d.name ?? ''),
      version: String(d.version ?? ''),
      repository: String(d.repository ?? '').trim(),
      alias: typeof d.alias === 'string' ? d.alias : ''
    }))
}

function readDoc(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined
  const doc = parsedOnce('chart-metadata', goText(readFileSync(file)), parseChartMetadata) // helm decodes UTF-16 too
  return doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : undefined
}

function dependenciesOf(chartDir: string): Dependency[] {
  const chart = readDoc(join(chartDir, 'Chart.yaml'))
  const list = chart?.dependencies ?? readDoc(join(chartDir, 'requirements.yaml'))?.dependencies
  // Without the alias: the cache key of a build (hashKey) is these three fields, as before.
  return dependencyEntries(list).map(({ name, version, repository }) => ({ name, version, repository }))
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

function hashKey(chartDir: string, deps: Dependency[]): string {
  const h = createHash('sha256').update(JSON.stringify(deps))
  for (const f of ['Chart.lock', 'requirements.lock']) if (existsSync(join(chartDir, f))) h.update(f).update(readFileSync(join(chartDir, f)))
  const charts = join(chartDir, 'charts')
  if (existsSync(charts)) for (const n of readdirSync(charts).sort()) h.update(`${n}\0${statSync(join(charts, n)).size}\n`)
  return h.digest('hex').slice(0, 32)
}

function isNetworkFailure(text: string): boolean {
  return /\b(401|403|407|5\d\d)\b|unauthori[sz]ed|forbidden|dial tcp|connection refused|no such host|i\/o timeout|timeout|tls:|x509|proxyconnect|EOF|could not be fetched|failed to fetch|looks like .* is not a valid chart repository/i.test(
    text
  )
}

/**
 * Builds the dependencies of the chart at chartDir (inside repoRoot) and returns a charts/ folder holding every
 * dependency (cached; with `file://` dependencies a folder under scratch). Throws NotRenderedError or RenderError as described in the file header.
 */
export async function buildDependencies(chartDir: string, repoRoot: string, scratch: string, deps: HelmDependencyDeps): Promise<string> {
  const list = dependenciesOf(chartDir)
  const remote: string[] = []
  const local: string[] = []
  for (const d of list) {
    const r = d.repository
    if (r === '') continue
    if (r.startsWith('@') || r.startsWith('alias:')) {
      throw new NotRenderedError(
        `dependency ${d.name} names the repository "${r}", which refers to Argo CD's repository settings; write its URL in Chart.yaml (the guard cannot resolve repository names)`
      )
    }
    if (/^file:\/\//i.test(r)) {
      let target: string
      try {
        target = realpathSync.native(resolve(chartDir, r.slice('file://'.length)))
      } catch {
        throw new RenderError(`dependency ${d.name}: "${r}" does not exist`)
      }
      if (!within(target, realpathSync.native(repoRoot))) throw new RenderError(`dependency ${d.name}: "${r}" points outside the repository`)
      local.push(target)
    } else if (!remote.includes(r)) remote.push(r)
  }
  const key = hashKey(chartDir, list)
  const final = join(resolve(deps.cacheDir), 'deps', key)
  // A complete cached build is used without any fetch (also offline, like cached charts).
  if (local.length === 0 && existsSync(join(final, 'meta.json'))) return join(final, 'charts')
  for (const r of remote) {
    const why = await refuseRemote(r, deps.policy, deps.policy.resolve)
    const d = list.find((x) => x.repository === r)!
    if (why) throw new NotRenderedError(`dependency ${d.name} from ${redact(r)} is not fetched for \`helm dependency build\`: ${why}`)
  }
  if (local.length > 0) return build(chartDir, repoRoot, scratch, deps, { list, remote, local, final })
  let p = inflight.get(final)
  if (!p) {
    p = build(chartDir, repoRoot, scratch, deps, { list, remote, local, final }).finally(() => inflight.delete(final))
    inflight.set(final, p)
  }
  return p
}

/** Concurrent builds of the same dependency set in this process share one `helm dependency build`. */
const inflight = new Map<string, Promise<string>>()

async function build(
  chartDir: string,
  repoRoot: string,
  scratch: string,
  deps: HelmDependencyDeps,
  { list, remote, local, final }: { list: Dependency[]; remote: string[]; local: string[]; final: string }
): Promise<string> {
  const root = join(resolve(deps.cacheDir), 'deps')
  mkdirSync(root, { recursive: true })
  const tmp = mkdtempSync(join(root, '.tmp-'))
  const secrets: string[] = []
  try {
    // The copy sits at the chart's own relative place, so `file://../x` resolves to a link to the checkout's x.
    const realRoot = realpathSync.native(repoRoot)
    const rel = relative(realRoot, realpathSync.native(chartDir))
    const tree = join(tmp, 'tree')
    const copy = join(tree, rel)
    mkdirSync(dirname(copy), { recursive: true })
    cpSync(chartDir, copy, { recursive: true })
    for (const target of local) {
      const at = join(tree, relative(realRoot, target))
      if (existsSync(at)) continue
      mkdirSync(dirname(at), { recursive: true })
      symlinkSync(target, at)
    }
    const home = join(tmp, 'home')
    const env = helmHomeEnv(home)
    const repos = remote
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
    if (remote.some((u) => /^oci:\/\/(127\.|localhost[:/]|\[::1\])/i.test(u))) args.push('--plain-http')
    const tool = await helmTool(deps)
    const r = await withEgress(deps.policy, async (egress, refused) => {
      let res
      try {
        res = await deps.runner.run(tool, args, { cwd: copy, env: { ...env, ...egress }, timeoutMs: deps.timeoutMs })
      } catch (e) {
        throw new NotRenderedError(`\`helm dependency build\` could not complete: ${scrub((e as Error).message, secrets)}`)
      }
      if (res.code !== 0 && refused.length > 0) {
        throw new NotRenderedError(`\`helm dependency build\` was sent to a host the network policy refuses: ${refused[0]}`)
      }
      return res
    })
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
    if (local.length > 0) {
      const out = mkdtempSync(join(scratch, 'deps-'))
      cpSync(join(copy, 'charts'), join(out, 'charts'), { recursive: true })
      return join(out, 'charts')
    }
    const staged = join(tmp, 'entry')
    mkdirSync(staged)
    renameSync(join(copy, 'charts'), join(staged, 'charts'))
    writeFileSync(join(staged, 'meta.json'), JSON.stringify({ dependencies: list, builtAt: new Date().toISOString(), complete: true }, null, 2) + '\n')
    try {
      renameSync(staged, final)
    } catch (e) {
      if (!existsSync(join(final, 'meta.json'))) throw e // a concurrent build published the same key first
    }
    return join(final, 'charts')
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
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
