#!/usr/bin/env node
// Where the main thread's time goes (issue 32), measured in a way a busy host does not flatter: CPU profiles through
// the Chrome DevTools Protocol (Profiler domain, 4x CPU throttling) of the production build, with a trace of the
// page's tasks, for /, a product page and /registry/bunda-demo, each followed by the floor (tools/floor/) in the same
// run. Self time is summed by module (through the build's hidden source maps) and by function; tasks and long tasks
// (> 50 ms) come from the trace. Load on the host slows the page and the floor alike; compare them, not raw figures.
//
//   node tools/profile-main-thread.mjs [--reuse] [--rounds=3] [--window=8000] [--pages=home,product,registry]
//
// Builds the app with hidden source maps (unless --reuse finds maps), starts the app server on PROFILE_PORT (4195),
// and writes reports/profile-main-thread.md and .json (ignored). Rebuild without maps before a budget run.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DIST, FLOOR_PAGE, PAGES, ROOT, buildApp, buildFloor, launchChromium, median, startServer, stopServer, waitForServer,
} from './perf-harness.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PORT = Number(process.env.PROFILE_PORT ?? 4195);
const ROUNDS = Number(arg('rounds', 3));
const WINDOW_MS = Number(arg('window', 8000));
const THROTTLE = Number(arg('throttle', 4));
const WANTED = arg('pages', PAGES.map((p) => p.name).join(',')).split(',');
const LONG_TASK_MS = 50;
const TIMELINE = process.argv.includes('--timeline');

// --- source maps: a minimal v3 decoder (VLQ), enough to name the source of a generated position ---
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeMappings(mappings) {
  const lines = [];
  let src = 0;
  let srcLine = 0;
  let name = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let col = 0;
    if (line) {
      for (const seg of line.split(',')) {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const ch of seg) {
          const digit = B64[ch];
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        col += values[0];
        if (values.length >= 4) {
          src += values[1];
          srcLine += values[2];
          if (values.length >= 5) name += values[4];
          segments.push([col, src, srcLine, values.length >= 5 ? name : -1]);
        }
      }
    }
    lines.push(segments);
  }
  return lines;
}

function loadMaps(dir) {
  const maps = new Map();
  const assets = join(dir, 'assets');
  if (!existsSync(assets)) return maps;
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(join(assets, file), 'utf8'));
    maps.set(file.replace(/\.map$/, ''), { sources: map.sources, names: map.names ?? [], lines: decodeMappings(map.mappings) });
  }
  return maps;
}

/** The source module (as 'pkg' for a library, or packages/x/src/...) of a position in a built file. */
function sourceOf(maps, file, line, col) {
  const map = maps.get(file);
  const segments = map?.lines[line];
  if (!segments || segments.length === 0) return null;
  let found = segments[0];
  for (const seg of segments) {
    if (seg[0] > col) break;
    found = seg;
  }
  const raw = map.sources[found[1]] ?? '';
  const nm = raw.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (nm) return { module: nm[1], path: `${nm[1]}/${nm[2]}`, line: found[2] + 1 };
  const own = raw.match(/(packages\/[^/]+\/src\/.*|tools\/floor\/.*)$/);
  return { module: own ? own[1] : raw.replace(/^(\.\.\/)+/, ''), path: own ? own[1] : raw, line: found[2] + 1 };
}

