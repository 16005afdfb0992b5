// The action installs the Helm and Kustomize that the modelled Argo CD release bundles (argocd/tool-versions.ts):
// the official linux archive of each (or the same file from a mirror), its sha256 checked against the digest Argo CD
// pins, extracted and kept in the runner's tool cache (@actions/tool-cache: RUNNER_TOOL_CACHE), so a later job on the
// same runner downloads nothing. A tool already on PATH is used only when its version is the pinned one. Nothing falls
// back: a failed download or a digest that differs is an error naming the URL and what to do.
// The URLs are the ones Argo CD's own installers use (argoproj/argo-cd hack/installers/install-helm.sh and
// install-kustomize.sh); the archive layouts are theirs too (`linux-<arch>/helm`, `kustomize` at the top).
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, mkdtempSync, rmSync, copyFileSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as tc from '@actions/tool-cache'
import { argocdLabel, argocdRelease, knownArgocdVersions, type ArgocdRelease, type ToolPin } from '../argocd/tool-versions.js'
import type { Arch } from '../argocd/tool-versions-format.js'
import { onPath, parseHelmVersion, parseKustomizeVersion } from '../render/binaries.js'
import { type ErrorKind, errorMessage, GuardError } from '../lib/errors.js'
import { runText } from '../lib/process/spawn.js'

export type ToolName = 'helm' | 'kustomize'

export interface InstallRequest {
  /** How reports and messages name the release (`v3.5`). */
  argocd: string
  /** The versions and digests to install: a row of the table (data, passed in). */
  release: Pick<ArgocdRelease, 'helm' | 'kustomize'>
  /** Default: the runner's (runnerArch()). */
  arch?: Arch
  /** A server holding the official archives under their file names; default: the official release locations. */
  mirror?: string
  /** The PATH searched for tools of the pinned versions (default process.env.PATH; '' searches nothing). */
  path?: string
  /** Only these tools (default both). */
  tools?: ToolName[]
  log?: (line: string) => void
}

export interface InstalledTool {
  path: string
  version: string
  /** Where it came from: `PATH`, `tool cache` (an earlier download on this runner) or the URL downloaded. */
  from: string
}

export class ToolInstallError extends GuardError {
  override get kind(): ErrorKind {
    return 'environment'
  }
  constructor(message: string) {
    super(message)
    this.name = 'ToolInstallError'
  }
}

const LABEL: Record<ToolName, string> = { helm: 'Helm', kustomize: 'Kustomize' }
/** Tool cache names of our own: another action's `helm` entry may be laid out differently. */
const CACHE_NAME: Record<ToolName, string> = { helm: 'prune-guard-helm', kustomize: 'prune-guard-kustomize' }

/** The release asset's file name, as the official location and a mirror serve it. */
export function archiveName(tool: ToolName, version: string, arch: Arch): string {
  return tool === 'helm' ? `helm-v${version}-linux-${arch}.tar.gz` : `kustomize_v${version}_linux_${arch}.tar.gz`
}

/** Where an archive is downloaded from: the mirror's folder, else the project's official release location. */
export function archiveUrl(tool: ToolName, version: string, arch: Arch, mirror?: string): string {
  const name = archiveName(tool, version, arch)
  if (mirror) return `${mirror.replace(/\/+$/, '')}/${name}`
  return tool === 'helm' ? `https://get.helm.sh/${name}` : `https://github.com/kubernetes-sigs/kustomize/releases/download/kustomize%2Fv${version}/${name}`
}

/** The runner's CPU architecture in the archives' naming; other platforms need `tools: path`. */
export function runnerArch(platform: string = process.platform, arch: string = process.arch): Arch {
  if (platform === 'linux' && arch === 'x64') return 'amd64'
  if (platform === 'linux' && arch === 'arm64') return 'arm64'
  throw new ToolInstallError(
    `The guard installs Helm and Kustomize for linux x64 and arm64 runners only; this runner is ${platform} ${arch}. ` +
      `Install the versions your Argo CD runs and set the input tools: path.`
  )
}

/** Installs (or finds) each tool the request names; rejects with a ToolInstallError on the first that fails. */
export async function installTools(req: InstallRequest): Promise<Partial<Record<ToolName, InstalledTool>>> {
  const tools = req.tools ?? (['helm', 'kustomize'] as const)
  const out: Partial<Record<ToolName, InstalledTool>> = {}
  if (tools.length === 0) return out // both named by the workflow: any runner will do
  const arch = req.arch ?? runnerArch()
  for (const tool of tools) out[tool] = await installOne(tool, req.release[tool], arch, req)
  return out
}

