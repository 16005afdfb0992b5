import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  execSelf
} from "./chunk-LVAALQBD.js";

// src/pipeline/relaunch.ts
var YOUNG_GENERATION_FLAGS = ["--max-semi-space-size=16"];
var SIZED = /--(?:max-|min-)?semi-space|--max-new-space-size|--max-young-generation/;
function relaunchFlags(v8Version, execArgv, nodeOptions, setting) {
  if (setting === "never" || execArgv.some((a) => SIZED.test(a)) || SIZED.test(nodeOptions ?? "")) return void 0;
  if (setting === "always" || Number.parseInt(v8Version, 10) >= 13) return YOUNG_GENERATION_FLAGS;
  return void 0;
}
function relaunch(env = process.env) {
  const flags = relaunchFlags(process.versions.v8, process.execArgv, env.NODE_OPTIONS, env.PRUNE_GUARD_RELAUNCH);
  const script = process.argv[1];
  if (flags && script) execSelf([...process.execArgv, ...flags, script, ...process.argv.slice(2)]);
}

export {
  relaunch
};
//# sourceMappingURL=chunk-A7HRWMUB.js.map