/** Self time (ms) by module and function of one CPU profile, and the totals of its special nodes. */
function summarise(profile, maps) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
  }
  const byModule = new Map();
  const byFunction = new Map();
  const totals = { script: 0, program: 0, gc: 0, idle: 0 };
  for (const [id, ms] of self) {
    const { callFrame } = nodes.get(id);
    const fn = callFrame.functionName;
    if (fn === '(idle)') { totals.idle += ms; continue; }
    if (fn === '(program)') { totals.program += ms; continue; }
    if (fn === '(garbage collector)') { totals.gc += ms; continue; }
    if (fn === '(root)') continue;
    totals.script += ms;
    const url = callFrame.url ? new URL(callFrame.url, 'http://x').pathname : '';
    const file = url.split('/').pop() ?? '';
    const src = url ? sourceOf(maps, file, callFrame.lineNumber, callFrame.columnNumber) : null;
    const module = src?.module ?? (url ? file.replace(/-[\w-]{8}\.js$/, '.js') : '(native)');
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const where = src ? `${src.path}:${src.line}` : url ? `${file}:${callFrame.lineNumber + 1}` : 'native';
    const key = `${fn || '(anonymous)'} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  return { totals, byModule, byFunction };
}

/** Lighthouse's groups of main-thread work (core/lib/tracehouse/task-groups.js), by trace event name. */
const GROUPS = {
  parseHTML: ['ParseHTML'],
  styleLayout: ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles', 'InvalidateLayout', 'Layout', 'ParseAuthorStyleSheet'],
  paintCompositeRender: ['Animation', 'RequestMainThreadFrame', 'ActivateLayerTree', 'DrawFrame', 'HitTest', 'PaintSetup', 'Paint', 'PaintImage', 'PrePaint', 'Layerize', 'Rasterize', 'RasterTask', 'ScrollLayer', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'Commit'],
  scriptParseCompile: ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground', 'CompileScript', 'v8.produceModuleCache', 'v8.produceCache', 'CacheScript', 'v8.deserializeOnBackground'],
  scriptEvaluation: ['EventDispatch', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute', 'XHRReadyStateChange', 'XHRLoad'],
  garbageCollection: ['GCEvent', 'MinorGC', 'MajorGC', 'ThreadState::performIdleLazySweep', 'ThreadState::completeSweep', 'BlinkGCMarking', 'BlinkGC.AtomicPhase', 'V8.GCFinalizeMC', 'V8.GCScavenger', 'V8.GCIncrementalMarking', 'V8.GCCompactor', 'V8.GCFinalizeMCReduceMemory', 'MajorGC'],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([g, names]) => names.map((n) => [n, g])));

/**
 * Tasks of the page's main thread in a trace: how many, how many long, their blocking time (each long task's excess
 * over 50 ms), and the self time of every event inside them by Lighthouse's groups.
 */
function tasksOf(events) {
  const threads = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, []);
  }
  for (const e of events) {
    const list = threads.get(`${e.pid}:${e.tid}`);
    if (list && e.ph === 'X' && typeof e.dur === 'number') list.push(e);
  }
  const busyOf = (list) => list.filter((e) => e.name === 'RunTask').reduce((s, e) => s + e.dur, 0);
  // The page's renderer: the main thread with the most work (an about:blank renderer may be traced as well).
  const [list = []] = [...threads.values()].sort((a, b) => busyOf(b) - busyOf(a));
  const tasks = list.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000);
  const long = tasks.filter((d) => d > LONG_TASK_MS);
  // Self time of each event inside a task: its duration less its direct children's.
  const sorted = [...list].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const selfByName = new Map();
  const child = new Map();
  for (const e of sorted) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) child.set(parent, (child.get(parent) ?? 0) + e.dur);
    stack.push(e);
  }
  for (const e of sorted) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    const self = (e.dur - (child.get(e) ?? 0)) / 1000;
    if (self > 0) selfByName.set(e.name, (selfByName.get(e.name) ?? 0) + self);
  }
  const groups = {};
  for (const [name, ms] of selfByName) {
    const g = GROUP_OF.get(name) ?? 'other';
    groups[g] = (groups[g] ?? 0) + ms;
  }
  return {
    tasks: tasks.filter((d) => d >= 1).length,
    longTasks: long.length,
    blocking: long.reduce((s, d) => s + d - LONG_TASK_MS, 0),
    longest: tasks.length ? Math.max(...tasks) : 0,
    busy: tasks.reduce((s, d) => s + d, 0),
    groups,
    events: selfByName,
  };
}

/**
 * The page's tasks of 4 ms or more in order: when each starts (from the first task), how long it runs, and the modules
 * whose code ran in it (CPU profile samples inside the task, by module).
 */
function timelineOf(profile, events, maps) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const moduleOfNode = new Map();
  const moduleOf = (id) => {
    if (moduleOfNode.has(id)) return moduleOfNode.get(id);
    const { callFrame } = nodes.get(id);
    let name = callFrame.functionName;
    if (!name.startsWith('(') && callFrame.url) {
      const file = new URL(callFrame.url, 'http://x').pathname.split('/').pop();
      name = sourceOf(maps, file, callFrame.lineNumber, callFrame.columnNumber)?.module ?? file;
    } else if (!name.startsWith('(')) name = '(native)';
    moduleOfNode.set(id, name);
    return name;
  };
  const times = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    times.push(t);
  }
  const main = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') main.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) if (e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`)) main.set(`${e.pid}:${e.tid}`, main.get(`${e.pid}:${e.tid}`) + e.dur);
  const [thread] = [...main.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const tasks = events.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread && e.dur >= 4000).sort((a, b) => a.ts - b.ts);
  const first = tasks[0]?.ts ?? 0;
  let j = 0;
  return tasks.map((task) => {
    const by = new Map();
    while (j < times.length && times[j] < task.ts) j += 1;
    let k = j;
    while (k < times.length && times[k] <= task.ts + task.dur) {
      const m = moduleOf(profile.samples[k]);
      by.set(m, (by.get(m) ?? 0) + (profile.timeDeltas[k + 1] ?? 0) / 1000);
      k += 1;
    }
    if (task.dur >= LONG_TASK_MS * 1000) {
      const fns = new Map();
      for (let q = j; q < k; q += 1) {
        const { callFrame } = nodes.get(profile.samples[q]);
        const file = callFrame.url ? new URL(callFrame.url, 'http://x').pathname.split('/').pop() : '';
        const src = file ? sourceOf(maps, file, callFrame.lineNumber, callFrame.columnNumber) : null;
        const key = `${callFrame.functionName || '(anonymous)'}@${src ? `${src.path}:${src.line}` : file}`;
        fns.set(key, (fns.get(key) ?? 0) + (profile.timeDeltas[q + 1] ?? 0) / 1000);
      }
      by.set(`\n      functions: ${[...fns].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([f, v]) => `${f} ${v.toFixed(1)}`).join(', ')}\n     `, -1);
    }
    const top = [...by].filter(([m]) => m !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 5).concat([...by].filter(([, v]) => v === -1)).map(([m, v]) => (v === -1 ? m : `${m} ${Math.round(v)}`)).join(', ');
    const kids = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.ts >= task.ts && e.ts < task.ts + task.dur && e.name !== 'RunTask')
      .sort((a, b) => b.dur - a.dur).slice(0, 2).map((e) => `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : ''}`).join(', ');
    return `${Math.round((task.ts - first) / 1000)} ms +${Math.round(task.dur / 1000)} ms: ${kids} | ${top}`;
  });
}

