import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  execSelf
} from "./chunk-BVCBUH2S.js";

// src/pipeline/relaunch.ts
var YOUNG_GENERATION_FLAG = "--max-semi-space-size=8";
var POOL_FLAG = "--v8-pool-size=1";
var RELAUNCH_FLAGS = [YOUNG_GENERATION_FLAG, POOL_FLAG];
var SIZED = /--(?:max-|min-)?semi-space|--max-new-space-size|--max-young-generation/;
var POOL = /--v8-pool-size/;
function relaunchFlags(v8Version, execArgv, nodeOptions, setting) {
  if (setting === "never" || execArgv.some((a) => SIZED.test(a)) || SIZED.test(nodeOptions ?? "")) return void 0;
  if (setting !== "always" && !(Number.parseInt(v8Version, 10) >= 13)) return void 0;
  return execArgv.some((a) => POOL.test(a)) || POOL.test(nodeOptions ?? "") ? [YOUNG_GENERATION_FLAG] : RELAUNCH_FLAGS;
}
function relaunchFlagsHere(execArgv = process.execArgv) {
  return relaunchFlags(process.versions.v8, execArgv, process.env.NODE_OPTIONS, process.env.PRUNE_GUARD_RELAUNCH);
}
function relaunch() {
  const flags = relaunchFlagsHere();
  const script = process.argv[1];
  if (flags && script) execSelf([...process.execArgv, ...flags, script, ...process.argv.slice(2)]);
}

export {
  relaunch
};
//# sourceMappingURL=chunk-S6TSLTRA.js.map
