// What `kustomize build` may fetch, and the process environment that holds it to that (issue: PR content must not
// make the runner fetch what the base config does not allow).
// * Before the build, every remote reference (kustomize/bounds.ts) must pass the network policy; offline nothing is
//   fetched at all. A refusal is "not rendered" with the reason (the guard's limit, not Argo CD's error).
// * During the build, kustomize, git and helm get an environment that reaches only the approved hosts:
//   - every HTTP(S) proxy variable points at a closed loopback port, and NO_PROXY lists exactly the approved
//     `host[:port]`s: Go (kustomize's own downloads, helm) and curl (git) then fail for every other host, which also
//     stops redirects and nested references (submodules, a remote base's own remote bases) to other hosts. Go never
//     proxies loopback addresses, so this does not cover a redirect to the runner's own loopback services;
//   - git additionally gets `http.proxy` set to the same closed port, with the approved `scheme://host[:port]/` URLs
//     exempted (curl cannot pin a port through NO_PROXY), no redirects, no system or global git config, and
//     GIT_ALLOW_PROTOCOL limited to the approved schemes (never `file` or `ext`, which read local repositories or run
//     commands);
//   - HOME is an empty directory and ssh gets no identity, agent or config, so no credentials or config of the
//     runner's user are used.
import type { NetworkPolicy, Resolve } from '../network/policy.js'
import { refuseRemote, remoteTarget } from '../network/policy.js'
import type { RemoteRef } from './bounds.js'

/** A proxy that refuses every connection (TCP port 1 on loopback is tcpmux, unused). */
export const DEAD_PROXY = 'http://127.0.0.1:1'

export const OFFLINE: NetworkPolicy = { network: false, allowedHosts: [] }

/** Why the build may not run (the first refused reference and its reason), or undefined when every fetch is allowed. */
export async function refuseKustomizeFetches(remote: RemoteRef[], policy: NetworkPolicy, resolve?: Resolve): Promise<string | undefined> {
  for (const r of remote) {
    const why = await refuseRemote(r.url, policy, resolve)
    if (why === undefined) continue
    const what = r.via === 'helm' ? 'a Helm chart repository' : r.via === 'git' ? 'a remote base' : 'a remote file'
    const more = remote.length > 1 ? ` (${remote.length} remote references in all)` : ''
    return `kustomize would fetch ${what}, '${r.url}' (${r.field} in ${r.file}), and ${why}${more}`
  }
  return undefined
}

/** `host` or `host:port` of an approved reference, as NO_PROXY and git's per-URL config want it. */
function hostPort(url: string): { host: string; port: string; scheme: string } | undefined {
  const t = remoteTarget(url)
  if (!t || t.host === '') return undefined
  return { host: t.host.includes(':') ? `[${t.host}]` : t.host, port: t.port, scheme: t.scheme }
}

/**
 * The environment for a build whose remote references were all approved (empty `remote`: no fetch at all). With
 * `proxy` (the relay of a contained build: network/contained-fetch.ts) every fetch goes through it, approved hosts
 * included; without, other hosts meet a closed port and the approved ones are reached directly.
 */
export function fetchEnv(remote: RemoteRef[], home: string, proxy?: string): Record<string, string> {
  const noProxy = new Set<string>()
  const gitUrls = new Set<string>()
  const protocols = new Set<string>()
  for (const r of remote) {
    const t = hostPort(r.url)
    if (!t) continue
    noProxy.add(t.port ? `${t.host}:${t.port}` : t.host)
    if (r.via !== 'git') continue
    if (['http', 'https', 'ssh'].includes(r.scheme)) protocols.add(r.scheme)
    const scheme = r.scheme === 'ssh' ? undefined : r.scheme === 'http' ? 'http' : 'https'
    if (scheme) gitUrls.add(`${scheme}://${t.host}${t.port ? `:${t.port}` : ''}/`)
  }
  if (proxy) noProxy.clear()
  const git: Array<[string, string]> = [
    ['http.proxy', proxy ?? DEAD_PROXY],
    ['http.followRedirects', 'false'],
    ['protocol.file.allow', 'never'],
    ['protocol.ext.allow', 'never'],
    ...(proxy ? [] : [...gitUrls].map((u): [string, string] => [`http.${u}.proxy`, '']))
  ]
  const env: Record<string, string> = {
    HOME: home,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    // An empty list allows nothing; `none` is not a protocol git knows, so it blocks every transport.
    GIT_ALLOW_PROTOCOL: protocols.size > 0 ? [...protocols].sort().join(':') : 'none',
    // ssh reads the user's keys from the passwd home, not $HOME: use no identity, agent or config of the runner.
    GIT_SSH_COMMAND: `ssh -F /dev/null -o BatchMode=yes -o IdentitiesOnly=yes -o IdentityFile=/dev/null -o IdentityAgent=none -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile='${home.replace(/'/g, `'\\''`)}/known_hosts'`,
    GIT_CONFIG_COUNT: String(git.length),
    NO_PROXY: [...noProxy].join(','),
    no_proxy: [...noProxy].join(',')
  }
  git.forEach(([k, v], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = k
    env[`GIT_CONFIG_VALUE_${i}`] = v
  })
  for (const k of ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'http_proxy', 'https_proxy', 'all_proxy']) env[k] = proxy ?? DEAD_PROXY
  return env
}