async function profilePage(browser, url, maps) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block', ...(process.argv.includes('--reduced-motion') ? { reducedMotion: 'reduce' } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolvePromise) => cdp.once('Tracing.tracingComplete', resolvePromise));
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    return { ...summarise(profile, maps), ...tasksOf(events), timeline: TIMELINE ? timelineOf(profile, events, maps) : null };
  } finally {
    await context.close();
  }
}

const round1 = (v) => Math.round(v);
const GROUP_NAMES = [...Object.keys(GROUPS), 'other'];
function mergeRuns(runs) {
  const pick = (f) => median(runs.map(f));
  const modules = new Set(runs.flatMap((r) => [...r.byModule.keys()]));
  const functions = new Set(runs.flatMap((r) => [...r.byFunction.keys()]));
  return {
    script: pick((r) => r.totals.script), program: pick((r) => r.totals.program), gc: pick((r) => r.totals.gc),
    groups: Object.fromEntries([...new Set(runs.flatMap((r) => Object.keys(r.groups)))].map((g) => [g, pick((r) => r.groups[g] ?? 0)])),
    events: [...new Set(runs.flatMap((r) => [...r.events.keys()]))].map((n) => [n, pick((r) => r.events.get(n) ?? 0)]).sort((a, b) => b[1] - a[1]).slice(0, 15),
    timeline: runs[0].timeline,
    tasks: pick((r) => r.tasks), longTasks: pick((r) => r.longTasks), blocking: pick((r) => r.blocking), longest: pick((r) => r.longest), busy: pick((r) => r.busy),
    modules: [...modules].map((m) => [m, pick((r) => r.byModule.get(m) ?? 0)]).sort((a, b) => b[1] - a[1]),
    functions: [...functions].map((f) => [f, pick((r) => r.byFunction.get(f) ?? 0)]).sort((a, b) => b[1] - a[1]),
  };
}

