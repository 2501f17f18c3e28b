#!/usr/bin/env node
// The CLI is written in TypeScript and runs from source through tsx's loader,
// so there is no build step between a checkout and `npx koprulu`.
import { register } from "tsx/esm/api";

register();
await import("../src/main.ts");
