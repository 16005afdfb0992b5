#!/usr/bin/env node
import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  relaunch
} from "./chunk-S6TSLTRA.js";
import "./chunk-BVCBUH2S.js";
import "./chunk-V5OKSJXY.js";
import "./chunk-C72G3Z5Q.js";

// src/cli/main.ts
var args = process.argv.slice(2);
if (args[0] !== "merge" && !args.some((a) => a === "--help" || a === "--version")) relaunch();
var { main, installExitHandlers } = await import("./run-CRYY3RPM.js");
installExitHandlers();
process.stdout.on("error", (e) => {
  if (e.code !== "EPIPE") throw e;
  process.exit(process.exitCode ?? 0);
});
main(args).then((code) => {
  process.exitCode = code;
});
//# sourceMappingURL=cli.js.map
