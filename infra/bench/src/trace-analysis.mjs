// Reads a Chromium performance trace (CDP Tracing, JSON) and names what the page's long tasks
// (main-thread tasks over 50 ms) spend their time on. JavaScript time is attributed from the V8
// sampling profiler that runs inside the trace: each sample's stack is mapped back through the
// bundles' source maps to the original files, and the stack decides the category. Time outside
// JavaScript comes from the trace's own events (forced style and layout, compile, GC, parsing).
import { SourceMap } from 'node:module';

export const LONG_TASK_MS = 50;

/** The categories of the closing table, in the order they are printed. */
export const CATEGORIES = /** @type {const} */ ([
  'React render',
  'styled-components rules',
  'i18n start-up',
  'federation start-up',
  'tours',
  'layout reads',
  'Apollo',
  'other',
]);

/**
 * Original-source rules, checked from the leaf of a stack towards its root: the first frame that
 * matches decides. `tours` is checked on the whole stack first: whatever a tour runs is the tour's.
 * @type {{ category: (typeof CATEGORIES)[number], test: RegExp }[]}
 */
const LIBRARY_RULES = [
  { category: 'styled-components rules', test: /node_modules\/(styled-components|stylis|stylis-plugin-rtl|cssjanus|@emotion\/(is-prop-valid|unitless))\// },
  { category: 'i18n start-up', test: /node_modules\/(i18next|react-i18next)\/|\/src\/i18n\/|\/resources\.ts$|\/kit-resources\.ts$|\/locales\/.*\.json$/ },
  {
    category: 'federation start-up',
    // the chunk and remote loading of the webpack runtime, not its module loader (every module's evaluation passes there)
    test: /node_modules\/@module-federation\/|webpack\/runtime\/|infra\/build\/src\/runtime\/|shell\/src\/remotes\/|node_modules\/single-spa\//,
  },
  { category: 'Apollo', test: /node_modules\/(@apollo\/client|graphql|@wry\/|optimism|zen-observable|rehackt|ts-invariant)|remote-kit\/src\/graphql\// },
  { category: 'React render', test: /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\// },
];
const TOURS_RULE = /shell\/src\/tours\//;

/** Trace events that run JavaScript: a style or layout inside one was forced by a script. */
const JS_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.callFunction',
  'v8.evaluateModule',
  'v8.run',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'XHRReadyStateChange',
]);
const STYLE_LAYOUT_EVENTS = new Set(['Layout', 'UpdateLayoutTree', 'RecalculateStyles']);
const COMPILE_EVENTS = new Set(['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'v8.parseOnBackground', 'V8.CompileLazy', 'CacheScript', 'v8.produceCache']);
const GC_EVENTS = /^(MajorGC|MinorGC|V8\.GC|BlinkGC|GCEvent)/;

/**
 * @typedef {{ name: string, cat?: string, ph: string, ts: number, dur?: number, pid: number, tid: number, id?: string, args?: any }} TraceEvent
 * @typedef {{ functionName: string, url: string, lineNumber?: number, columnNumber?: number }} CallFrame
 * @typedef {{ id: number, parent?: number, callFrame: CallFrame }} ProfileNode
 * @typedef {{ source: string, name: string }} Origin where a frame comes from, after the source map
 * @typedef {(url: string) => SourceMap | null} MapFor the source map of a bundle, or null
 */

/** The events of a trace file (object with traceEvents, or a bare array). */
export function traceEventsOf(trace) {
  return /** @type {TraceEvent[]} */ (Array.isArray(trace) ? trace : (trace.traceEvents ?? []));
}

/**
 * The page's renderer main thread: the one whose navigation loaded `url` (the browser also runs
 * renderers of its own pages); without a match, the renderer main thread that worked the most.
 * @param {TraceEvent[]} events @param {string} [url]
 */
export function mainThreadOf(events, url) {
  if (url) {
    const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
    if (navigation) {
      const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain');
      if (main) return { pid: main.pid, tid: main.tid, navigationStart: navigation.ts };
    }
  }
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  /** @type {Map<string, number>} */
  const busy = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!mains.has(key)) continue;
    busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [best] = [...busy.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid, tid, navigationStart: /** @type {number | undefined} */ (undefined) };
}

/** Sorted, merged [start, end) intervals. @param {[number, number][]} intervals */
function merge(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  /** @type {[number, number][]} */
  const out = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Whether t falls in one of the merged intervals. @param {[number, number][]} intervals @param {number} t */
function inside(intervals, t) {
  let low = 0;
  let high = intervals.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = intervals[middle];
    if (t < start) high = middle - 1;
    else if (t >= end) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * The sampled stacks of the thread: each sample with its time, how long it stands for, and its node.
 * @param {TraceEvent[]} events @param {{ pid: number, tid: number }} thread
 */
export function samplesOf(events, thread) {
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === thread.pid);
  const profile = profiles.find((e) => e.tid === thread.tid) ?? profiles[0];
  if (!profile) return { nodes: new Map(), samples: [] };
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map();
  /** @type {{ ts: number, node: number }[]} */
  const samples = [];
  let ts = Number(profile.args?.data?.startTime ?? profile.ts);
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== profile.pid) continue;
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < ids.length; index++) {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node: ids[index] });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/** Where the leaf frame comes from, and the category its stack belongs to. */
export function classifyStack(/** @type {Origin[]} */ stack) {
  if (stack.some((frame) => TOURS_RULE.test(frame.source))) return 'tours';
  for (const frame of stack) {
    for (const rule of LIBRARY_RULES) if (rule.test.test(frame.source)) return rule.category;
    // A module's top-level code (webpack names each module's factory by its id): module evaluation,
    // whoever asked for the module.
    if (/^\d+$/.test(frame.name)) return 'other';
  }
  return 'other';
}

/** A short name for a source: the package and file for a library, the path for our code. */
export function shortSource(/** @type {string} */ source) {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:.*\/)?([^/]+)$/.exec(source);
  if (library) return `${library[1]}/${library[2]}`;
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
}

