// Charts from outside this repository (R1.1.2, R1.5.13, R1.8.2): a Helm-repository chart (`chart` + http(s)
// `repoURL`) or an OCI chart (`oci://` repoURL, `chart` appended), fetched with `helm pull` as Argo CD's repo-server
// does (util/helm/cmd.go Fetch, PullOCI), untarred, and kept in a local cache:
//
//   <cacheDir>/<hash(normalized repo URL + chart)>-<chart>/<version>/{meta.json, chart/}
//
// * An exact version (`1.2.3`, `v1.2.3`, `1.2.3-rc.1`, or a `sha256:` digest) found in the cache is used without
//   network. A constraint (`^1.2`, `1.x`, `*`, empty, or a partial `1.2`) is resolved at fetch time (R1.1.6): with
//   network by helm itself (`--version <constraint>`), the resolved version read from the pulled Chart.yaml; without
//   network, to the highest cached version that matches (lib/semver.ts, Masterminds semantics). Within one process
//   a constraint is resolved once per cache dir, so base and head with the same spec get the same chart (R1.1.6).
// * `network: false` never starts `helm pull`. Online, the repository must pass the network policy
//   (network/policy.ts refuseRemote: allowedHosts, no internal addresses unless listed exactly) before helm starts;
//   a Helm repository's index.yaml is read first for chart URLs on loopback (helm/index-file.ts), and helm runs behind the
//   egress proxy (egress.ts) that checks every connection it opens. Refused: NotRenderedError.
// * A `repoURL` without a scheme and a `chart` is OCI, as in Argo CD (isSchemelessOci).
// * helm runs with empty, private HELM_*/XDG_* homes and the scrubbed environment (exec.ts): no repository config,
//   no registry login, no credentials. `--pass-credentials`, `--insecure-skip-tls-verify`, `--username`/`--password`
//   are never passed; credentials embedded in a repoURL are dropped. A private repository fails with a RenderError
//   that says how to make the chart available.
// * `--plain-http` is passed only for OCI registries on loopback (127.0.0.0/8, localhost, ::1): a local test or
//   mirror registry without TLS. Every other OCI registry is spoken to over HTTPS.
// * Cache writes are atomic: helm pulls into a temp dir inside cacheDir, which is renamed into place once complete
//   (meta.json written last, with a fingerprint of the chart's files). An entry whose meta.json is missing or
//   unreadable, or whose files no longer match the fingerprint, is ignored (and replaced when the network is on).
// * Concurrent fetches of the same key in this process share one `helm pull`.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import type { AppSource } from '../../argocd/application.js'
import { compareVersions, isDigest, isExactVersion, maxSatisfying, normalizeVersion, parseConstraint, parseVersion } from '../../lib/semver.js'
import { policyOf, withEgress } from '../network/egress.js'
import { credentialFor, scrub, type HelmCredential } from './deps.js'
import { helmTool } from './helm.js'
import { helmHomeEnv } from './home.js'
import { checkIndexTargets } from './index-file.js'
import { refuseRemote, type Resolve } from '../network/policy.js'
import { remoteChartRef, type RemoteChartRef } from './remote-chart-ref.js'
import { NotRenderedError, RenderError, type Tool, type ToolRunner } from '../types.js'
import { parseHelmMetadata } from '../../lib/yaml/yaml.js'

export { hasRemoteSchemaRefs, isRemoteSchemaLoadError, remoteSchemaRefs } from './remote-schema.js'
export { isSchemelessOci, remoteChartRef, type RemoteChartRef } from './remote-chart-ref.js'

export interface RemoteChartDeps {
  runner: ToolRunner
  helm: () => Promise<Tool>
  cacheDir: string
  network: boolean
  /** Hosts PR content may make the runner fetch from (network/policy.ts); default: the public list. */
  allowedHosts?: readonly string[]
  /** DNS resolver for the policy checks (tests). */
  resolve?: Resolve
  /** Config helmCredentials: private Helm repositories (values read from `env`, default process.env). */
  credentials?: readonly HelmCredential[]
  env?: Record<string, string | undefined>
  timeoutMs?: number
}

