// The Helm and Kustomize each Argo CD release bundles in its repo-server image, with the sha256 of their official
// linux archives. Facts recorded from argoproj/argo-cd at the release tags named in `checked`:
// `hack/tool-versions.sh` (the versions) and `hack/installers/checksums/<archive>.sha256` (the digests); Argo CD's
// installers (`hack/installers/install-helm.sh`, `install-kustomize.sh`) download these very archives and compare them.
// To add a release: `node --import tsx scripts/argocd-tool-versions.ts <argo-cd git dir> <tag>...` prints the rows
// (see docs/action.md, "Helm and Kustomize on the runner"). The test (test/argocd/tool-versions.test.ts) checks the table's invariants.
import type { Arch } from './tool-versions-format.js'

/** One tool as one Argo CD release pins it. */
export interface ToolPin {
  version: string
  /** sha256 of the official linux archive per CPU architecture. */
  sha256: Record<Arch, string>
}

/** The tools of one Argo CD minor release, for the patch releases `patches` covers. */
export interface ArgocdRelease {
  /** `3.5` */
  minor: string
  /** First and last patch release with these tools (the last is the newest tag checked; later patches assumed alike). */
  patches: [number, number]
  /** The tags read, first and last of `patches`. */
  checked: string
  helm: ToolPin
  kustomize: ToolPin
}

const HELM_3_17_1: ToolPin = {
  version: '3.17.1',
  sha256: {
    amd64: '3b66f3cd28409f29832b1b35b43d9922959a32d795003149707fea84cbcd4469',
    arm64: 'c86c9b23602d4abbfae39d9634e25ab1d0ea6c4c16c5b154113efe316a402547'
  }
}
const HELM_3_18_4: ToolPin = {
  version: '3.18.4',
  sha256: {
    amd64: 'f8180838c23d7c7d797b208861fecb591d9ce1690d8704ed1e4cb8e2add966c1',
    arm64: 'c0a45e67eef0c7416a8a8c9e9d5d2d30d70e4f4d3f7bea5de28241fffa8f3b89'
  }
}
const HELM_3_19_4: ToolPin = {
  version: '3.19.4',
  sha256: {
    amd64: '759c656fbd9c11e6a47784ecbeac6ad1eb16a9e76d202e51163ab78504848862',
    arm64: '9e1064f5de43745bdedbff2722a1674d0397bc4b4d8d8196d52a2b730909fe62'
  }
}
const HELM_4_2_1: ToolPin = {
  version: '4.2.1',
  sha256: {
    amd64: '479dca836e5b45e8bd222400c5591b0e3a647378f03ff96597180db97c17fdae',
    arm64: '596b9a73d366c1e72ce67d595c22805480e30914593aafbc9f547694e72814db'
  }
}
const KUSTOMIZE_5_6_0: ToolPin = {
  version: '5.6.0',
  sha256: {
    amd64: '54e4031ddc4e7fc59e408da29e7c646e8e57b8088c51b84b3df0864f47b5148f',
    arm64: 'ad8ab62d4f6d59a8afda0eec4ba2e5cd2f86bf1afeea4b78d06daac945eb0660'
  }
}
const KUSTOMIZE_5_7_0: ToolPin = {
  version: '5.7.0',
  sha256: {
    amd64: '0d98f06d6d2c2c0ff8923cc136a517af74aaa187f1b9f3e17ff370d0625ede84',
    arm64: '744bb1bc1854b6634dea9eaf6db2f401a734ed25d6837baa6f91157d79c27d5e'
  }
}
const KUSTOMIZE_5_8_0: ToolPin = {
  version: '5.8.0',
  sha256: {
    amd64: '4dfa8307358dd9284aa4d2b1d5596766a65b93433e8fa3f9f74498941f01c5ef',
    arm64: 'a4f48b4c3d4ca97d748943e19169de85a2e86e80bcc09558603e2aa66fb15ce1'
  }
}
const KUSTOMIZE_5_8_1: ToolPin = {
  version: '5.8.1',
  sha256: {
    amd64: '029a7f0f4e1932c52a0476cf02a0fd855c0bb85694b82c338fc648dcb53a819d',
    arm64: '0953ea3e476f66d6ddfcd911d750f5167b9365aa9491b2326398e289fef2c142'
  }
}

