/** A V8 CPU profile (Profiler.stop's answer), as much as summarizeProfile reads of it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Where code lives, by the first pattern its file's URL matches. */
const places: [string, RegExp][] = [
  ['pg driver', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/],
  ['pglite', /@electric-sql\/pglite/],
  ['drizzle', /drizzle-orm/],
  ['zod', /node_modules\/zod/],
  [
    'fastify',
    /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio|fast-json|secure-json|content-type|toad-cache|process-warning|abstract-logging|rfdc|fast-querystring|fast-uri|ajv|fastify-type-provider-zod)/,
  ],
  ['pino (logging)', /pino|sonic-boom/],
  ['helmet', /helmet/],
  ['server: sales', /apps\/server\/src\/modules\/sales/],
  ['server: stock', /apps\/server\/src\/modules\/stock/],
  ['server: platform', /apps\/server\/src\/platform/],
  ['server: db', /apps\/server\/src\/db/],
  ['server: other', /apps\/server\/src/],
  ['domain', /packages\/domain/],
  ['other packages', /node_modules/],
  ['node internals', /^node:|^internal\//],
];

/** Self time by place and the top functions, in ms per sale (`sales` in the profile). */
export function summarizeProfile(profile: CpuProfile, sales: number, top = 30): string {
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  }
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (t === 0) continue;
    total += t;
    const { url, functionName, lineNumber } = node.callFrame;
    const place = url ? (places.find(([, re]) => re.test(url))?.[0] ?? 'other') : `(${functionName || 'native'})`;
    byPlace.set(place, (byPlace.get(place) ?? 0) + t);
    const key = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*apps\//, 'apps/')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
  }
  const f = (t: number) => `${(t / sales).toFixed(3).padStart(7)} ms  ${((t / total) * 100).toFixed(1).padStart(5)}%`;
  const sorted = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [
    `profile: ${(total / sales).toFixed(3)} ms of samples a sale`,
    '-- self time by place (ms a sale) --',
    ...sorted(byPlace, 40).map(([k, t]) => `${f(t)}  ${k}`),
    '-- top functions --',
    ...sorted(byFunction, top).map(([k, t]) => `${f(t)}  ${k}`),
  ].join('\n');
}
