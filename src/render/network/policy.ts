// What PR content may make the runner fetch. A pull request controls chart repositories, value-file URLs, kustomize
// remote bases and OCI references; fetching them must never reach the runner's own network (cloud metadata endpoints,
// loopback services, the private network of a self-hosted runner) and never happen with the network off.
// Rules, in order:
// * network off: nothing is fetched, whatever the URL;
// * `file://` (and `git::file://`) reads the runner's disk: always refused;
// * the host must match `allowedHosts` from the base config (`*.example.com` matches subdomains; `host:port` pins a
//   port); the default list holds public chart repositories and registries only;
// * a host matched only by a wildcard or a default entry must not be, or resolve to, a loopback, link-local, private,
//   shared (CGNAT), unique-local or unspecified address. A host the base config lists exactly (an admin's decision,
//   e.g. an internal chart museum or a test server) may.
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { authorityAgrees } from '../../lib/url-prefix.js'

export const DEFAULT_ALLOWED_HOSTS: readonly string[] = [
  '*.github.io',
  'github.com',
  'raw.githubusercontent.com',
  'gitlab.com',
  'charts.bitnami.com',
  'charts.jetstack.io',
  'helm.releases.hashicorp.com',
  'charts.helm.sh',
  'registry-1.docker.io',
  'docker.io',
  'ghcr.io',
  'quay.io',
  'public.ecr.aws',
  'registry.k8s.io',
  // Where the hosts above redirect downloads (GitHub release assets, ghcr.io and Docker Hub blobs, quay.io CDN): helm's
  // connections are checked one by one by the egress proxy (egress.ts), so these must be allowed as well.
  'objects.githubusercontent.com',
  'release-assets.githubusercontent.com',
  'pkg-containers.githubusercontent.com',
  'production.cloudflare.docker.com',
  '*.quay.io'
]

export interface NetworkPolicy {
  /** Off: no fetch at all. */
  network: boolean
  /** Hosts PR content may make the runner fetch from (from the base config). */
  allowedHosts: readonly string[]
}

/** Resolves a host name to its addresses (injectable for tests). */
export type Resolve = (host: string) => Promise<string[]>

const defaultResolve: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)

const internal = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4]
] as const)
  internal.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8]
] as const)
  internal.addSubnet(net, bits, 'ipv6')

/** True for loopback, link-local, private, shared, unique-local, multicast and unspecified addresses. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return internal.check(mapped[1]!, 'ipv4')
    return internal.check(address, 'ipv6')
  }
  return internal.check(address, 'ipv4')
}

export interface RemoteTarget {
  scheme: string
  host: string
  /** Empty when the URL names none. */
  port: string
}

/**
 * The scheme, host and port of a remote reference as helm, kustomize or git would read it: `https://h/p`, `oci://h/p`,
 * `git::https://h/p`, `ssh://git@h/p`, `git@h:p`, and scheme-less `h/p` (an OCI reference, as Argo CD accepts them).
 * Undefined when no host can be read.
 */
export function remoteTarget(url: string): RemoteTarget | undefined {
  let u = url.trim().replace(/^git::/, '')
  const scp = /^[A-Za-z0-9._-]+@([A-Za-z0-9.-]+):(?!\/\/)/.exec(u)
  if (scp) return { scheme: 'ssh', host: scp[1]!.toLowerCase(), port: '' }
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(u)) u = `oci://${u}`
  try {
    const p = new URL(u)
    const scheme = p.protocol.replace(/:$/, '').toLowerCase()
    const host = p.hostname.replace(/^\[|\]$/g, '').toLowerCase()
    if (scheme !== 'file' && host === '') return undefined
    // `https://allowed.example\@127.0.0.1/`: host allowed.example for WHATWG, 127.0.0.1 for curl (git): never checked
    // as one host and fetched from another (lib/url-prefix.ts).
    if (scheme !== 'file' && !authorityAgrees(u)) return undefined
    return { scheme, host, port: p.port }
  } catch {
    return undefined
  }
}

function matches(entry: string, t: RemoteTarget): 'exact' | 'wildcard' | undefined {
  const e = entry.trim().toLowerCase()
  const portAt = e.lastIndexOf(':')
  const [host, port] = portAt > 0 && !e.includes(']') && /^\d+$/.test(e.slice(portAt + 1)) ? [e.slice(0, portAt), e.slice(portAt + 1)] : [e, '']
  // A URL without a port uses its scheme's default: `example.com:443` matches https://example.com (and a proxy CONNECT).
  const effective = t.port || ({ http: '80', https: '443', oci: '443' } as Record<string, string>)[t.scheme] || ''
  if (port && port !== effective) return undefined
  const bare = host.replace(/^\[|\]$/g, '')
  if (bare.startsWith('*.')) return t.host.endsWith(bare.slice(1)) ? 'wildcard' : undefined
  return bare === t.host ? 'exact' : undefined
}

/**
 * Why fetching `url` is refused under `policy`, or undefined when it is allowed. The reason is written for the report
 * ("not rendered: …") and names the setting that changes it.
 */
export async function refuseRemote(url: string, policy: NetworkPolicy, resolve: Resolve = defaultResolve): Promise<string | undefined> {
  if (!policy.network) return 'the network is off (offline mode), so nothing is fetched'
  const t = remoteTarget(url)
  if (!t) return `"${url}" is not a URL the guard can check, so it is not fetched`
  if (t.scheme === 'file') return `"${url}" reads a file on the machine running the guard, which is never allowed`
  if (!policy.allowedHosts.some((e) => matches(e, t) !== undefined)) {
    return `host ${t.host}${t.port ? `:${t.port}` : ''} is not in allowedHosts; add it to allowedHosts in .prune-guard.yaml on the base branch to let the guard fetch from it`
  }
  // An exact entry the admin added (not one of the defaults) is trusted even when it resolves to an internal address.
  if (policy.allowedHosts.some((e) => !DEFAULT_ALLOWED_HOSTS.includes(e) && matches(e, t) === 'exact')) return undefined
  let addresses: string[]
  try {
    addresses = isIP(t.host) ? [t.host] : await resolve(t.host)
  } catch {
    return `host ${t.host} could not be resolved`
  }
  const bad = addresses.find(isInternalAddress)
  if (bad) return `host ${t.host} resolves to ${bad}, an internal address; list the host exactly in allowedHosts to allow it`
  return undefined
}

/** True when the base config lists this URL's host exactly (not by wildcard, not a default): internal addresses allowed. */
export function listedExactly(url: string, policy: NetworkPolicy): boolean {
  const t = remoteTarget(url)
  return t !== undefined && policy.allowedHosts.some((e) => !DEFAULT_ALLOWED_HOSTS.includes(e) && matches(e, t) === 'exact')
}

/** The resolver a policy check uses: the injected one or the system's. */
export function resolverOf(resolve?: Resolve): Resolve {
  return resolve ?? defaultResolve
}