/** Oldest first. v3.3.0 alone bundled Kustomize 5.8.0; v3.3.1 moved to 5.8.1. */
export const ARGOCD_RELEASES: readonly ArgocdRelease[] = [
  { minor: '3.0', patches: [0, 23], checked: 'v3.0.0, v3.0.23', helm: HELM_3_17_1, kustomize: KUSTOMIZE_5_6_0 },
  { minor: '3.1', patches: [0, 16], checked: 'v3.1.0, v3.1.16', helm: HELM_3_18_4, kustomize: KUSTOMIZE_5_7_0 },
  { minor: '3.2', patches: [0, 12], checked: 'v3.2.0, v3.2.12', helm: HELM_3_18_4, kustomize: KUSTOMIZE_5_7_0 },
  { minor: '3.3', patches: [0, 0], checked: 'v3.3.0', helm: HELM_3_19_4, kustomize: KUSTOMIZE_5_8_0 },
  { minor: '3.3', patches: [1, 14], checked: 'v3.3.1, v3.3.14', helm: HELM_3_19_4, kustomize: KUSTOMIZE_5_8_1 },
  { minor: '3.4', patches: [0, 7], checked: 'v3.4.0, v3.4.7', helm: HELM_3_19_4, kustomize: KUSTOMIZE_5_8_1 },
  { minor: '3.5', patches: [0, 1], checked: 'v3.5.0, v3.5.1', helm: HELM_4_2_1, kustomize: KUSTOMIZE_5_8_1 }
]

/** The Argo CD version modelled when none is configured: the newest release in the table. */
export const DEFAULT_ARGOCD_VERSION = ARGOCD_RELEASES[ARGOCD_RELEASES.length - 1].minor

/** An Argo CD version as configured (`3.5`, `v3.5`, `3.4.2`, `v3.4.2`): minor and, when given, patch. */
export function parseArgocdVersion(v: string): { minor: string; patch?: number } | undefined {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?$/.exec(v.trim())
  if (!m) return undefined
  return { minor: `${Number(m[1])}.${Number(m[2])}`, ...(m[3] !== undefined ? { patch: Number(m[3]) } : {}) }
}

/** The Argo CD minor releases the table knows, `v3.0, v3.1, …`, for messages. */
export function knownArgocdVersions(table: readonly ArgocdRelease[] = ARGOCD_RELEASES): string {
  return [...new Set(table.map((r) => `v${r.minor}`))].join(', ')
}

/**
 * The row modelling `version`: for a minor (`3.3`), its newest patch's tools; for a patch (`3.3.0`), the row that
 * covers it (a patch newer than the newest checked gets the newest row). Undefined for a minor the table lacks.
 */
export function argocdRelease(version: string, table: readonly ArgocdRelease[] = ARGOCD_RELEASES): ArgocdRelease | undefined {
  const v = parseArgocdVersion(version)
  if (!v) return undefined
  const rows = table.filter((r) => r.minor === v.minor)
  if (rows.length === 0) return undefined
  const newest = rows.reduce((a, b) => (b.patches[1] > a.patches[1] ? b : a))
  if (v.patch === undefined) return newest
  return rows.find((r) => v.patch! >= r.patches[0] && v.patch! <= r.patches[1]) ?? newest
}

/** `v3.5` or `v3.3.0`: how a report names the Argo CD version it modelled. */
export function argocdLabel(version: string): string {
  const v = parseArgocdVersion(version)
  return v ? `v${v.minor}${v.patch !== undefined ? `.${v.patch}` : ''}` : version
}

/**
 * Sentences for every tool that rendered with another version than the modelled Argo CD bundles, e.g.
 * `rendered with Helm 4.1.4; Argo CD v3.5 runs 4.2.1`. `used` holds the versions the renders reported (by tool).
 */
export function toolMismatches(version: string, used: Record<string, string>, table: readonly ArgocdRelease[] = ARGOCD_RELEASES): string[] {
  const row = argocdRelease(version, table)
  if (!row) return []
  const out: string[] = []
  for (const [tool, name] of [
    ['helm', 'Helm'],
    ['kustomize', 'Kustomize']
  ] as const) {
    const got = used[tool]
    if (got === undefined || got === row[tool].version) continue
    out.push(`rendered with ${name} ${got}; Argo CD ${argocdLabel(version)} runs ${row[tool].version}`)
  }
  return out
}
