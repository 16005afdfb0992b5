// A renderer's error output as a report shows it: the same text for the same failure on every run (README: the same
// pull request gets the same comment). Go programs that log through klog prefix each line with its severity, the date,
// the time to the microsecond, the process id and the source line; some kubectl builds report a failed
// `kubectl kustomize` that way:
//   E1202 03:08:01.751953   25152 run.go:72] "command failed" err="loading generator plugins: ..."
// where others print `error: loading generator plugins: ...`. The prefix goes, and kubectl's fatal "command failed"
// record becomes the `error: ...` line the other builds print (its err value is Go-quoted, or a block of tab-indented
// lines between `err=<` and ` >` when it spans lines).
import { unquote } from '../gotemplate/template.js'

const KLOG_PREFIX = /^[IWEF]\d{4} [\d:.]+\s+\d+ \S+:\d+\] /
const COMMAND_FAILED = /^"command failed" err=("(?:[^"\\]|\\.)*")$/
const COMMAND_FAILED_BLOCK = /^"command failed" err=<$/

/** `text` without klog line prefixes, kubectl's "command failed" record written as `error: <message>`. */
export function withoutKlog(text: string): string {
  const lines = text.split('\n')
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (!KLOG_PREFIX.test(line)) {
      out.push(line)
      continue
    }
    const record = line.replace(KLOG_PREFIX, '')
    const quoted = COMMAND_FAILED.exec(record)
    if (quoted) {
      out.push(`error: ${goString(quoted[1]!) ?? quoted[1]!}`)
      continue
    }
    const end = COMMAND_FAILED_BLOCK.test(record) ? lines.indexOf(' >', i + 1) : -1
    if (end < 0 || !lines.slice(i + 1, end).every((l) => l.startsWith('\t'))) {
      out.push(record)
      continue
    }
    const message = lines.slice(i + 1, end).map((l) => l.slice(1))
    out.push(`error: ${message[0] ?? ''}`, ...message.slice(1))
    i = end
  }
  return out.join('\n')
}

function goString(quoted: string): string | undefined {
  try {
    return unquote(quoted)
  } catch {
    return undefined
  }
}