async function main() {
  const loadStart = loadavg()[0];
  if (!existsSync(join(DIST, 'assets')) || !readdirSync(join(DIST, 'assets')).some((f) => f.endsWith('.js.map')) || !process.argv.includes('--reuse')) {
    await buildApp({ extraArgs: ['--sourcemap', 'hidden'] });
  }
  const floorDir = mkdtempSync(join(tmpdir(), 'kado-floor-'));
  const server = startServer({ port: PORT, floorDir });
  const base = `http://localhost:${PORT}`;
  const results = {};
  try {
    await buildFloor(floorDir, { sourcemap: 'hidden' });
    await waitForServer(`${base}/`, server);
    const maps = new Map([...loadMaps(DIST), ...loadMaps(floorDir)]);
    const browser = await launchChromium();
    try {
      // Warm the server's caches once per page, unthrottled and unmeasured.
      for (const p of [...PAGES, FLOOR_PAGE]) await fetch(`${base}${p.path}`).then((r) => r.text());
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const p of PAGES.filter((x) => WANTED.includes(x.name))) {
          for (const target of [p, { ...FLOOR_PAGE, name: `floor after ${p.name}` }]) {
            console.log(`profile: round ${round + 1}/${ROUNDS} ${target.path}`);
            (results[target.name] ??= []).push(await profilePage(browser, `${base}${target.path}`, maps));
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stopServer(server);
    rmSync(floorDir, { recursive: true, force: true });
  }
  const floorRuns = Object.entries(results).filter(([k]) => k.startsWith('floor')).flatMap(([, v]) => v);
  const merged = Object.fromEntries([
    ...Object.entries(results).filter(([k]) => !k.startsWith('floor')).map(([k, v]) => [k, mergeRuns(v)]),
    ['floor', mergeRuns(floorRuns)],
  ]);
  const ms = (v) => `${round1(v)} ms`;
  const lines = [
    `# Main-thread profile (tools/profile-main-thread.mjs, ${new Date().toISOString()})`,
    '',
    `${ROUNDS} round(s), each page followed by the floor; CPU throttling ${THROTTLE}x; ${WINDOW_MS} ms from navigation; medians.`,
    `Host: ${cpus()[0]?.model}, ${cpus().length} cores; load average (1 min) ${loadStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end.`,
    '',
    '| page | script self time | (program) | GC | tasks >= 1 ms | long tasks | blocking (sum over 50 ms) | longest task | main thread busy |',
    '|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(merged).map(([k, m]) => `| ${k} | ${ms(m.script)} | ${ms(m.program)} | ${ms(m.gc)} | ${m.tasks} | ${m.longTasks} | ${ms(m.blocking)} | ${ms(m.longest)} | ${ms(m.busy)} |`),
    '',
    'Main-thread self time of the trace by Lighthouse\'s groups (mainthread-work-breakdown), medians:',
    '',
    `| page | ${GROUP_NAMES.join(' | ')} |`,
    `|---|${GROUP_NAMES.map(() => '---').join('|')}|`,
    ...Object.entries(merged).map(([k, m]) => `| ${k} | ${GROUP_NAMES.map((g) => ms(m.groups[g] ?? 0)).join(' | ')} |`),
    '',
    ...Object.entries(merged).flatMap(([k, m]) => [
      `## ${k}: trace events by self time (top 15)`, '', '| event | self time |', '|---|---|',
      ...m.events.map(([name, v]) => `| ${name} | ${ms(v)} |`), '',
      `## ${k}: self time by module (top 25)`, '', '| module | self time |', '|---|---|',
      ...(m.timeline ? [`${k}: timeline of the first run (tasks >= 4 ms: start, duration, longest events, modules by self time)`, '', '```', ...m.timeline, '```', ''] : []),
      ...m.modules.slice(0, 25).map(([name, v]) => `| ${name} | ${ms(v)} |`), '',
      `## ${k}: self time by function (top 30)`, '', '| function | self time |', '|---|---|',
      ...m.functions.slice(0, 30).map(([name, v]) => `| \`${name}\` | ${v.toFixed(1)} ms |`), '',
    ]),
  ];
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/profile-main-thread.md'), lines.join('\n'));
  writeFileSync(join(ROOT, 'reports/profile-main-thread.json'), JSON.stringify(merged, null, 1));
  console.log(lines.slice(0, 12).join('\n'));
  console.log('written to reports/profile-main-thread.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