/**
 * Resolves call frames to original sources through the bundles' source maps (cached per frame).
 * @param {MapFor} mapFor
 */
export function frameResolver(mapFor) {
  /** @type {Map<string, Origin>} */
  const cache = new Map();
  return (/** @type {CallFrame} */ frame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    let origin = cache.get(key);
    if (origin) return origin;
    origin = { source: frame.url ? bundleName(frame.url) : `(${frame.functionName || 'native'})`, name: frame.functionName || '(anonymous)' };
    const map = frame.url ? mapFor(frame.url) : null;
    if (map && typeof frame.lineNumber === 'number' && frame.lineNumber >= 0) {
      // A module's factory function has no mapping of its own: the first mapped code after it names the module.
      for (const ahead of [0, 20, 60, 150, 400]) {
        const entry = /** @type {{ originalSource?: string, name?: string }} */ (map.findEntry(frame.lineNumber, (frame.columnNumber ?? 0) + ahead));
        if (!entry?.originalSource) continue;
        origin = { source: entry.originalSource.replace(/^webpack:\/\/[^/]*\//, ''), name: ahead === 0 ? entry.name || origin.name : origin.name };
        break;
      }
    }
    cache.set(key, origin);
    return origin;
  };
}

/** The file name of a script URL, for frames without a source map. */
export function bundleName(/** @type {string} */ url) {
  try {
    const { pathname, port } = new URL(url);
    return `${port ? `:${port}` : ''}${pathname}`;
  } catch {
    return url;
  }
}

/** What the thread does outside JavaScript, by the innermost trace event around the moment. */
function nativeKind(/** @type {string} */ name) {
  if (STYLE_LAYOUT_EVENTS.has(name) || name === 'ParseAuthorStyleSheet' || name === 'InvalidateLayout' || name === 'ScheduleStyleRecalculation') return 'other: style & layout';
  if (COMPILE_EVENTS.has(name) || name === 'EvaluateScript' || name === 'v8.evaluateModule') return 'other: parse & compile';
  if (GC_EVENTS.test(name)) return 'other: GC';
  if (name === 'ParseHTML') return 'other: HTML parsing';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|HitTest|IntersectionObserverController)/.test(name)) return 'other: paint & hit-testing';
  // the trace's own cost: the profiler starting in a new renderer
  if (name.startsWith('CpuProfiler::')) return 'other: profiler start';
  return 'other: native';
}

