import type { Load } from './page-load.ts';
import type { View } from './views.ts';

/** The loads of one view on one portal. */
export interface ViewLoads {
  view: View;
  cold: Load[];
  warm: Load[];
}

/** The medians the tables print; request counts and bytes are the cold loads' unless named warm. */
interface Medians {
  coldMs: number;
  warmMs: number;
  requests: number;
  scripts: number;
  dataCalls: number;
  stylesheets: number;
  kb: number;
  jsKb: number;
  warmKb: number;
  warmFromCache: number;
  parts: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const KB = 1000;

function medians({ cold, warm }: ViewLoads): Medians {
  const of = (loads: Load[], pick: (load: Load) => number) => median(loads.map(pick));
  return {
    coldMs: of(cold, (load) => load.ms),
    warmMs: of(warm, (load) => load.ms),
    requests: of(cold, (load) => load.requests.total),
    scripts: of(cold, (load) => load.requests.scripts),
    dataCalls: of(cold, (load) => load.requests.dataCalls),
    stylesheets: of(cold, (load) => load.requests.stylesheets),
    kb: of(cold, (load) => load.requests.bytes / KB),
    jsKb: of(cold, (load) => load.requests.scriptBytes / KB),
    warmKb: of(warm, (load) => load.requests.bytes / KB),
    warmFromCache: of(warm, (load) => load.requests.fromCache),
    parts: of([...cold, ...warm], (load) => load.parts),
  };
}

const HEADER = [
  'view',
  'cold ms',
  'warm ms',
  'requests',
  'scripts',
  'data calls',
  'css',
  'KB',
  'JS KB',
  'warm KB',
  'warm from cache',
  'drawn',
  'runs ok (cold/warm)',
];

/** A Markdown table, its columns padded so it also reads in a terminal. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** A median as printed: a dash when no run succeeded. */
export const figure = (value: number, digits = 0) => (Number.isNaN(value) ? '–' : value.toFixed(digits));

export function loadsTable(results: ViewLoads[], runs: number): string {
  return table(
    HEADER,
    results.map((result) => {
      const m = medians(result);
      return [
        result.view.name,
        figure(m.coldMs),
        figure(m.warmMs),
        figure(m.requests),
        figure(m.scripts),
        figure(m.dataCalls),
        figure(m.stylesheets),
        figure(m.kb, 1),
        figure(m.jsKb, 1),
        figure(m.warmKb, 1),
        figure(m.warmFromCache),
        `${figure(m.parts)} ${result.view.parts}`,
        `${result.cold.length}/${result.warm.length} of ${runs}`,
      ];
    }),
  );
}

const signed = (value: number, digits = 0) =>
  Number.isNaN(value) ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
const percent = (value: number, base: number) =>
  Number.isNaN(value) || !base ? '' : ` (${signed((100 * value) / base)} %)`;

/** This tree's medians minus the compared commit's, per view. */
export function differenceTable(ours: ViewLoads[], theirs: ViewLoads[]): string {
  return table(
    ['view', 'cold ms', 'warm ms', 'requests', 'scripts', 'data calls', 'KB', 'JS KB', 'warm KB'],
    ours.map((result, index) => {
      const a = medians(result);
      const b = medians(theirs[index] as ViewLoads);
      const change = (pick: (m: Medians) => number, digits = 0) =>
        `${signed(pick(a) - pick(b), digits)}${percent(pick(a) - pick(b), pick(b))}`;
      return [
        result.view.name,
        change((m) => m.coldMs),
        change((m) => m.warmMs),
        signed(a.requests - b.requests),
        signed(a.scripts - b.scripts),
        signed(a.dataCalls - b.dataCalls),
        change((m) => m.kb, 1),
        change((m) => m.jsKb, 1),
        change((m) => m.warmKb, 1),
      ];
    }),
  );
}

export const LEGEND = [
  'Medians. cold: a new browser context (empty cache, the session cookie), first navigation; warm: the',
  "same context's second navigation, the HTTP cache filled. ms: from navigation start until drawn;",
  'requests, scripts, data calls (fetch/XHR), css, KB (over the wire, compressed) and JS KB: of the cold',
  'load, counting requests sent until drawn; warm KB and warm from cache: of the warm load. KB = 1000 bytes.',
].join('\n');
