// Config management plugins declared in `.prune-guard.yaml` (`plugins:`), in Argo CD's own `ConfigManagementPlugin`
// shape (cmpserver/plugin/config.go PluginConfig), validated like ValidatePluginConfig: metadata.name and
// spec.generate.command are required, kind (when given) must be ConfigManagementPlugin. Pure: no I/O.
import { isRecord } from '../../lib/record.js'

export interface PluginCommand {
  command: string[]
  args: string[]
}

export interface PluginConfig {
  name: string
  version: string
  init?: PluginCommand
  generate: PluginCommand
  discover: { fileName: string; glob: string; command?: PluginCommand }
  /** Announcements for Argo CD's UI only: never sent to `generate` (Argo CD documents this), kept for completeness. */
  parameters: { static: unknown[]; dynamic?: PluginCommand }
  preserveFileMode: boolean
  /** Adopted from the repository's own Argo CD (config/adopt.ts): where it is declared; its failures are the guard's limit. */
  adoptedFrom?: string
}

/** The name an Application's `source.plugin.name` must use: `<metadata.name>-<spec.version>`, or the name alone. */
export function pluginSocketName(p: PluginConfig): string {
  return p.version ? `${p.name}-${p.version}` : p.name
}

/** cmpserver/plugin/config.go Discover.IsDefined. */
export function discoveryDefined(p: PluginConfig): boolean {
  return p.discover.fileName !== '' || p.discover.glob !== '' || (p.discover.command?.command.length ?? 0) > 0
}

const SPEC_KEYS = ['version', 'init', 'generate', 'discover', 'parameters', 'preserveFileMode', 'provideGitCreds', 'lockRepo', 'allowConcurrency']

/** Validates `plugins:`; `fail(key, got, expected)` throws the config error. */
export function parsePlugins(v: unknown, fail: (key: string, got: unknown, expected: string) => never): PluginConfig[] {
  if (!Array.isArray(v)) fail('plugins', v, 'a list of ConfigManagementPlugin definitions (metadata.name, spec.generate.command, ...)')
  const out: PluginConfig[] = []
  const seen = new Set<string>()
  for (const [i, raw] of v.entries()) {
    const at = `plugins[${i}]`
    if (!isRecord(raw)) fail(at, raw, 'a ConfigManagementPlugin mapping with metadata and spec')
    if (raw.kind !== undefined && raw.kind !== 'ConfigManagementPlugin') fail(`${at}.kind`, raw.kind, 'ConfigManagementPlugin')
    const meta = isRecord(raw.metadata) ? raw.metadata : {}
    if (typeof meta.name !== 'string' || meta.name === '') fail(`${at}.metadata.name`, meta.name, 'the plugin name (non-empty), as in its plugin.yaml')
    const name = meta.name
    const spec = raw.spec
    if (!isRecord(spec)) fail(`${at}.spec`, spec, 'a mapping with at least generate.command')
    for (const k of Object.keys(spec))
      if (!SPEC_KEYS.includes(k)) fail(`${at}.spec.${k}`, spec[k], `one of the ConfigManagementPlugin spec fields (${SPEC_KEYS.join(', ')})`)
    const version = spec.version ?? ''
    if (typeof version !== 'string') fail(`${at}.spec.version`, version, 'a string such as "v1.0"')
    const cmd = (key: string, c: unknown): PluginCommand | undefined => {
      if (c === undefined || c === null) return undefined
      if (!isRecord(c)) fail(`${at}.spec.${key}`, c, 'a mapping with command (a list of strings) and optional args')
      const list = (k: string, x: unknown): string[] => {
        if (x === undefined || x === null) return []
        if (!Array.isArray(x) || !x.every((s) => typeof s === 'string')) fail(`${at}.spec.${key}.${k}`, x, 'a list of strings, e.g. [sh, -c]')
        return x
      }
      return { command: list('command', c.command), args: list('args', c.args) }
    }
    const generate = cmd('generate', spec.generate)
    if (!generate || generate.command.length === 0) {
      fail(`${at}.spec.generate.command`, generate?.command, 'a non-empty command list, e.g. [sh, -c, "kustomize build . | envsubst"]')
    }
    const init = cmd('init', spec.init)
    const d = spec.discover ?? {}
    if (!isRecord(d)) fail(`${at}.spec.discover`, d, 'a mapping with fileName or find.glob or find.command')
    const find = d.find ?? {}
    if (!isRecord(find)) fail(`${at}.spec.discover.find`, find, 'a mapping with glob or command')
    const str = (k: string, x: unknown): string => {
      if (x === undefined || x === null) return ''
      if (typeof x !== 'string') fail(`${at}.spec.discover.${k}`, x, 'a glob pattern string')
      return x
    }
    const findCommand = find.command === undefined ? undefined : cmd('discover.find', { command: find.command, args: find.args })
    const params = spec.parameters ?? {}
    if (!isRecord(params)) fail(`${at}.spec.parameters`, params, 'a mapping with static and/or dynamic')
    if (params.static !== undefined && !Array.isArray(params.static)) fail(`${at}.spec.parameters.static`, params.static, 'a list of parameter announcements')
    if (spec.preserveFileMode !== undefined && typeof spec.preserveFileMode !== 'boolean')
      fail(`${at}.spec.preserveFileMode`, spec.preserveFileMode, 'true or false')
    const p: PluginConfig = {
      name,
      version,
      init: init && init.command.length > 0 ? init : undefined,
      generate: generate!,
      discover: { fileName: str('fileName', d.fileName), glob: str('find.glob', find.glob), command: findCommand },
      parameters: { static: (params.static as unknown[] | undefined) ?? [], dynamic: cmd('parameters.dynamic', params.dynamic) },
      preserveFileMode: spec.preserveFileMode === true
    }
    const socket = pluginSocketName(p)
    if (seen.has(socket)) fail(`${at}.metadata.name`, name, `a name and version not used by another plugin (${socket} is declared twice)`)
    seen.add(socket)
    out.push(p)
  }
  return out
}
