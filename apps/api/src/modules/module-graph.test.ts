import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * API modules depend one way (docs/architecture.md): the folder-level import graph has no cycle.
 * (`scripts/check-cycles.mjs` in the lint catches file-level cycles; a loop through several folders, e.g.
 * subjects → contributors → notifications → subjects, only shows at this level.)
 */
const modulesDir = import.meta.dirname;

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const deps = new Set<string>();
    for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const m of text.matchAll(/from '\.\.\/([a-z-]+)\//g)) if (m[1] !== name) deps.add(m[1]!);
    }
    graph.set(name, deps);
  }
  return graph;
}

/** A cycle as a path of module names, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('API module graph', () => {
  it('has no cycle between module folders', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps subject-store and users at the bottom: they import no other module', () => {
    const graph = moduleGraph();
    expect([...graph.get('subject-store')!]).toEqual([]);
    expect([...graph.get('users')!]).toEqual([]);
  });
});
