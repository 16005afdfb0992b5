// A render's own folder (`render-N`, RenderRequest.scratchDir) inside the run's scratch folder. Created without
// `recursive`: a render still finishing after its run has ended (the scratch folder already removed) then fails
// instead of re-creating the scratch folder, which nothing would remove any more (on a RAM-backed /dev/shm, see
// lib/scratch-root.ts, that leftover would hold memory until the machine restarts).
import { mkdirSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'

const existsOk = (e: unknown): void => {
  if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
}

/** Creates `dir` when its parent exists (an existing `dir` is fine); throws ENOENT when the parent is gone. */
export function makeWorkDir(dir: string): void {
  try {
    mkdirSync(dir)
  } catch (e) {
    existsOk(e)
  }
}

/** makeWorkDir off the main thread. */
export async function makeWorkDirAsync(dir: string): Promise<void> {
  await mkdir(dir).catch(existsOk)
}
