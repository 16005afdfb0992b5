// What `helm template` would fetch on its own, decided before it runs (issue: PR content must not make the runner fetch
// what the base config does not allow):
// * URL value files and URL fileParameters (R1.5.7, R1.5.9): offline, or refused by the network policy, the source is
//   "not rendered" with the reason. Allowed URLs are downloaded by the guard (egress.ts fetchGuarded: every redirect
//   hop checked, internal addresses refused at connect time, size capped) into the render's scratch folder, and helm is
//   given the local file: helm itself never receives a URL to fetch. Same bytes as helm's getter would read.
// * Remote `$ref`s of values.schema.json: helm fetches them while validating. When the network is off or a ref's host
//   is refused, the chart renders with schema validation skipped and a warning says so (Argo CD, online, would
//   validate), instead of letting helm connect.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EgressRefused, fetchGuarded, redact, type GuardedPolicy } from '../network/egress.js'
import { refuseRemote } from '../network/policy.js'
import { remoteSchemaRefs, type ChartSchemas } from './remote-schema.js'
import { NotRenderedError } from '../types.js'

const isUrl = (p: string): boolean => /^https?:\/\//i.test(p)

/** Offline and nothing allowed: the default when a caller passes no policy. */
export const NO_NETWORK: GuardedPolicy = { network: false, allowedHosts: [] }

async function download(url: string, what: string, policy: GuardedPolicy, dest: string): Promise<void> {
  if (!policy.network) {
    throw new NotRenderedError(
      `${what} ${redact(url)} is a URL and the network is off, so it is not fetched. Commit the file to the repository, or run with the network on and its host in allowedHosts.`
    )
  }
  try {
    writeFileSync(dest, await fetchGuarded(url, policy))
  } catch (e) {
    if (e instanceof EgressRefused) throw new NotRenderedError(`${what} ${redact(url)} is not fetched: ${e.message}`)
    throw new NotRenderedError(`${what} ${redact(url)} could not be fetched: ${(e as Error).message}`)
  }
}

/**
 * Replaces every URL among `values` (in place, same order) and `setFile` values with a downloaded copy in `work`.
 * Throws NotRenderedError when one is not allowed or cannot be fetched.
 */
export async function localizeRemoteInputs(
  values: string[] | undefined,
  setFile: Record<string, string> | undefined,
  work: () => string,
  policy: GuardedPolicy
): Promise<void> {
  let n = 0
  for (const [i, v] of (values ?? []).entries()) {
    if (!isUrl(v)) continue
    const dest = join(work(), `remote-values-${n++}.yaml`)
    await download(v, 'values file', policy, dest)
    values![i] = dest
  }
  for (const [k, v] of Object.entries(setFile ?? {})) {
    if (!isUrl(v)) continue
    const dest = join(work(), `remote-file-${n++}`)
    await download(v, `fileParameters entry ${k}:`, policy, dest)
    setFile![k] = dest
  }
}

/** True when `values` or `setFile` hold a URL (the render then needs a private scratch folder). */
export function hasRemoteInputs(values: string[] | undefined, setFile: Record<string, string> | undefined): boolean {
  return (values ?? []).some(isUrl) || Object.values(setFile ?? {}).some(isUrl)
}

/**
 * The warning to give when the chart's schemas refer to URLs that may not be fetched (validation is then skipped),
 * or undefined when every ref is allowed (helm fetches them through the egress proxy).
 */
export async function refusedSchemaRefs(chart: string | ChartSchemas, policy: GuardedPolicy): Promise<string | undefined> {
  const refs = [...new Set([...remoteSchemaRefs(chart).values()].flat())]
  if (refs.length === 0) return undefined
  for (const ref of refs) {
    const why = await refuseRemote(ref, policy, policy.resolve)
    if (why) {
      return `values.schema.json refers to ${redact(ref)}, which is not fetched (${why}), so schema validation was skipped (Argo CD, online, would validate)`
    }
  }
  return undefined
}
