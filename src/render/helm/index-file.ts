// Before `helm pull --repo <url>`: the guard reads the repository's index.yaml itself (through the network policy,
// egress.ts) and refuses the pull when a chart URL in it points at `localhost` or a loopback IP literal that the base
// config does not list exactly. Helm (Go) never sends such URLs through the egress proxy, so this is the only place
// where they can be stopped. Every other chart URL host is checked by the proxy when helm connects.
// Limit: a hostile repository could answer helm differently from the guard (the index is fetched twice); such an
// answer can still only reach loopback, and helm needs a valid chart archive from it to show anything.
import { BlockList, isIP } from 'node:net'
import { EgressRefused, fetchGuarded, redact, type GuardedPolicy } from '../network/egress.js'
import { refuseRemote } from '../network/policy.js'
import { NotRenderedError } from '../types.js'
import { parseIndexFile } from './metadata.js'

const MAX_INDEX_BYTES = 64 * 1024 * 1024

/** True for hosts Go's proxy selection skips: `localhost` and loopback IP literals. */
export function hostBypassesProxy(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '')
  if (h === 'localhost') return true
  const family = isIP(h)
  if (family === 0) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(h)?.[1]
  return mapped ? loopback.check(mapped, 'ipv4') : loopback.check(h, family === 6 ? 'ipv6' : 'ipv4')
}

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** Throws NotRenderedError when the index cannot be read or sends helm to a loopback address that is not allowed. */
export async function checkIndexTargets(repo: string, policy: GuardedPolicy, auth?: { username: string; password: string }): Promise<void> {
  const indexUrl = `${repo.replace(/\/+$/, '')}/index.yaml`
  let text: string
  try {
    const headers = auth ? { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}` } : undefined
    text = (await fetchGuarded(indexUrl, policy, { maxBytes: MAX_INDEX_BYTES, headers })).toString('utf8')
  } catch (e) {
    if (e instanceof EgressRefused) throw new NotRenderedError(`the index of the Helm repository ${redact(repo)} is not fetched: ${e.message}`)
    return // unreachable, 401, …: helm pull meets the same answer and reports it
  }
  // Cheap filter: without any of these, no chart URL can name a loopback literal (YAML escapes included).
  if (!/localhost|127\.|::|\\/i.test(text)) return
  let doc: unknown
  try {
    doc = parseIndexFile(text, 100)
  } catch {
    return // helm will reject an index it cannot read
  }
  const entries = (doc as { entries?: Record<string, unknown> } | null)?.entries
  if (!entries || typeof entries !== 'object') return
  const seen = new Set<string>()
  for (const versions of Object.values(entries)) {
    if (!Array.isArray(versions)) continue
    for (const v of versions) {
      const urls = (v as { urls?: unknown } | null)?.urls
      if (!Array.isArray(urls)) continue
      for (const raw of urls) {
        if (typeof raw !== 'string') continue
        let u: URL
        try {
          u = new URL(raw, `${repo.replace(/\/+$/, '')}/`)
        } catch {
          continue
        }
        if (!hostBypassesProxy(u.hostname) || seen.has(u.host)) continue
        seen.add(u.host)
        const why = await refuseRemote(u.toString(), policy, policy.resolve)
        if (why) throw new NotRenderedError(`the Helm repository ${redact(repo)} lists a chart at ${redact(u.toString())}, which is not fetched: ${why}`)
      }
    }
  }
}
