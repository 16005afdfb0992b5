// The runner protocol for an env map and a writer, for running the action in-process (tests, embedding): inputs from
// INPUT_* entries of the map, outputs and the job summary through the files the map names (GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY), workflow commands to the writer. Hand-written because @actions/core, which the real run
// uses (runner.ts), is bound to process.env and process.stdout; this follows its formats (a test compares the two).
import { appendFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import type { AnnotationProperties, RunnerCore } from './runner-core.js'

export type Env = Record<string, string | undefined>

const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

export function envCore(env: Env, write: (s: string) => void): RunnerCore {
  const command = (cmd: string, props: Record<string, string | number | undefined>, message: string): void => {
    const p = Object.entries(props)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
      .join(',')
    write(`::${cmd}${p ? ` ${p}` : ''}::${escapeData(message)}\n`)
  }
  const annotation =
    (cmd: string) =>
    (message: string, p: AnnotationProperties = {}) =>
      command(cmd, { title: p.title, file: p.file, line: p.startLine }, message)
  return {
    getInput: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    setOutput: (name, value) => {
      const delimiter = `ghadelimiter_${randomUUID()}`
      appendFileSync(env.GITHUB_OUTPUT!, `${name}<<${delimiter}\n${value}\n${delimiter}\n`)
    },
    info: (line) => write(`${line}\n`),
    debug: (message) => command('debug', {}, message),
    warning: annotation('warning'),
    error: annotation('error'),
    notice: annotation('notice'),
    setSecret: (secret) => command('add-mask', {}, secret),
    startGroup: (name) => command('group', {}, name),
    endGroup: () => command('endgroup', {}, ''),
    appendSummary: async (markdown) => {
      if (!env.GITHUB_STEP_SUMMARY) return false
      appendFileSync(env.GITHUB_STEP_SUMMARY, markdown)
      return true
    }
  }
}
