#!/usr/bin/env node
// Local entry: prune-guard --base <rev> --head <rev> [--repo <dir>] [--format text|json|markdown|sarif] [--output <file>] [--config <file>]
import { parseArgs } from 'node:util'
import { ConfigError } from '../config/config.js'
import { analyze } from '../pipeline/analyze.js'
import { installExitHandlers } from '../pipeline/lifecycle.js'
import { UsageError } from '../git/git.js'
import { MissingBinaryError } from '../render/binaries.js'
import { parseShard } from '../pipeline/shard.js'
import { VERSION } from '../lib/version.js'
import { defuseLines, logLine, visible } from '../report/sanitize.js'
import { mergeCommand } from './merge.js'
import { emit, FORMATS, type Format } from './output.js'
import { isLiveFailure, LIVE_FLAGS, LIVE_USAGE, liveFromFlags } from './live.js'

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
  --kube-version <v>      Kubernetes version for Helm (--kube-version), e.g. 1.33.0
  --api-versions <list>   comma-separated API versions for Helm (--api-versions)
  --fail-on <severity>    critical | high | medium | low | info (default: high)
  --fail-on-unknown       apps the guard could not analyse block too (config failOnUnknown)
  --helm <path>           helm binary (else PRUNE_GUARD_HELM, then PATH)
  --kustomize <path>      kustomize or kubectl binary (else PRUNE_GUARD_KUSTOMIZE, then PATH)
  --shard <i/n>           plan only shard i of n (deterministic by app); combine with \`prune-guard merge\`
  --deadline <seconds>    budget for the whole run (default 1800); apps not rendered by then are reported
                          as not analysed
  --no-diff               leave out the rendered diff of updated resources (config diff: false)
  --diff-created          also show the manifests of created and pruned resources (config diffCreated)
  --offline               never fetch charts from Helm repositories or OCI registries (cached ones are used)
  --verbose               progress on stderr
  --version, --help

${LIVE_USAGE}

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
        'kube-version': { type: 'string' },
        'api-versions': { type: 'string' },
        'fail-on': { type: 'string' },
        'fail-on-unknown': { type: 'boolean' },
        helm: { type: 'string' },
        kustomize: { type: 'string' },
        offline: { type: 'boolean' },
        'no-diff': { type: 'boolean' },
        'diff-created': { type: 'boolean' },
        deadline: { type: 'string' },
        shard: { type: 'string' },
        verbose: { type: 'boolean' },
        version: { type: 'boolean' },
        help: { type: 'boolean' },
        ...LIVE_FLAGS
      }
    }).values
  } catch (e) {
    process.stderr.write(`prune-guard: ${e instanceof Error ? e.message : String(e)}\n\n${USAGE}\n`)
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
  const overrides: Record<string, unknown> = {}
  if (values['repo-url']) overrides.repoURLs = values['repo-url']
  if (values['kube-version']) overrides.kubeVersion = values['kube-version']
  if (values['api-versions']) overrides.apiVersions = values['api-versions']
  if (values['fail-on']) overrides.failOn = values['fail-on']
  if (values['fail-on-unknown']) overrides.failOnUnknown = true
  if (values.offline) overrides.network = false
  if (values['no-diff']) overrides.diff = false
  if (values['diff-created']) overrides.diffCreated = true
  if (values.deadline !== undefined) overrides.runDeadlineSeconds = /^\d+$/.test(values.deadline) ? Number(values.deadline) : values.deadline
  const live = liveFromFlags(values, process.env)
  if (isLiveFailure(live)) {
    process.stderr.write(`prune-guard: ${defuseLines(visible(live.message, true))}\n`)
    return 2
  }
  try {
    const { report } = await analyze({
      repoDir: values.repo ?? process.cwd(),
      base: values.base,
      head: values.head ?? 'HEAD',
      configFile: values.config,
      overrides,
      helmPath: values.helm,
      kustomizePath: values.kustomize,
      shard: values.shard ? parseShard(values.shard) : undefined,
      live,
      log: values.verbose ? (l) => process.stderr.write(`prune-guard: ${logLine(l)}\n`) : undefined
    })
    return emit(report, format, values.output)
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof MissingBinaryError) {
      process.stderr.write(`prune-guard: ${defuseLines(visible(e.message, true))}\n`)
      return 2
    }
    process.stderr.write(`prune-guard: internal error: ${defuseLines(visible(e instanceof Error ? (e.stack ?? e.message) : String(e), true))}\n`)
    return 2
  }
}

// Renderers and scratch folders do not survive the CLI, however it ends (lifecycle.ts).
installExitHandlers()
main(process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
