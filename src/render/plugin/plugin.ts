// Config management plugins (R1.8.1), run the way Argo CD's repo-server and cmp-server run them
// (reposerver/repository/repository.go runConfigManagementPluginSidecars, cmpserver/plugin/plugin.go):
// * matching: `source.plugin.name` names `<metadata.name>-<spec.version>` (or the name alone); a named plugin with a
//   discover rule must also match; without a name (or with no explicit source type) the plugins that have a discover
//   rule are tried in socket-file order (`<name>[-<version>].sock`, byte order) and the first match wins;
// * discover: `fileName` (Go filepath.Glob), `find.glob` (zglob, `**` allowed), or `find.command` (non-empty output);
// * a throwaway copy of the repository (never the shared checkout), files 0644 / dirs 0755 unless preserveFileMode;
// * `init` then `generate`, argv = command[0], command[1:]..., args... (no shell unless the command says so), cwd =
//   the app path in the copy, environment = scrubbed base + build env + KUBE_VERSION/KUBE_API_VERSIONS +
//   ARGOCD_ENV_<name> (plugin.env, envsubst'ed) + ARGOCD_APP_PARAMETERS (JSON) + PARAM_<NAME>;
// * stdout is a YAML stream or a JSON stream of objects; Lists are flattened (R2.1.1).
// Plugins run only when the base revision's config declares them; anything else is "not rendered" with a hint.
// The glob and JSON-stream matchers are hand-written because they must follow Go's libraries, not npm's.
import { isRecord } from '../../lib/record.js'
import { chmodSync, copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { delimiter, isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { AppSource } from '../../argocd/application.js'
import { listItems, type Manifest } from '../../k8s/resource.js'
import { goPathMatch } from '../../lib/go/path-match.js'
import { expandAlternatives, segmentRegExp } from '../../lib/go/doublestar.js'
import { discoveryDefined, pluginSocketName, type PluginCommand, type PluginConfig } from './config.js'
export { parameterEnv, pluginEnv } from './env.js'
import { sandboxedTool, type Sandbox } from './sandbox.js'
import { goCompare } from '../source.js'
import { firstLines, NotRenderedError, RenderError, type RenderedDoc, type RenderOutput, type Tool, type ToolRunner } from '../types.js'
import { parseYamlStream } from '../../lib/yaml/yaml.js'
import { errorMessage } from '../../lib/errors.js'

export interface PluginContext {
  plugins: PluginConfig[]
  runner: ToolRunner
  scratchRoot: string
  /** Absolute root of the materialized checkout (read-only for plugins: they get a copy). */
  checkout: string
  kubeVersion?: string
  apiVersions?: string[]
  /** False offline: plugin commands (discovery included) may fetch anything, so none runs. */
  runCommands: boolean
  /** Where the repository itself declares a plugin, as a sentence for the message (argocd/cmp-hint.ts); never applied. */
  declaredIn?: (name: string) => string | undefined
  /** How commands are contained (sandbox.ts); absent: not contained (tests of the matching rules alone). */
  sandbox?: Sandbox
}

const strOf = (x: unknown): string => (typeof x === 'string' ? x : x === undefined || x === null ? '' : String(x))

const DECLARE_HINT =
  'declare it under `plugins:` in .prune-guard.yaml (read from the base branch) as the ConfigManagementPlugin your Argo CD runs ' +
  '(metadata.name, spec.version when versioned, spec.generate.command) to have this app rendered'

/** Go filepath.Match per segment (fileName) or zglob/doublestar with `**` and `{a,b}` (find.glob), on a `/` path. */
export function discoverGlobMatch(pattern: string, rel: string, globstar: boolean): boolean {
  const segs = (p: string) => p.split('/').filter((s) => s !== '' && s !== '.')
  const relSegs = segs(rel)
  const match = (ps: string[], rs: string[]): boolean => {
    if (ps.length === 0) return rs.length === 0
    if (globstar && ps[0] === '**') return rs.some((_, i) => match(ps.slice(1), rs.slice(i))) || match(ps.slice(1), [])
    if (rs.length === 0) return false
    let ok: boolean
    try {
      ok = globstar ? segmentRegExp(ps[0]!).test(rs[0]!) : goPathMatch(ps[0]!, rs[0]!)
    } catch {
      return false // a malformed pattern matches nothing
    }
    return ok && match(ps.slice(1), rs.slice(1))
  }
  const patterns = globstar ? expandAlternatives(pattern) : [pattern]
  return patterns.some((p) => match(segs(p), relSegs))
}

/** Paths under `dir` (repo-relative files) as app-relative files and directories, for glob discovery. */
function entriesUnder(files: string[], dir: string): string[] {
  const prefix = dir === '' || dir === '.' ? '' : `${dir.replace(/^\.\//, '').replace(/\/$/, '')}/`
  const out = new Set<string>()
  for (const f of files) {
    if (!f.startsWith(prefix)) continue
    const parts = f.slice(prefix.length).split('/')
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('/'))
  }
  return [...out]
}

function globDiscovers(p: PluginConfig, entries: string[]): boolean {
  if (p.discover.fileName) return entries.some((e) => discoverGlobMatch(p.discover.fileName, e, false))
  if (p.discover.glob) return entries.some((e) => discoverGlobMatch(p.discover.glob, e, true))
  return false
}

/**
 * Whether a source may be rendered by a declared plugin at a revision whose tracked files are `paths` (for input
 * fingerprints: a plugin may read any file and the revision, so such apps always render).
 */
export function mayUsePlugin(s: AppSource, paths: string[], plugins: PluginConfig[]): boolean {
  if (s.plugin !== undefined) return true
  if (plugins.length === 0) return false
  const entries = entriesUnder(paths, s.path)
  // `.argocd-source*.yaml` may add `plugin:` to the source (R1.2.1).
  if (entries.some((e) => /^\.argocd-source[^/]*\.yaml$/.test(e))) return true
  if (s.helm !== undefined || s.kustomize !== undefined || s.directory !== undefined) return false
  return plugins.some((p) => discoveryDefined(p) && (p.discover.command ? true : globDiscovers(p, entries)))
}

/** Files and directories of the checkout's app dir, app-relative. */
function walk(dir: string, rel = '', out: string[] = []): string[] {
  // One shared array, no push(...): a folder of 150k files would overflow the stack with a spread.
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name
    out.push(r)
    if (e.isDirectory()) walk(dir, r, out)
  }
  return out
}