export interface FetchedChart {
  /** Absolute path of the untarred chart (the app path and containment root for rendering, R1.5.13). */
  chartDir: string
  /** The chart's version from its Chart.yaml. */
  version: string
  fromCache: boolean
}

function describe(ref: RemoteChartRef, version: string): string {
  const v = version ? ` version "${version}"` : ''
  return ref.kind === 'oci' ? `OCI chart ${ref.repo}${v}` : `chart "${ref.chart}"${v} from the Helm repository ${ref.repo}`
}

/** The cache folder of one repository + chart. */
export function chartCacheDir(cacheDir: string, ref: RemoteChartRef): string {
  const hash = createHash('sha256').update(ref.key).digest('hex').slice(0, 24)
  return join(resolve(cacheDir), `${hash}-${ref.chart.replace(/[^0-9A-Za-z._-]/g, '_')}`)
}

const entryName = (version: string): string => (isDigest(version) ? version.replace(':', '-') : normalizeVersion(version))

/** Relative path and size of every file under dir, hashed: detects a damaged entry. */
function treeFingerprint(dir: string): string {
  const h = createHash('sha256')
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      const st = statSync(p)
      if (st.isDirectory()) walk(p)
      else h.update(`${relative(dir, p).split(sep).join('/')}\0${st.size}\n`)
    }
  }
  walk(dir)
  return h.digest('hex')
}

function chartVersionOf(chartDir: string): string {
  const doc = parseHelmMetadata(readFileSync(join(chartDir, 'Chart.yaml'), 'utf8')) as { version?: unknown } | null
  if (typeof doc?.version !== 'string' && typeof doc?.version !== 'number') throw new Error('Chart.yaml has no version')
  return String(doc.version)
}

interface Meta {
  repo: string
  chart: string
  requested: string
  version: string
  fetchedAt: string
  tree: string
  complete: true
}

/** A complete, undamaged cache entry, else undefined. */
function readEntry(entryDir: string): { chartDir: string; version: string } | undefined {
  try {
    const meta = JSON.parse(readFileSync(join(entryDir, 'meta.json'), 'utf8')) as Partial<Meta>
    const chartDir = join(entryDir, 'chart')
    if (meta.complete !== true || typeof meta.version !== 'string') return undefined
    if (chartVersionOf(chartDir) !== meta.version || treeFingerprint(chartDir) !== meta.tree) return undefined
    return { chartDir, version: meta.version }
  } catch {
    return undefined
  }
}

/** The cached entry for an exact version or digest. */
function cachedExact(dir: string, version: string): { chartDir: string; version: string } | undefined {
  const hit = readEntry(join(dir, entryName(version)))
  if (!hit || isDigest(version)) return hit
  const a = parseVersion(hit.version)
  const b = parseVersion(version)
  return a && b && compareVersions(a, b) === 0 ? hit : undefined
}

/** The highest valid cached version matching the constraint (digest entries are not versions). */
function cachedBest(dir: string, constraint: string): { chartDir: string; version: string } | undefined {
  if (!existsSync(dir)) return undefined
  const byVersion = new Map<string, { chartDir: string; version: string }>()
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || name.startsWith('sha256-')) continue
    const hit = readEntry(join(dir, name))
    if (hit && normalizeVersion(hit.version) === name) byVersion.set(hit.version, hit)
  }
  const best = maxSatisfying([...byVersion.keys()], parseConstraint(constraint))
  return best === undefined ? undefined : byVersion.get(best)
}

function firstLines(text: string, n = 8): string {
  return text
    .split('\n')
    .map((l) => l.trim().replace(/^Error:\s*/, ''))
    .filter((l) => l && !/^level=(WARN|INFO|DEBUG)/.test(l))
    .slice(0, n)
    .join('\n')
}

/** The `helm pull` argv (cmd.go Fetch / PullOCI), without any credential or TLS-skipping flag. */
export function helmPullArgs(ref: RemoteChartRef, version: string, destination: string, repoName?: string): string[] {
  const digest = isDigest(version)
  const versionArgs = version && !digest ? ['--version', version] : []
  if (ref.kind === 'oci') {
    const args = ['pull', digest ? `${ref.repo}@${version}` : ref.repo, ...versionArgs, '--destination', destination, '--untar']
    return ref.plainHttp ? [...args, '--plain-http'] : args
  }
  const chart = digest ? `${ref.chart}@${version}` : ref.chart
  if (repoName) return ['pull', '--destination', destination, ...versionArgs, `${repoName}/${chart}`, '--untar']
  return ['pull', '--destination', destination, ...versionArgs, '--repo', ref.repo, chart, '--untar']
}

