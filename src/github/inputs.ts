// Every action input is read and validated here, once. Errors name the input, the value and the valid values.
import { isAbsolute, join, relative, resolve } from 'node:path'
import { SEVERITIES, type Severity } from '../rules/types.js'
import {
  COMMENT_MODES,
  TOOLS_MODES,
  type ToolsMode,
  COMMENT_WHEN,
  CONTEXT_FILE,
  DEFAULT_APPROVE_LABEL,
  DEFAULT_INSTANCE_KEY,
  Inputs,
  LABEL_MAX,
  MODES,
  REPORT_FILE,
  type CommentMode,
  type CommentWhen,
  type Mode
} from './constants.js'
import type { Runner } from './runner.js'
import type { LiveReader } from '../argocd/live.js'
import { parseApprovers, type Approvers } from '../config/approvers.js'
import { ConfigError } from '../lib/errors.js'
import { SETTINGS } from '../config/settings.js'
import { LiveInputError, readLiveInputs } from './live-inputs.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

export interface ActionInputs {
  token: string
  mode: Mode
  baseRef: string | null
  headRef: string | null
  /** Absolute path of the repository (GITHUB_WORKSPACE joined with `path`). */
  repoDir: string
  /** Repository-relative config file, read from the base revision. */
  configFile: string | null
  failOn: Severity | null
  comment: CommentWhen
  commentMode: CommentMode
  instanceKey: string
  checkName: string | null
  statusContext: string | null
  approveLabel: string | null
  /** Who may approve (config/approvers.ts); null: the base revision's config `approvers`, else the default. */
  approvers: Approvers | null
  helmPath: string | null
  kustomizePath: string | null
  tools: ToolsMode
  /** Base URL of a server holding the official Helm and Kustomize archives. */
  toolsMirror: string | null
  reportPath: string
  contextPath: string
  /** `cache: true`: restore and save the render cache with GitHub's cache service (render-cache.ts). */
  cache: boolean
  /** Live mode (issue 13): a read-only reader, or null when off. */
  live: LiveReader | null
  /**
   * The settings the inputs set, by setting (the settings table's `input`: config/settings.ts), in the config file's
   * form: the run applies them over the base revision's config as the CLI applies its flags. An input left empty sets
   * nothing (the config decides): `fail-on-unknown`, `argocd-version`, `kube-version`, `api-versions`, `repo-url`.
   */
  settings: Record<string, unknown>
}

export class InputError extends GuardError {
  override get kind(): ErrorKind {
    return 'usage'
  }
  constructor(message: string) {
    super(message)
    this.name = 'InputError'
  }
}

function oneOf<T extends string>(name: string, value: string, valid: readonly T[], fallback: T): T {
  if (value === '') return fallback
  if ((valid as readonly string[]).includes(value)) return value as T
  throw new InputError(`Input '${name}' is set to invalid value '${value}'. Valid values: ${valid.join(', ')}.`)
}

function matching(name: string, value: string, re: RegExp, expected: string): string | null {
  if (value === '') return null
  if (!re.test(value)) throw new InputError(`Input '${name}' is set to invalid value '${value}'. Expected ${expected}.`)
  return value
}

