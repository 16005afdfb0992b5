// manifest-too-large: a YAML/JSON file that mentions argoproj.io is larger than the manifest size cap
// (MAX_MANIFEST_BYTES in git/snapshot.ts), so the Applications it may define were not read. The guard cannot say what
// a sync would do to them: it fails closed (issue 8 item 7) instead of treating the file as empty.
import type { RawFinding, Rule } from './types.js'

const mib = (n: number): string => `${(n / (1024 * 1024)).toFixed(1)} MiB`

export const manifestTooLarge: Rule = {
  id: 'manifest-too-large',
  severity: 'high',
  title: 'A manifest file is too large to analyse',
  when: 'a YAML/JSON file over 64 MiB mentions `argoproj.io`: the Applications it may define could not be read',
  kind: 'change',
  check({ graph }) {
    const big = graph?.oversizedManifests
    if (!big) return []
    const out: RawFinding[] = []
    const atHead = new Set(big.head.map((f) => f.path))
    const found = [...big.head.map((f) => ({ ...f, where: 'head' })), ...big.base.filter((f) => !atHead.has(f.path)).map((f) => ({ ...f, where: 'base' }))]
    for (const f of found) {
      out.push({
        app: null,
        appNamespace: null,
        resource: null,
        severity: 'high',
        introduced: true,
        file: f.path,
        line: null,
        fingerprint: f.path,
        message:
          `${f.path} (${mib(f.size)} at ${f.where}) is larger than the ${mib(big.limit)} limit for manifest files and mentions ` +
          'argoproj.io: the Argo CD Applications it may define were not read, so what a sync does to them is unknown.',
        fix: `Split the file into files under ${mib(big.limit)} each (one Application per file is usual), or move data that is not a manifest out of YAML/JSON files.`
      })
    }
    return out
  }
}
