// `npm run lint`: refuses an import cycle between source files (apps/*/src, packages/*/src).
// A folder-level cycle between API modules is caught by apps/api/src/modules/module-graph.test.ts.
// (ESLint's import/no-cycle plugins need unrs-resolver, whose optional platform packages this
// registry does not serve, so `npm ci` cannot install them; this check needs nothing.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['apps', 'packages'].flatMap((dir) =>
  fs.readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name, 'src')).filter((p) => fs.existsSync(p)),
);
const workspaces = new Map(
  fs.readdirSync(path.join(root, 'packages')).map((name) => [`@cp/${name}`, path.join(root, 'packages', name, 'src', 'index.ts')]),
);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { recursive: true })
    .filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$/.test(f))
    .map((f) => path.join(dir, f));
}

function resolve(from, spec) {
  if (workspaces.has(spec)) return workspaces.get(spec);
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Static value imports and re-exports only: `import type` cannot make a cycle at run time, and
// `import()` (pages loaded on demand) runs after every module has loaded.
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const graph = new Map();
for (const file of roots.flatMap(sourceFiles)) {
  const text = fs.readFileSync(file, 'utf8');
  const deps = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1]);
    if (target) deps.add(target);
  }
  graph.set(file, deps);
}

// Tarjan's strongly connected components: any component with more than one file is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function connect(v) {
  meta.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!meta.has(w)) {
      connect(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).onStack) {
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).has(v)) cycles.push(component);
  }
}
for (const v of graph.keys()) if (!meta.has(v)) connect(v);

if (cycles.length) {
  for (const c of cycles) console.error(`Import cycle: ${c.map((f) => path.relative(root, f)).join(' ↔ ')}`);
  process.exit(1);
}
console.log(`Imports: no cycle among ${graph.size} source files`);
