// Whether a URL lies under a configured URL prefix (helmCredentials, the token for the checkout's origin), read the
// way the clients that fetch it read it. A raw string prefix is not enough: `https://h/private/../charts2` starts with
// `https://h/private/` but helm (Go's url.ResolveReference for index.yaml) and Node's fetch (WHATWG URL) request
// `/charts2/index.yaml`, so credentials scoped to /private would go to /charts2.
// A URL is under a prefix only when every reading agrees:
// * the authority: scheme and host lower-cased, the scheme's default port dropped, user info ignored (WHATWG URL), and
//   the authority as Go's net/url and curl cut it (up to the first `/`, `?` or `#`, user info up to the last `@`)
//   must name the same host and port: `https://h\@evil.io/` is host h for WHATWG and evil.io for others;
// * the path, in three readings: WHATWG's (dot segments, `%2e%2e`, backslashes as `/`), the same after decoding every
//   percent escape (a server such as nginx decodes `..%2f` before it resolves dot segments), and the raw path with
//   only literal dot segments resolved (Go keeps a backslash as a character). Each must be the prefix's path or below
//   it, on a segment boundary, compared case-insensitively as Argo CD's NormalizeGitURL does for credential templates.
// Anything that does not parse matches nothing.

interface Read {
  origin: string
  paths: string[]
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21' }

function percentDecoded(s: string): string {
  return s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/** Literal `.` and `..` segments resolved, nothing else touched (Go's resolvePath). */
function dotsResolved(path: string): string {
  const out: string[] = []
  for (const seg of path.split('/').slice(1)) {
    if (seg === '.') continue
    if (seg === '..') out.pop()
    else out.push(seg)
  }
  return `/${out.join('/')}`
}

/** The authority as Go and curl cut it: host[:port], lower-cased, default port dropped; undefined without `//`. */
function rawAuthority(raw: string, protocol: string): string | undefined {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(raw)
  if (!m) return undefined
  const hostPort = m[1]!.slice(m[1]!.lastIndexOf('@') + 1).toLowerCase()
  const port = DEFAULT_PORTS[protocol]
  return port && hostPort.endsWith(`:${port}`) ? hostPort.slice(0, -port.length - 1) : hostPort
}

/** Whether every reader takes `url`'s host and port from the same text (see the header); false when it does not parse. */
export function authorityAgrees(url: string): boolean {
  const s = url.trim()
  try {
    const u = new URL(s)
    return u.host !== '' && rawAuthority(s, u.protocol) === u.host
  } catch {
    return false
  }
}

function read(raw: string): Read | undefined {
  const s = raw.trim()
  let u: URL
  try {
    u = new URL(s)
  } catch {
    return undefined
  }
  if (!authorityAgrees(s)) return undefined
  const rawPath = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(s)?.[1] || '/'
  const whatwg = u.pathname || '/'
  const decoded = new URL(percentDecoded(whatwg).replace(/[?#]/g, encodeURIComponent), 'http://x').pathname
  const trim = (p: string) => p.replace(/\/+$/, '').toLowerCase()
  return { origin: `${u.protocol}//${u.host}`, paths: [whatwg, decoded, dotsResolved(rawPath)].map(trim) }
}

/** Whether `url` is `prefix` or below it, by every reading of both (see above). */
export function urlUnder(url: string, prefix: string): boolean {
  const u = read(url)
  const p = read(prefix)
  if (!u || !p || u.origin !== p.origin) return false
  const base = p.paths[0]!
  // A prefix whose own readings disagree is never matched (an admin's typo, not a scope).
  if (p.paths.some((x) => x !== base)) return false
  return u.paths.every((x) => x === base || x.startsWith(`${base}/`))
}

/** The entry whose `url` is the longest prefix `url` lies under (Argo CD's credential templates), or undefined. */
export function longestPrefixEntry<T extends { url: string }>(url: string, entries: readonly T[]): T | undefined {
  const score = (e: T) => read(e.url)?.paths[0]?.length ?? -1
  return entries.filter((e) => urlUnder(url, e.url)).sort((a, b) => score(b) - score(a))[0]
}
