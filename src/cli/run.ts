// The CLI's work, loaded by its entry (cli/main.ts) in this process or in a relaunched one (pipeline/relaunch.ts):
// prune-guard --base <rev> --head <rev> [--repo <dir>] [--format text|json|markdown|sarif] [--output <file>] [--config <file>]
import { parseArgs } from 'node:util'
import { analyze } from '../pipeline/analyze.js'
import { installExitHandlers } from '../pipeline/lifecycle.js'
import { parseShard } from '../pipeline/shard.js'
import { VERSION } from '../lib/version.js'
import { defuseLines, logLine, visible } from '../report/sanitize.js'
import { mergeCommand } from './merge.js'
import { emit, FORMATS, type Format } from './output.js'
import { isLiveFailure, LIVE_FLAGS, LIVE_USAGE, liveFromFlags } from './live.js'
import { progressLine, terminalOptions } from './tty.js'
import { errorMessage, presentError } from '../lib/errors.js'

export const USAGE = `Usage: prune-guard --base <rev> --head <rev> [options]

Renders every Argo CD Application at two git revisions, the way Argo CD's repo-server does, and reports what a
sync of the head revision would create, update and prune.

Options:
  --base <rev>            base revision (any git revision expression)
  --head <rev>            head revision (default: HEAD)
  --repo <dir>            git repository (default: current directory)
  --format <f>            text | json | markdown (the PR comment) | sarif (SARIF 2.1.0) (default: text)
  --output <file>         write the report to a file instead of stdout
  --config <file>         settings file (default: .prune-guard.yaml at the base revision)
  --repo-url <url>        another URL of this repository (repeatable)
  --argocd-version <v>    the Argo CD release to model, e.g. 3.4 (default: the newest modelled); the report warns
                          when helm or kustomize differ from the versions that release bundles
  --kube-version <v>      Kubernetes version for Helm (--kube-version), e.g. 1.33.0
  --api-versions <list>   comma-separated API versions for Helm (--api-versions)
  --fail-on <severity>    critical | high | medium | low | info (default: high)
  --fail-on-unknown       apps the guard could not analyse block too (config failOnUnknown)
  --helm <path>           helm binary (else PRUNE_GUARD_HELM, then PATH)
  --kustomize <path>      kustomize or kubectl binary (else PRUNE_GUARD_KUSTOMIZE, then PATH)
  --shard <i/n>           plan only shard i of n (deterministic by app); combine with \`prune-guard merge\`
  --deadline <seconds>    budget for the whole run (default 1800); apps not rendered by then are reported
                          as not analysed
  --cache-dir <dir>       keep renders in <dir> across runs; unchanged inputs are not rendered again (config cacheDir)
  --no-diff               leave out the rendered diff of updated resources (config diff: false)
  --diff-created          also show the manifests of created and pruned resources (config diffCreated)
  --offline               never fetch charts from Helm repositories or OCI registries (cached ones are used)
  --verbose               every step on stderr (on a terminal a progress line is shown anyway)
  --width <columns>       wrap the text report at this width (default: the terminal's; 0 = never wrap)
  --version, --help

${LIVE_USAGE}

Colour: on a terminal, unless NO_COLOR is set; FORCE_COLOR=1 forces it (e.g. in CI), FORCE_COLOR=0 turns it off.

Exit status: 0 nothing blocks, 1 a blocking finding, 2 usage or environment error.`

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'merge') return mergeCommand(argv.slice(1))
  let values
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        repo: { type: 'string' },
        format: { type: 'string' },
        output: { type: 'string' },
        config: { type: 'string' },
        'repo-url': { type: 'string', multiple: true },
        'argocd-version': { type: 'string' },
        'kube-version': { type: 'string' },
        'api-versions': { type: 'string' },
        'fail-on': { type: 'string' },
        'fail-on-unknown': { type: 'boolean' },
        helm: { type: 'string' },
        kustomize: { type: 'string' },
        offline: { type: 'boolean' },
        'cache-dir': { type: 'string' },
        'no-diff': { type: 'boolean' },
        'diff-created': { type: 'boolean' },
        deadline: { type: 'string' },
        shard: { type: 'string' },
        verbose: { type: 'boolean' },
        width: { type: 'string' },
        version: { type: 'boolean' },
        help: { type: 'boolean' },
        ...LIVE_FLAGS
      }
    }).values
  } catch (e) {
    process.stderr.write(`prune-guard: ${errorMessage(e)}\n\n${USAGE}\n`)
    return 2
  }
  if (values.help) {
    process.stdout.write(USAGE + '\n')
    return 0
  }
  if (values.version) {
    process.stdout.write(VERSION + '\n')
    return 0
  }
  if (!values.base) {
    process.stderr.write(`prune-guard: --base is required.\n\n${USAGE}\n`)
    return 2
  }
  const format = (values.format ?? 'text') as Format
  if (!FORMATS.includes(format)) {
    process.stderr.write(`prune-guard: --format '${values.format}' is not valid. Valid values: ${FORMATS.join(', ')}.\n`)
    return 2
  }
  if (values.width !== undefined && !/^\d{1,4}$/.test(values.width)) {
    process.stderr.write(`prune-guard: --width '${values.width}' is not valid. Give a number of columns such as 100, or 0 to never wrap.\n`)
    return 2
  }
  const overrides: Record<string, unknown> = {}
  if (values['repo-url']) overrides.repoURLs = values['repo-url']
  if (values['argocd-version']) overrides.argocdVersion = values['argocd-version']
  if (values['kube-version']) overrides.kubeVersion = values['kube-version']
  if (values['api-versions']) overrides.apiVersions = values['api-versions']
  if (values['fail-on']) overrides.failOn = values['fail-on']
  if (values['fail-on-unknown']) overrides.failOnUnknown = true
  if (values.offline) overrides.network = false
  if (values['cache-dir'] !== undefined) overrides.cacheDir = values['cache-dir']
  if (values['no-diff']) overrides.diff = false
  if (values['diff-created']) overrides.diffCreated = true
  if (values.deadline !== undefined) overrides.runDeadlineSeconds = /^\d+$/.test(values.deadline) ? Number(values.deadline) : values.deadline
  const live = await liveFromFlags(values, process.env)
  if (isLiveFailure(live)) {
    process.stderr.write(`prune-guard: ${defuseLines(visible(live.message, true))}\n`)
    return 2
  }
  const progress = progressLine(process.stderr)
  try {
    const { report, config } = await analyze({
      repoDir: values.repo ?? process.cwd(),
      base: values.base,
      head: values.head ?? 'HEAD',
      configFile: values.config,
      overrides,
      helmPath: values.helm,
      kustomizePath: values.kustomize,
      shard: values.shard ? parseShard(values.shard) : undefined,
      live,
      log: values.verbose ? (l) => (progress?.clear(), process.stderr.write(`prune-guard: ${logLine(l)}\n`)) : undefined,
      progress: progress ? (done, total) => progress.update(done, total) : undefined,
      // Warnings (a failed live read) reach stderr without --verbose: a fallback to the offline answer is never silent.
      warn: (l) => (progress?.clear(), process.stderr.write(`prune-guard: warning: ${logLine(l)}\n`))
    })
    progress?.clear()
    const view = terminalOptions(process.stdout, process.env, values.width === undefined ? undefined : Number(values.width))
    return emit(report, format, values.output, { ...view, argocdUrl: config.argocdUrl })
  } catch (e) {
    progress?.clear()
    const shown = presentError(e)
    process.stderr.write(`prune-guard: ${shown.expected ? '' : 'internal error: '}${defuseLines(visible(shown.text, true))}\n`)
    return shown.exitCode
  }
}

// Renderers and scratch folders do not survive the CLI, however it ends (lifecycle.ts).
installExitHandlers()
// A reader that stops early (`prune-guard ... | head`) closes the pipe: end quietly with the run's exit status, as
// other command-line tools do, rather than report the failed write as an internal error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e
  process.exit(process.exitCode ?? 0)
})
main(process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
