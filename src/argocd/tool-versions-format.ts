// Readers of the two upstream files the table of Argo CD releases (tool-versions.ts) is taken from, in
// argoproj/argo-cd at each release tag:
//   hack/tool-versions.sh: shell assignments, `helm3_version=3.19.4` (Helm 3 line, up to v3.4) or
//     `helm4_version=4.2.1` (from v3.5), and `kustomize5_version=5.8.1`;
//   hack/installers/checksums/<archive>.sha256: one `sha256sum` line, `<64 hex>  <archive file name>`, for archives
//     named `helm-v<version>-<os>-<arch>.tar.gz` and `kustomize_<version>_<os>_<arch>.tar.gz` (no `v` before the
//     kustomize version in Argo CD's file names, although the kustomize release asset has one).
// scripts/argocd-tool-versions.ts reads a checkout with these to print a new row; the tests check the table with them.

/** The Helm and Kustomize versions one tool-versions.sh pins (a key missing: undefined). */
export interface UpstreamToolVersions {
  helm?: string
  kustomize?: string
}

const SEMVER = /^\d+\.\d+\.\d+$/

/** Reads `hack/tool-versions.sh`: the last assignment of `helm<N>_version` and of `kustomize<N>_version`. */
export function parseToolVersionsSh(text: string): UpstreamToolVersions {
  const out: UpstreamToolVersions = {}
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line.startsWith('#')) continue
    const m = /^(helm|kustomize)\d+_version=["']?([^"'\s#]+)["']?\s*(#.*)?$/.exec(line)
    if (!m) continue
    if (!SEMVER.test(m[2])) throw new Error(`tool-versions.sh: '${line}' does not assign a version such as 3.19.4`)
    out[m[1] as 'helm' | 'kustomize'] = m[2]
  }
  return out
}

/** One line of a checksum file: the digest and the archive file name it is for. */
export interface ChecksumLine {
  sha256: string
  file: string
}

/** Reads a `.sha256` file of hack/installers/checksums (sha256sum output: digest, two spaces or ` *`, file name). */
export function parseChecksumFile(text: string): ChecksumLine {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  if (lines.length !== 1) throw new Error(`checksum file: expected one line, got ${lines.length}`)
  const m = /^([0-9a-f]{64}) [ *](\S+)$/.exec(lines[0].trim())
  if (!m) throw new Error(`checksum file: '${lines[0]}' is not '<sha256>  <file>'`)
  return { sha256: m[1], file: m[2] }
}

export type Arch = 'amd64' | 'arm64'
export const ARCHES: readonly Arch[] = ['amd64', 'arm64']

/** The archive names Argo CD's checksum files are named after (`<name>.sha256`), for linux. */
export function upstreamArchiveName(tool: 'helm' | 'kustomize', version: string, arch: Arch): string {
  return tool === 'helm' ? `helm-v${version}-linux-${arch}.tar.gz` : `kustomize_${version}_linux_${arch}.tar.gz`
}

/**
 * Helm and Kustomize of one Argo CD release with the digests of their linux archives, read through `read` (a path in
 * the argo-cd repository at one tag → its text, undefined when absent). Throws when a version or checksum is missing,
 * or a checksum file names another archive.
 */
export function upstreamTools(read: (path: string) => string | undefined): Record<'helm' | 'kustomize', { version: string; sha256: Record<Arch, string> }> {
  const sh = read('hack/tool-versions.sh')
  if (sh === undefined) throw new Error('hack/tool-versions.sh not found')
  const versions = parseToolVersionsSh(sh)
  const pin = (tool: 'helm' | 'kustomize'): { version: string; sha256: Record<Arch, string> } => {
    const version = versions[tool]
    if (!version) throw new Error(`hack/tool-versions.sh pins no ${tool} version`)
    const sha256 = {} as Record<Arch, string>
    for (const arch of ARCHES) {
      const name = upstreamArchiveName(tool, version, arch)
      const text = read(`hack/installers/checksums/${name}.sha256`)
      if (text === undefined) throw new Error(`hack/installers/checksums/${name}.sha256 not found`)
      const line = parseChecksumFile(text)
      if (line.file !== name) throw new Error(`hack/installers/checksums/${name}.sha256 is for ${line.file}`)
      sha256[arch] = line.sha256
    }
    return { version, sha256 }
  }
  return { helm: pin('helm'), kustomize: pin('kustomize') }
}