/**
 * The long tasks of the page's main thread, each with its time split by category, and the top
 * functions of each category.
 * @param {TraceEvent[]} events
 * @param {MapFor} mapFor
 * @param {string} [url] the page's address, to find its renderer
 * @param {number} [longTaskMs] how long a task must be to count (50 ms, as Lighthouse counts at its 4x slowdown)
 */
export function analyseTrace(events, mapFor, url, longTaskMs = LONG_TASK_MS) {
  const thread = mainThreadOf(events, url);
  if (!thread) throw new Error('The trace has no renderer main thread with tasks');
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
  const navigationStart = thread.navigationStart ?? Math.min(...own.map((e) => e.ts));
  const end = (/** @type {TraceEvent} */ e) => e.ts + /** @type {number} */ (e.dur);

  const js = merge(own.filter((e) => JS_EVENTS.has(e.name)).map((e) => [e.ts, end(e)]));
  // A style or layout that starts inside running JavaScript was asked for by a script (a read of a size or position).
  const forced = merge(own.filter((e) => STYLE_LAYOUT_EVENTS.has(e.name) && inside(js, e.ts)).map((e) => [e.ts, end(e)]));

  const tasks = own
    .filter((e) => e.name === 'RunTask' && /** @type {number} */ (e.dur) > longTaskMs * 1000 && e.ts >= navigationStart)
    // a task inside another is counted with it
    .filter((task, index, all) => !all.slice(0, index).some((outer) => outer.ts <= task.ts && end(outer) >= end(task)));

  const { nodes, samples } = samplesOf(events, thread);
  const resolve = frameResolver(mapFor);
  /** @type {Map<number, { category: string, leaf: Origin, bundle: string }>} */
  const byNode = new Map();
  const nodeInfo = (/** @type {number} */ id) => {
    let info = byNode.get(id);
    if (info) return info;
    /** @type {Origin[]} */
    const stack = [];
    let bundle = '';
    for (let node = nodes.get(id); node; node = node.parent !== undefined ? nodes.get(node.parent) : undefined) {
      if (!node.callFrame.url && /^\((root|program|idle|garbage collector)\)$/.test(node.callFrame.functionName)) continue;
      if (!bundle && node.callFrame.url) bundle = bundleName(node.callFrame.url);
      stack.push(resolve(node.callFrame));
    }
    const top = nodes.get(id)?.callFrame.functionName ?? '';
    if (stack.length === 0) info = { category: top === '(garbage collector)' ? 'other: GC' : 'native', leaf: { source: top || '(program)', name: top }, bundle: '' };
    else info = { category: classifyStack(stack), leaf: stack[0], bundle };
    byNode.set(id, info);
    return info;
  };

  const report = [];
  let cursor = 0;
  for (const task of tasks) {
    const start = task.ts;
    const stop = end(task);
    // the events inside this task, to name native time by the innermost one
    const nested = own.filter((e) => e !== task && e.ts >= start && end(e) <= stop);
    const innermost = (/** @type {number} */ t) => {
      let best = null;
      for (const e of nested) {
        if (e.ts > t) break;
        if (end(e) > t && (!best || /** @type {number} */ (e.dur) <= /** @type {number} */ (best.dur))) best = e;
      }
      return best;
    };
    /** @type {Map<string, number>} */
    const split = new Map();
    /** @type {Map<string, { category: string, ms: number, bundle: string }>} */
    const functions = new Map();
    const account = (/** @type {string} */ category, /** @type {string} */ label, /** @type {number} */ us, bundle = '') => {
      split.set(category, (split.get(category) ?? 0) + us);
      const key = `${category}|${label}`;
      const entry = functions.get(key) ?? { category, ms: 0, bundle };
      entry.ms += us / 1000;
      functions.set(key, entry);
    };
    while (cursor < samples.length && samples[cursor].ts < start) cursor++;
    const inTask = [];
    for (let index = cursor; index < samples.length && samples[index].ts < stop; index++) inTask.push(samples[index]);
    if (inTask.length === 0) {
      // No sample fell in it (the sampler runs coarsely on a slowed, busy machine): the task's
      // largest direct event names it.
      const children = nested.filter((e) => !nested.some((outer) => outer !== e && outer.ts <= e.ts && end(outer) >= end(e)));
      const largest = children.sort((a, b) => /** @type {number} */ (b.dur) - /** @type {number} */ (a.dur))[0];
      const category = largest ? (JS_EVENTS.has(largest.name) ? 'other: JavaScript (unsampled)' : nativeKind(largest.name)) : 'other: native';
      account(category, category, stop - start);
    }
    for (let index = 0; index < inTask.length; index++) {
      const sample = inTask[index];
      // Each sample stands for the time until the next one; the first also for the task's start.
      const from = index === 0 ? start : sample.ts;
      const to = index + 1 < inTask.length ? inTask[index + 1].ts : stop;
      const us = to - from;
      if (us <= 0) continue;
      const info = nodeInfo(sample.node);
      if (inside(forced, sample.ts)) account('layout reads', 'layout reads', us);
      else if (info.category === 'native') {
        const event = innermost(sample.ts);
        const category = event && inside(js, sample.ts) && STYLE_LAYOUT_EVENTS.has(event.name) ? 'layout reads' : nativeKind(event?.name ?? '');
        account(category, category === 'other: native' && event && !/RunTask$/.test(event.name) ? `other: native (${event.name})` : category, us);
      } else if (info.category.startsWith('other: ')) account(info.category, info.category, us);
      else account(info.category, `${shortSource(info.leaf.source)} ${info.leaf.name}`, us, info.bundle);
    }
    const ms = Object.fromEntries([...split.entries()].map(([category, us]) => [category, us / 1000]));
    const lead = [...split.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
    report.push({
      startMs: (start - navigationStart) / 1000,
      durationMs: (stop - start) / 1000,
      samples: inTask.length,
      lead,
      ms,
      functions: [...functions.entries()].map(([key, value]) => ({ label: key.split('|')[1], ...value })).sort((a, b) => b.ms - a.ms),
    });
  }
  return { thread, samples: samples.length, tasks: report };
}

/** The main category a detailed one counts under in the closing table. */
export const mainCategory = (/** @type {string} */ category) => (category.startsWith('other') ? 'other' : category);

/**
 * Per category: milliseconds in long tasks, the tasks it led, and its heaviest functions.
 * @param {ReturnType<typeof analyseTrace>['tasks']} tasks
 * @param {number} [longTaskMs] the threshold the tasks were chosen by; blocking is the time past it
 */
export function summariseTasks(tasks, longTaskMs = LONG_TASK_MS) {
  /** @type {Map<string, { ms: number, led: number, functions: Map<string, number>, detail: Map<string, number> }>} */
  const rows = new Map(CATEGORIES.map((category) => [category, { ms: 0, led: 0, functions: new Map(), detail: new Map() }]));
  for (const task of tasks) {
    rows.get(mainCategory(task.lead)).led += 1;
    for (const [category, ms] of Object.entries(task.ms)) {
      const row = rows.get(mainCategory(category));
      row.ms += ms;
      if (category.startsWith('other')) row.detail.set(category, (row.detail.get(category) ?? 0) + ms);
    }
    for (const fn of task.functions) {
      const row = rows.get(mainCategory(fn.category));
      row.functions.set(fn.label, (row.functions.get(fn.label) ?? 0) + fn.ms);
    }
  }
  const total = tasks.reduce((sum, task) => sum + task.durationMs, 0);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - longTaskMs), 0);
  return { rows, total, blocking, count: tasks.length };
}

/** Parses a source map text into a SourceMap, or null. @param {string} text */
export function parseSourceMap(text) {
  try {
    return new SourceMap(JSON.parse(text));
  } catch {
    return null;
  }
}
