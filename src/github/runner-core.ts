// The runner protocol the action speaks, as the part of @actions/core it uses. The real run is @actions/core itself
// (GitHub maintains the protocol: input names, the GITHUB_OUTPUT delimiter format, command escaping, the job
// summary file); an in-process run from an env map uses runner-env.ts.
import * as core from '@actions/core'

export interface AnnotationProperties {
  title?: string
  file?: string
  startLine?: number
}

export interface RunnerCore {
  /** INPUT_<NAME> (spaces as underscores, upper case), trimmed; '' when unset. */
  getInput(name: string): string
  /** Needs GITHUB_OUTPUT (the Runner checks). */
  setOutput(name: string, value: string): void
  info(line: string): void
  debug(message: string): void
  warning(message: string, props?: AnnotationProperties): void
  error(message: string, props?: AnnotationProperties): void
  notice(message: string, props?: AnnotationProperties): void
  setSecret(secret: string): void
  startGroup(name: string): void
  endGroup(): void
  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(markdown: string): Promise<boolean>
}

/** @actions/core over process.env and process.stdout. */
export const actionsCore: RunnerCore = {
  getInput: (name) => core.getInput(name),
  setOutput: (name, value) => core.setOutput(name, value),
  info: (line) => core.info(line),
  debug: (message) => core.debug(message),
  warning: (message, props) => core.warning(message, props),
  error: (message, props) => core.error(message, props),
  notice: (message, props) => core.notice(message, props),
  setSecret: (secret) => core.setSecret(secret),
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
  appendSummary: async (markdown) => {
    if (!process.env.GITHUB_STEP_SUMMARY) return false
    await core.summary.addRaw(markdown).write()
    return true
  }
}