function pullError(ref: RemoteChartRef, version: string, code: number, output: string): RenderError {
  const msg = firstLines(output) || `exit ${code}, no output`
  const what = describe(ref, version)
  if (/\b(401|403)\b|unauthori[sz]ed|authentication required|access denied|denied:|forbidden/i.test(msg)) {
    return new RenderError(
      `${what} could not be fetched: the ${ref.kind === 'oci' ? 'registry' : 'repository'} requires credentials (${msg}). ` +
        (ref.kind === 'oci'
          ? `The guard does not log in to registries. `
          : `Name environment variables holding them in helmCredentials in .prune-guard.yaml on the base branch, or `) +
        `vendor the chart into this repository (\`helm pull --untar\` it, commit the directory and point the ` +
        `Application at it with \`path\`).`
    )
  }
  if (/not found|could not locate a version|no chart version found|no chart name found/i.test(msg)) {
    return new RenderError(`${what} was not found: ${msg}`)
  }
  return new RenderError(`${what} could not be fetched (helm pull exit ${code}): ${msg}`)
}

/** Moves a complete staged entry into place; keeps a valid entry another fetch published first. */
function publish(staged: string, final: string, trash: string): void {
  if (existsSync(final)) {
    if (readEntry(final)) return
    renameSync(final, trash) // damaged: replace it
  }
  try {
    renameSync(staged, final)
  } catch (e) {
    if (!readEntry(final)) throw e // lost a race to a concurrent writer only if its entry is valid
  }
}