async function installOne(tool: ToolName, pin: ToolPin, arch: Arch, req: InstallRequest): Promise<InstalledTool> {
  const log = req.log ?? (() => {})
  const cached = tc.find(CACHE_NAME[tool], pin.version, arch)
  if (cached && existsSync(join(cached, tool))) {
    log(`${LABEL[tool]} ${pin.version} from the runner's tool cache (${cached})`)
    return { path: join(cached, tool), version: pin.version, from: 'tool cache' }
  }
  const onPathNow = await matchingOnPath(tool, pin.version, req.path ?? process.env.PATH ?? '')
  if (onPathNow) {
    log(`${LABEL[tool]} ${pin.version} on PATH (${onPathNow}), the version Argo CD ${req.argocd} runs`)
    return { path: onPathNow, version: pin.version, from: 'PATH' }
  }
  const url = archiveUrl(tool, pin.version, arch, req.mirror)
  log(`downloading ${LABEL[tool]} ${pin.version} for Argo CD ${req.argocd} from ${url}`)
  const file = await download(tool, pin, url, arch, req)
  try {
    await verify(tool, pin, arch, url, file, req)
    const dir = await tc.extractTar(file)
    try {
      const inside = tool === 'helm' ? join(dir, `linux-${arch}`, 'helm') : join(dir, 'kustomize')
      if (!existsSync(inside)) {
        throw new ToolInstallError(
          `The archive from ${url} has no ${tool === 'helm' ? `linux-${arch}/helm` : 'kustomize'} in it (it matched the pinned sha256, so the table entry is wrong). Report this.`
        )
      }
      const stage = mkdtempSync(join(process.env.RUNNER_TEMP || tmpdir(), `${CACHE_NAME[tool]}-`))
      copyFileSync(inside, join(stage, tool))
      chmodSync(join(stage, tool), 0o755)
      const cachedDir = await tc.cacheDir(stage, CACHE_NAME[tool], pin.version, arch)
      rmSync(stage, { recursive: true, force: true })
      return { path: join(cachedDir, tool), version: pin.version, from: url }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  } finally {
    rmSync(file, { force: true })
  }
}

async function download(tool: ToolName, pin: ToolPin, url: string, arch: Arch, req: InstallRequest): Promise<string> {
  try {
    return await tc.downloadTool(url)
  } catch (e) {
    const reason = errorMessage(e)
    throw new ToolInstallError(
      `Could not download ${LABEL[tool]} ${pin.version} (the version Argo CD ${req.argocd} runs) from ${url}: ${reason}. ` +
        (req.mirror
          ? `Check that the tools-mirror server is reachable from the runner and holds ${archiveName(tool, pin.version, arch)}. `
          : `The runner must reach ${new URL(url).host}; on a runner without internet, set the tools-mirror input to a server holding the official archives. `) +
        `Or pre-install the tools and set tools: path (docs/action.md, "Helm and Kustomize on the runner").`
    )
  }
}

async function verify(tool: ToolName, pin: ToolPin, arch: Arch, url: string, file: string, req: InstallRequest): Promise<void> {
  const got = await sha256(file)
  if (got === pin.sha256[arch]) return
  throw new ToolInstallError(
    `The archive downloaded from ${url} has sha256 ${got}, not ${pin.sha256[arch]}, the digest Argo CD ${req.argocd} pins for ` +
      `${LABEL[tool]} ${pin.version} (linux ${arch}); it was not used. ` +
      (req.mirror ? `Replace the file on the mirror with the official archive.` : `Retry later; if it persists, report it.`)
  )
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256')
    createReadStream(file)
      .on('data', (d) => h.update(d))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')))
  })
}

/** The tool on `path` when it reports exactly `version`; undefined when absent, another version or not answering. */
export async function matchingOnPath(tool: ToolName, version: string, path: string): Promise<string | undefined> {
  const found = onPath(tool, { PATH: path })
  if (!found) return undefined
  const args = tool === 'helm' ? ['version', '--short'] : ['version']
  const out = await runText(found, args, { cwd: process.cwd(), profile: 'inherited', env: { PATH: path }, timeoutMs: 30_000, maxBuffer: 1024 * 1024 }).catch(
    () => ''
  )
  const v = tool === 'helm' ? parseHelmVersion(out) : parseKustomizeVersion(out)
  return v === version ? found : undefined
}

/**
 * The action's step: the tools of Argo CD `argocdVersion` (a validated config value) as binary paths for the
 * renders, skipping a tool the workflow points at itself (helm-path / kustomize-path).
 */
export async function toolsForArgocd(
  argocdVersion: string,
  o: { mirror?: string; skip: ToolName[]; log: (line: string) => void }
): Promise<Partial<Record<ToolName, string>>> {
  const release = argocdRelease(argocdVersion)
  if (!release) throw new ToolInstallError(`Argo CD ${argocdVersion} is not one the guard models (${knownArgocdVersions()}).`)
  const tools = (['helm', 'kustomize'] as const).filter((t) => !o.skip.includes(t))
  const installed = await installTools({ argocd: argocdLabel(argocdVersion), release, mirror: o.mirror, tools, log: o.log })
  return Object.fromEntries(Object.entries(installed).map(([t, i]) => [t, i.path]))
}
