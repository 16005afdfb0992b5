#!/usr/bin/env node
import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  relaunch
} from "./chunk-ZX5O7I43.js";
import "./chunk-HIO7DRLL.js";
import "./chunk-4N64VFDJ.js";

// src/cli/main.ts
var args = process.argv.slice(2);
if (args[0] !== "merge" && !args.some((a) => a === "--help" || a === "--version")) relaunch();
await import("./run-2PQMGMSM.js");
//# sourceMappingURL=cli.js.map
