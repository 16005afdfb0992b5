// The CLI's work, loaded by its entry (cli/main.ts) in this process or in a relaunched one (pipeline/relaunch.ts):
// prune-guard --base <rev> --head <rev> [--repo <dir>] [--format text|json|markdown|sarif] [--output <file>] [--config <file>]
// Importing this module does nothing: the entry installs the process handlers, calls main and sets the exit status;
// tests call main in their own process with their own streams, environment and directory (CliIo).
import { parseArgs } from 'node:util'
import { analyze } from '../pipeline/analyze.js'
import { parseShard } from '../pipeline/shard.js'
import { VERSION } from '../lib/version.js'
import { defuseLines, logLine, visible } from '../report/sanitize.js'
import { mergeCommand } from './merge.js'
import { emit, FORMATS, PROCESS_IO, type CliIo, type Format } from './output.js'
import { isLiveFailure, LIVE_FLAGS, LIVE_USAGE, liveFromFlags } from './live.js'
import { progressLine, terminalOptions } from './tty.js'
import { settingFlagOptions, settingFlagsUsage, settingOverrides } from './setting-flags.js'
import { errorMessage, presentError } from '../lib/errors.js'

// For the entry, which installs them (one chunk of the bundle with the CLI's work, as before the split).
export { installExitHandlers } from '../pipeline/lifecycle.js'

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
  --helm <path>           helm binary (else PRUNE_GUARD_HELM, then PATH)
  --kustomize <path>      kustomize or kubectl binary (else PRUNE_GUARD_KUSTOMIZE, then PATH)
  --shard <i/n>           plan only shard i of n (deterministic by app); combine with \`prune-guard merge\`
  --verbose               every step on stderr (on a terminal a progress line is shown anyway)
  --width <columns>       wrap the text report at this width (default: the terminal's; 0 = never wrap)
  --version, --help

Settings (over the configuration file; docs/configuration.md lists every setting):
${settingFlagsUsage()}

${LIVE_USAGE}

Colour: on a terminal, unless NO_COLOR is set; FORCE_COLOR=1 forces it (e.g. in CI), FORCE_COLOR=0 turns it off.

Exit status: 0 nothing blocks, 1 a blocking finding, 2 usage or environment error.`

/** Runs the command line `argv` (without node and the script); resolves to the exit status. */
export async function main(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  if (argv[0] === 'merge') return mergeCommand(argv.slice(1), io)
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
        helm: { type: 'string' },
        kustomize: { type: 'string' },
        shard: { type: 'string' },
        verbose: { type: 'boolean' },
        width: { type: 'string' },
        version: { type: 'boolean' },
        help: { type: 'boolean' },
        ...settingFlagOptions(),
        ...LIVE_FLAGS
      }
    }).values
  } catch (e) {
    io.stderr.write(`prune-guard: ${errorMessage(e)}\n\n${USAGE}\n`)
    return 2
  }
  if (values.help) {
    io.stdout.write(USAGE + '\n')
    return 0
  }
  if (values.version) {
    io.stdout.write(VERSION + '\n')
    return 0
  }
  if (!values.base) {
    io.stderr.write(`prune-guard: --base is required.\n\n${USAGE}\n`)
    return 2
  }
  const format = (values.format ?? 'text') as Format
  if (!FORMATS.includes(format)) {
    io.stderr.write(`prune-guard: --format '${values.format}' is not valid. Valid values: ${FORMATS.join(', ')}.\n`)
    return 2
  }
  if (values.width !== undefined && !/^\d{1,4}$/.test(values.width)) {
    io.stderr.write(`prune-guard: --width '${values.width}' is not valid. Give a number of columns such as 100, or 0 to never wrap.\n`)
    return 2
  }
  const overrides = settingOverrides(values)
  const live = await liveFromFlags(values, io.env)
  if (isLiveFailure(live)) {
    io.stderr.write(`prune-guard: ${defuseLines(visible(live.message, true))}\n`)
    return 2
  }
  const progress = progressLine(io.stderr)
  try {
    const { report, config } = await analyze({
      repoDir: values.repo ?? io.cwd(),
      base: values.base,
      head: values.head ?? 'HEAD',
      configFile: values.config,
      overrides,
      helmPath: values.helm,
      kustomizePath: values.kustomize,
      shard: values.shard ? parseShard(values.shard) : undefined,
      live,
      log: values.verbose ? (l) => (progress?.clear(), io.stderr.write(`prune-guard: ${logLine(l)}\n`)) : undefined,
      progress: progress ? (done, total) => progress.update(done, total) : undefined,
      // Warnings (a failed live read) reach stderr without --verbose: a fallback to the offline answer is never silent.
      warn: (l) => (progress?.clear(), io.stderr.write(`prune-guard: warning: ${logLine(l)}\n`))
    })
    progress?.clear()
    const view = terminalOptions(io.stdout, io.env, values.width === undefined ? undefined : Number(values.width))
    return emit(report, format, values.output, { ...view, argocdUrl: config.argocdUrl }, io)
  } catch (e) {
    progress?.clear()
    const shown = presentError(e)
    io.stderr.write(`prune-guard: ${shown.expected ? '' : 'internal error: '}${defuseLines(visible(shown.text, true))}\n`)
    return shown.exitCode
  }
}