/** A throwaway copy of the repository, as cmp-server untars it (util/io/files/tar.go untar). */
export function copyRepository(src: string, dest: string, preserveFileMode: boolean): void {
  mkdirSync(dest, { recursive: true, mode: 0o755 })
  for (const e of readdirSync(src, { withFileTypes: true })) {
    if (e.name === '.git') continue
    const from = join(src, e.name)
    const to = join(dest, e.name)
    if (e.isSymbolicLink()) symlinkSync(readlinkSync(from), to)
    else if (e.isDirectory()) {
      copyRepository(from, to, preserveFileMode)
      chmodSync(to, preserveFileMode ? statSync(from).mode & 0o7777 : 0o755)
    } else if (e.isFile()) {
      copyFileSync(from, to)
      chmodSync(to, preserveFileMode ? lstatSync(from).mode & 0o7777 : 0o644)
    }
  }
}

const shown = (argv: string[]) => argv.map((a) => (/[\s'"]/.test(a) ? `'${a}'` : a)).join(' ')

/** A command's executable must exist where the guard runs (Argo CD runs it in the plugin's sidecar image). */
function checkInstalled(p: PluginConfig, exe: string, cwd: string, env: Record<string, string>): void {
  const isFile = (f: string) => {
    try {
      return statSync(f).isFile()
    } catch {
      return false
    }
  }
  if (exe.includes('/')) return // a path: relative ones are repository content and fail like Argo CD if missing
  const dirs = (env.PATH ?? process.env.PATH ?? '').split(delimiter).filter((d) => d !== '')
  if (dirs.some((d) => isFile(resolve(cwd, d, exe)))) return
  throw new NotRenderedError(
    `plugin ${pluginSocketName(p)}: its command "${exe}" is not installed where the guard runs (Argo CD runs it in the plugin's sidecar image); install it on the runner's PATH to have this app rendered`
  )
}

/** cmpserver runCommand: the output with one trailing newline removed; a non-zero exit is the plugin's error. */
async function runCommand(
  p: PluginConfig,
  c: PluginCommand,
  copy: { root: string; cwd: string },
  env: Record<string, string>,
  ctx: PluginContext,
  commands: string[][]
): Promise<string> {
  const { cwd } = copy
  const [exe, ...rest] = c.command
  if (!exe) throw new RenderError(`plugin ${pluginSocketName(p)}: Command is empty`)
  checkInstalled(p, exe, cwd, env)
  const args = [...rest, ...c.args]
  commands.push([exe, ...args])
  const own: Tool = { name: 'plugin', command: exe, prefixArgs: [], origin: `plugin ${pluginSocketName(p)}` }
  const hidden = [ctx.checkout, ctx.scratchRoot, process.cwd()]
  const path = env.PATH ?? process.env.PATH ?? ''
  const tool = ctx.sandbox?.level === 'bubblewrap' ? sandboxedTool(own, { copy: copy.root, cwd, path, hidden }) : own
  const r = await ctx.runner.run(tool, args, { cwd, env }).catch((e: unknown) => {
    // Timeouts and the output cap stay the runner's errors; a command that cannot start fails like fork/exec in Argo CD.
    const msg = errorMessage(e)
    if (/timed out|exceeded/.test(msg)) throw e
    throw new RenderError(`plugin ${pluginSocketName(p)}: \`${shown([exe, ...args])}\` failed: ${msg.replace(/^plugin could not be started: /, '')}`)
  })
  // bwrap reports a command it cannot start on stderr: the same failure as an uncontained spawn.
  const notStarted = tool !== own && r.code !== 0 ? /^bwrap: execvp [^\n]*: (Permission denied|No such file or directory)$/m.exec(r.stderr) : null
  if (notStarted)
    throw new RenderError(
      `plugin ${pluginSocketName(p)}: \`${shown([exe, ...args])}\` failed: spawn ${exe} ${notStarted[1] === 'Permission denied' ? 'EACCES' : 'ENOENT'}`
    )
  // A shell's "command not found": the plugin's sidecar image may have it; the runner does not (not Argo CD failing).
  const missing = r.code === 127 ? /^(?:.*: )?(?:line \d+: )?([^\s:]+): (?:command )?not found$/m.exec(r.stderr) : null
  if (missing)
    throw new NotRenderedError(
      `plugin ${pluginSocketName(p)}: the command "${missing[1]}" it runs is not installed where the guard runs (Argo CD runs it in the plugin's sidecar image); install it on the runner's PATH to have this app rendered`
    )
  if (r.code !== 0) {
    const err = firstLines(r.stderr)
    const failed = `plugin ${pluginSocketName(p)}: \`${shown([exe, ...args])}\` failed exit status ${r.code}${err ? `: ${err}` : ''}`
    // A plugin adopted from the repository's own Argo CD runs in a sidecar image the guard does not have (its tools,
    // their versions, its network): its failure here is the guard's limit, not the app's error.
    if (p.adoptedFrom)
      throw new NotRenderedError(
        `${failed}. The plugin is declared in ${p.adoptedFrom} for the repo-server's sidecar, whose tools and network the runner may lack; declare it under plugins: in .prune-guard.yaml to have its failures reported as errors`
      )
    throw new RenderError(failed)
  }
  return r.stdout.replace(/\n$/, '')
}

/** A fresh copy of the checkout and the app dir inside it. */
function freshCopy(p: PluginConfig, appPath: string, ctx: PluginContext): { root: string; cwd: string } {
  const root = mkdtempSync(join(ctx.scratchRoot, 'plugin-'))
  copyRepository(ctx.checkout, root, p.preserveFileMode)
  const rel = relative(ctx.checkout, appPath)
  if (rel.startsWith('..') || isAbsolute(rel)) throw new RenderError('illegal appPath: out of workDir bound')
  return { root, cwd: join(root, rel.split(sep).join('/')) }
}

/** cmpserver matchRepository. Errors (a failing find command) are thrown. */
async function discovers(p: PluginConfig, appPath: string, env: Record<string, string>, ctx: PluginContext): Promise<boolean> {
  if (p.discover.fileName || p.discover.glob) return globDiscovers(p, walk(appPath))
  if (!p.discover.command) return false
  if (!ctx.runCommands) {
    throw new NotRenderedError(
      `whether plugin ${pluginSocketName(p)} renders this app is decided by its discover command, which is not run because the network is off (--offline or network: false)`
    )
  }
  const copy = freshCopy(p, appPath, ctx)
  try {
    return (await runCommand(p, p.discover.command, copy, env, ctx, [])) !== ''
  } finally {
    rmSync(copy.root, { recursive: true, force: true })
  }
}

/**
 * The declared plugin that renders this source (DetectConfigManagementPlugin), undefined when the source is not a
 * plugin source and no discover rule matches. `explicit`: the source (after overrides) sets `plugin:`.
 */
export async function selectPlugin(
  source: AppSource,
  explicit: boolean,
  appPath: string,
  env: Record<string, string>,
  ctx: PluginContext
): Promise<PluginConfig | undefined> {
  const name = isRecord(source.plugin) ? strOf(source.plugin.name) : ''
  if (explicit && name) {
    const p = ctx.plugins.find((x) => pluginSocketName(x) === name)
    if (!p) {
      const where = ctx.declaredIn?.(name)
      throw new NotRenderedError(`this app uses the config management plugin "${name}", which is not declared: ${DECLARE_HINT}${where ? `; ${where}` : ''}`)
    }
    if (!discoveryDefined(p)) return p
    let ok: boolean
    try {
      ok = await discovers(p, appPath, env, ctx)
    } catch (e) {
      if (e instanceof NotRenderedError) throw e
      throw new RenderError(`could not find cmp-server plugin with name "${name}" supporting the given repository: ${(e as Error).message}`)
    }
    if (!ok)
      throw new RenderError(
        `could not find cmp-server plugin with name "${name}" supporting the given repository (its discover rule does not match ${source.path || '.'})`
      )
    return p
  }
  const candidates = ctx.plugins.filter(discoveryDefined).sort((a, b) => goCompare(`${pluginSocketName(a)}.sock`, `${pluginSocketName(b)}.sock`))
  let lastErr: unknown
  for (const p of candidates) {
    try {
      if (await discovers(p, appPath, env, ctx)) return p
    } catch (e) {
      if (e instanceof NotRenderedError) throw e // the guard cannot tell, so neither can the fallback detection
      lastErr = e
    }
  }
  if (!explicit) return undefined
  const why = lastErr instanceof Error ? ` (${lastErr.message})` : ''
  throw new NotRenderedError(
    `this app uses a config management plugin found by discovery, and no declared plugin's discover rule matches ${source.path || '.'}${why}: ${DECLARE_HINT}`
  )
}

/** R1.8.1: init, then generate, in a fresh copy of the repository; stdout parsed as manifests. */
export async function renderPlugin(p: PluginConfig, appPath: string, env: Record<string, string>, ctx: PluginContext): Promise<RenderOutput> {
  const copy = freshCopy(p, appPath, ctx)
  const commands: string[][] = []
  try {
    if (p.init) await runCommand(p, p.init, copy, env, ctx, commands)
    const out = await runCommand(p, p.generate, copy, env, ctx, commands)
    const uncontained = ctx.sandbox?.level === 'none' ? [`plugin ${pluginSocketName(p)} ran without a sandbox: ${ctx.sandbox.why}`] : []
    return { type: 'plugin', docs: pluginOutputToDocs(out, pluginSocketName(p)), warnings: uncontained, commands }
  } finally {
    rmSync(copy.root, { recursive: true, force: true })
  }
}

/** Values of a JSON stream (`{...}{...}`), as Go's json.Decoder reads them. */
function jsonStream(text: string, plugin: string): unknown[] {
  const out: unknown[] = []
  let i = 0
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i]!)) i++
    if (i >= text.length) break
    const start = i
    let depth = 0
    let inString = false
    for (; i < text.length; i++) {
      const c = text[i]!
      if (inString) {
        if (c === '\\') i++
        else if (c === '"') inString = false
      } else if (c === '"') inString = true
      else if (c === '{' || c === '[') depth++
      else if (c === '}' || c === ']') {
        if (--depth === 0) {
          i++
          break
        }
      } else if (depth === 0 && /\s/.test(c)) break
    }
    try {
      out.push(JSON.parse(text.slice(start, i)))
    } catch (e) {
      throw new RenderError(`failed to unmarshal manifest: the output of plugin ${plugin} is not valid JSON: ${(e as Error).message}`)
    }
  }
  return out
}