/** A list input: one item per line or comma-separated. */
export function listInput(value: string): string[] {
  return value
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** `p` must stay inside `root` (no `..` escapes, no absolute paths elsewhere). */
function contained(name: string, root: string, p: string): string {
  const abs = resolve(root, p)
  const rel = relative(root, abs)
  if (rel.startsWith('..') || isAbsolute(rel)) throw new InputError(`Input '${name}' ('${p}') points outside '${root}'.`)
  return abs
}

/** Input `approvers`: the same list as the config setting, comma- or line-separated; empty = from the config. */
function readApprovers(value: string): Approvers | null {
  if (value.trim() === '') return null
  try {
    return parseApprovers(listInput(value), (key, got, expected) => {
      throw new InputError(`Input '${Inputs.Approvers}': ${key.replace(/^approvers/, 'item ')} is ${JSON.stringify(got)}; expected ${expected}.`)
    })
  } catch (e) {
    if (e instanceof ConfigError) throw new InputError(`Input '${Inputs.Approvers}': ${e.message.replace(/^approvers: /, '')}`)
    throw e
  }
}

export async function readInputs(runner: Runner): Promise<ActionInputs> {
  const env = runner.env
  const get = (name: string): string => runner.input(name)
  const token = get(Inputs.GithubToken)
  if (token) runner.mask(token)
  const mode = oneOf(Inputs.Mode, get(Inputs.Mode), MODES, 'auto')
  const workspace = env.GITHUB_WORKSPACE || process.cwd()
  // Live-mode secrets are masked before any other input can fail and be logged.
  let live: LiveReader | null
  try {
    live = await readLiveInputs(runner, workspace, listInput)
  } catch (e) {
    throw e instanceof LiveInputError ? new InputError(e.message) : e
  }
  const repoDir = contained(Inputs.Path, workspace, get(Inputs.Path) || '.')
  const configFile = get(Inputs.ConfigFile) || null
  if (configFile && (isAbsolute(configFile) || configFile.split(/[\\/]/).includes('..')))
    throw new InputError(`Input '${Inputs.ConfigFile}' ('${configFile}') must be a path inside the repository, e.g. .prune-guard.yaml.`)
  const failOn = get(Inputs.FailOn) === '' ? null : oneOf(Inputs.FailOn, get(Inputs.FailOn), SEVERITIES, 'high')
  const approve = get(Inputs.ApproveLabel)
  // An explicitly empty approve-label disables approval; the runner passes the default when the input is unset.
  const approveLabel = env[`INPUT_${Inputs.ApproveLabel.toUpperCase()}`] === undefined ? DEFAULT_APPROVE_LABEL : approve || null
  if (approveLabel && approveLabel.length > LABEL_MAX)
    throw new InputError(`Input '${Inputs.ApproveLabel}' is longer than ${LABEL_MAX} characters, the longest label name GitHub accepts.`)
  const approvers = readApprovers(get(Inputs.Approvers))
  const reportInput = get(Inputs.ReportPath)
  const reportPath = reportInput ? resolve(workspace, reportInput) : join(env.RUNNER_TEMP || join(workspace, '..'), 'prune-guard', REPORT_FILE)
  const checkName = get(Inputs.CheckName) || null
  if (checkName && checkName.length > 255) throw new InputError(`Input '${Inputs.CheckName}' is longer than 255 characters.`)
  const statusContext = get(Inputs.StatusContext) || null
  if (statusContext && statusContext.length > 255) throw new InputError(`Input '${Inputs.StatusContext}' is longer than 255 characters.`)
  if (mode === 'publish' && !token) throw new InputError(`Input '${Inputs.GithubToken}' is required with mode: publish.`)
  // Each setting input, checked, by input name; the settings table says which setting it sets.
  const byInput: Record<string, unknown> = {
    [Inputs.FailOn]: failOn,
    [Inputs.FailOnUnknown]:
      get(Inputs.FailOnUnknown) === '' ? null : oneOf(Inputs.FailOnUnknown, get(Inputs.FailOnUnknown), ['true', 'false'] as const, 'false') === 'true',
    [Inputs.ArgocdVersion]: matching(Inputs.ArgocdVersion, get(Inputs.ArgocdVersion), /^v?\d+\.\d+(\.\d+)?$/, 'an Argo CD version such as 3.5 or 3.4.2'),
    [Inputs.KubeVersion]: matching(Inputs.KubeVersion, get(Inputs.KubeVersion), /^v?\d+\.\d+(\.\d+)?$/, 'a Kubernetes version such as 1.33.0'),
    [Inputs.ApiVersions]: listInput(get(Inputs.ApiVersions)),
    [Inputs.RepoUrl]: listInput(get(Inputs.RepoUrl)),
    [Inputs.Approvers]: approvers ? listInput(get(Inputs.Approvers)) : null
  }
  return {
    token,
    mode,
    baseRef: get(Inputs.BaseRef) || null,
    headRef: get(Inputs.HeadRef) || null,
    repoDir,
    configFile,
    failOn,
    comment: oneOf(Inputs.Comment, get(Inputs.Comment), COMMENT_WHEN, 'always'),
    commentMode: oneOf(Inputs.CommentMode, get(Inputs.CommentMode), COMMENT_MODES, 'sticky'),
    instanceKey:
      matching(Inputs.InstanceKey, get(Inputs.InstanceKey), /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, 'letters, digits, . _ / - (at most 64)') ??
      DEFAULT_INSTANCE_KEY,
    checkName,
    statusContext,
    approveLabel,
    approvers,
    helmPath: get(Inputs.HelmPath) || null,
    kustomizePath: get(Inputs.KustomizePath) || null,
    tools: oneOf(Inputs.Tools, get(Inputs.Tools), TOOLS_MODES, 'install'),
    toolsMirror: matching(Inputs.ToolsMirror, get(Inputs.ToolsMirror), /^https?:\/\/[^\s]+$/, 'an http(s) URL of a folder holding the archives'),
    reportPath,
    contextPath: join(resolve(reportPath, '..'), CONTEXT_FILE),
    cache: oneOf(Inputs.Cache, get(Inputs.Cache), ['true', 'false'] as const, 'false') === 'true',
    live,
    settings: settingsOf(byInput)
  }
}

/** The settings given by their inputs (an empty input or list sets nothing), keyed by the setting each input sets. */
export function settingsOf(byInput: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const r of SETTINGS) {
    const v = r.input === undefined ? undefined : byInput[r.input]
    if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) continue
    out[r.key] = v
  }
  return out
}