async function pull(ref: RemoteChartRef, requested: string, deps: RemoteChartDeps, dir: string): Promise<FetchedChart> {
  const root = resolve(deps.cacheDir)
  mkdirSync(root, { recursive: true })
  const tmp = mkdtempSync(join(root, '.tmp-'))
  try {
    const dl = join(tmp, 'dl')
    mkdirSync(dl)
    // Every URL PR content names passes the network policy before helm starts; helm's own connections go through the
    // egress proxy (egress.ts); a repository index is read first for chart URLs on loopback (helm/index-file.ts).
    const policy = policyOf(deps)
    const why = await refuseRemote(ref.repo, policy, policy.resolve)
    if (why) throw new NotRenderedError(`${describe(ref, requested)} is not fetched: ${why}`)
    // helmCredentials: written to the private home's repositories.yaml (never argv); helm then pulls `guard/<chart>`.
    const cred = ref.kind === 'helm-repo' ? credentialFor(ref.repo, deps) : undefined
    const secrets = cred ? [cred.username, cred.password] : []
    if (ref.kind === 'helm-repo') await checkIndexTargets(ref.repo, policy, cred)
    const tool = await helmTool(deps)
    const home = helmHomeEnv(join(tmp, 'home'))
    if (cred) {
      const repos = { apiVersion: '', generated: '0001-01-01T00:00:00Z', repositories: [{ name: 'guard', url: ref.repo, ...cred }] }
      writeFileSync(join(home.HELM_CONFIG_HOME!, 'repositories.yaml'), JSON.stringify(repos), { mode: 0o600 })
    }
    const steps = cred ? [['repo', 'update', 'guard'], helmPullArgs(ref, requested, dl, 'guard')] : [helmPullArgs(ref, requested, dl)]
    let r = { code: 0, stdout: '', stderr: '' }
    for (const args of steps) {
      r = await withEgress(policy, async (egress, refused) => {
        let res
        try {
          res = await deps.runner.run(tool, args, { cwd: tmp, env: { ...home, ...egress }, timeoutMs: deps.timeoutMs })
        } catch (e) {
          throw new NotRenderedError(`${describe(ref, requested)} could not be fetched: ${scrub((e as Error).message, secrets)}`)
        }
        if (res.code !== 0 && refused.length > 0) {
          throw new NotRenderedError(`${describe(ref, requested)} is not fetched: helm was sent to a host the network policy refuses (${refused[0]})`)
        }
        return res
      })
      if (r.code !== 0) throw pullError(ref, requested, r.code, scrub(`${r.stderr}\n${r.stdout}`, secrets))
    }
    const pulled = readdirSync(dl)
      .map((n) => join(dl, n))
      .filter((p) => existsSync(join(p, 'Chart.yaml')))
    if (pulled.length !== 1) throw new RenderError(`${describe(ref, requested)}: helm pull did not produce one chart directory`)
    let version: string
    try {
      version = chartVersionOf(pulled[0]!)
    } catch (e) {
      throw new RenderError(`${describe(ref, requested)}: the pulled chart is invalid: ${(e as Error).message}`)
    }
    const exact = isExactVersion(requested) || isDigest(requested)
    const name = entryName(exact ? requested : version)
    const staged = join(tmp, 'entry')
    mkdirSync(staged)
    renameSync(pulled[0]!, join(staged, 'chart'))
    const meta: Meta = {
      repo: ref.repo,
      chart: ref.chart,
      requested,
      version,
      fetchedAt: new Date().toISOString(),
      tree: treeFingerprint(join(staged, 'chart')),
      complete: true
    }
    writeFileSync(join(staged, 'meta.json'), JSON.stringify(meta, null, 2) + '\n')
    mkdirSync(dir, { recursive: true })
    const final = join(dir, name)
    publish(staged, final, join(tmp, 'old'))
    const entry = readEntry(final)
    if (!entry) throw new RenderError(`${describe(ref, requested)}: the chart cache entry ${final} could not be written`)
    return { chartDir: entry.chartDir, version: entry.version, fromCache: false }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

const inflight = new Map<string, Promise<FetchedChart>>()
/** Constraint → version resolved by an earlier pull in this process (R1.1.6 guard: same spec, same chart bytes). */
const resolvedRanges = new Map<string, string>()

function shared(key: string, work: () => Promise<FetchedChart>): Promise<FetchedChart> {
  let p = inflight.get(key)
  if (!p) {
    p = work().finally(() => inflight.delete(key))
    inflight.set(key, p)
  }
  return p
}

/**
 * Fetches a Helm-repository (`chart` + http(s) repoURL) or OCI (`oci://` repoURL, chart name appended) chart with
 * `helm pull`, untarred, cached under cacheDir keyed by normalized repo URL + chart + exact version.
 */
export async function fetchRemoteChart(source: AppSource, deps: RemoteChartDeps): Promise<FetchedChart> {
  const ref = remoteChartRef(source)
  const requested = source.targetRevision.trim()
  const dir = chartCacheDir(deps.cacheDir, ref)
  if (isExactVersion(requested) || isDigest(requested)) {
    const hit = cachedExact(dir, requested)
    if (hit) return { ...hit, fromCache: true }
    if (!deps.network) {
      throw new RenderError(
        `${describe(ref, requested)} is not in the chart cache (${resolve(deps.cacheDir)}) and the network is off. ` +
          `Run once with network access to fill the cache, or vendor the chart into this repository.`
      )
    }
    return shared(`${dir}\nexact\n${entryName(requested)}`, () => pull(ref, requested, deps, dir))
  }
  // R1.1.6: a constraint resolves at fetch time. Argo's wording for a revision that is not a constraint either.
  try {
    parseConstraint(requested)
  } catch (e) {
    throw new RenderError(`invalid revision '${requested}': ${(e as Error).message}`)
  }
  if (!deps.network) {
    const best = cachedBest(dir, requested)
    if (best) return { ...best, fromCache: true }
    throw new RenderError(
      `${describe(ref, '')}: no cached version matches '${requested || '*'}' and the network is off ` +
        `(chart cache ${resolve(deps.cacheDir)}). Run once with network access, pin an exact version, or vendor the chart.`
    )
  }
  const rangeKey = `${dir}\nrange\n${requested}`
  const earlier = resolvedRanges.get(rangeKey)
  const hit = earlier === undefined ? undefined : cachedExact(dir, earlier)
  if (hit) return { ...hit, fromCache: true }
  const got = await shared(rangeKey, () => pull(ref, requested, deps, dir))
  resolvedRanges.set(rangeKey, got.version)
  return got
}
