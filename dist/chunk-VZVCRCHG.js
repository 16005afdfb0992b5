import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  execSelf
} from "./chunk-HIO7DRLL.js";

// src/pipeline/relaunch.ts
var YOUNG_GENERATION_FLAGS = ["--max-semi-space-size=16"];
var SIZED = /--(?:max-|min-)?semi-space|--max-new-space-size|--max-young-generation/;
function relaunchFlags(v8Version, execArgv, nodeOptions, setting) {
  if (setting === "never" || execArgv.some((a) => SIZED.test(a)) || SIZED.test(nodeOptions ?? "")) return void 0;
  if (setting === "always" || Number.parseInt(v8Version, 10) >= 13) return YOUNG_GENERATION_FLAGS;
  return void 0;
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
//# sourceMappingURL=chunk-VZVCRCHG.js.map
