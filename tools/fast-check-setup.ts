// Vitest setup of every package project (decision 0234): FC_SEED and FC_NUM_RUNS, when given, become fast-check's
// global configuration, so `pnpm test:props` (tools/props.mjs) can print a seed and replay it. Without them
// fast-check keeps its defaults (a fresh seed each run, 100 runs per property).
import fc from 'fast-check';
import { fastCheckGlobals } from './src/fast-check-env';

fc.configureGlobal({ ...fc.readConfigureGlobal(), ...fastCheckGlobals(process.env) });