/** kube.SplitYAML over generate's stdout (YAML stream, or JSON when it starts with `{`), Lists flattened (R2.1.1). */
export function pluginOutputToDocs(stdout: string, plugin: string): RenderedDoc[] {
  let values: unknown[]
  if (/^\s*\{/.test(stdout)) values = jsonStream(stdout, plugin)
  else {
    const { docs, errors } = parseYamlStream(stdout)
    if (errors.length > 0)
      throw new RenderError(`failed to unmarshal manifest: line ${errors[0]!.line} of the output of plugin ${plugin}: ${errors[0]!.message}`)
    values = docs.map((d) => d.value)
  }
  const docs: RenderedDoc[] = []
  for (const v of values) {
    if (v === null || v === undefined) continue
    if (!isRecord(v))
      throw new RenderError(
        `failed to unmarshal manifest: plugin ${plugin} printed a ${Array.isArray(v) ? 'list' : typeof v} where a Kubernetes object was expected`
      )
    if (typeof v.kind !== 'string' || v.kind === '') {
      throw new RenderError(`failed to unmarshal manifest: Object 'Kind' is missing in '${JSON.stringify(v).slice(0, 200)}' (output of plugin ${plugin})`)
    }
    const items = listItems(v as Manifest, (item) => {
      throw new RenderError(`items member is not an object: ${JSON.stringify(item)} (output of plugin ${plugin})`)
    })
    for (const obj of items) docs.push({ obj })
  }
  return docs
}
