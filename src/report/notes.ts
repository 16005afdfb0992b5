// Discovery's problems, as the report lists them: files that could not be read (`problems`), and notes that are no
// error (`notes`: a name several files define, each analysed as its own), which the formats show apart.

/** Notes on the repository's files the terminal and a shortened comment list; the rest are counted (a file per cluster
 * can make hundreds). */
export const NOTES_SHOWN = 10

export interface FileProblem {
  file: string
  line: number
  message: string
}

/** What could not be read, and the notes apart (`notes` only when there are any). */
export function problemsAndNotes(all: Array<FileProblem & { note?: boolean }>): { problems: FileProblem[]; notes?: FileProblem[] } {
  const strip = ({ file, line, message }: FileProblem): FileProblem => ({ file, line, message })
  const notes = all.filter((p) => p.note).map(strip)
  return { problems: all.filter((p) => !p.note).map(strip), ...(notes.length > 0 ? { notes } : {}) }
}
