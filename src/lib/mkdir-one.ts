// mkdir of one folder whose parent must already exist (never `recursive`); a folder already there is fine. Used where a
// missing or foreign parent must stop the caller instead of being created:
// * a render's own folder (`render-N`) and the run's helm home inside the run's scratch folder: a render still
//   finishing after its run ended (the scratch folder removed) then fails instead of re-creating the scratch folder,
//   which nothing would remove any more (on a RAM-backed /dev/shm, see lib/scratch-root.ts, it would hold memory);
// * a checkout's folders, created one level at a time, each checked to be inside the checkout before anything is
//   created in it (git/checkout-folders.ts): a recursive mkdir would create folders through a link before the check.
import { mkdirSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'

const existsOk = (e: unknown): void => {
  if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
}

/** Creates `dir` when its parent exists (an existing `dir` is fine); throws ENOENT when the parent is gone. */
export function mkdirOne(dir: string): void {
  try {
    mkdirSync(dir)
  } catch (e) {
    existsOk(e)
  }
}

/** mkdirOne off the main thread. */
export async function mkdirOneAsync(dir: string): Promise<void> {
  await mkdir(dir).catch(existsOk)
}
