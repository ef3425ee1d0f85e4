/**
 * Compares two V8 heap snapshots (from `BENCH_HEAP_SNAPSHOTS`, scripts/bench-load.ts) by constructor: how many objects
 * of each kind and how many bytes each kind holds, in the first and the second, largest growth first. It finds what a
 * soak leaves behind; it asserts nothing.
 *
 *   node --import tsx scripts/heap-compare.ts before.heapsnapshot after.heapsnapshot [rows]
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Kind {
  count: number;
  bytes: number;
}

/** Objects grouped by `type name` (strings, code and the like by type alone: their "name" is their content). */
export function kinds(snapshot: Snapshot): Map<string, Kind> {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const result = new Map<string, Kind>();
  for (let offset = 0; offset < snapshot.nodes.length; offset += width) {
    const type = types[snapshot.nodes[offset + typeAt] ?? 0] ?? '?';
    const named = type === 'object' || type === 'closure' || type === 'native';
    const key = named ? `${type} ${snapshot.strings[snapshot.nodes[offset + nameAt] ?? 0] ?? '?'}` : `(${type})`;
    const kind = result.get(key) ?? { count: 0, bytes: 0 };
    kind.count += 1;
    kind.bytes += snapshot.nodes[offset + sizeAt] ?? 0;
    result.set(key, kind);
  }
  return result;
}

function main(): void {
  const [beforeFile, afterFile, rowsText] = process.argv.slice(2);
  if (!beforeFile || !afterFile) throw new Error('usage: heap-compare.ts before.heapsnapshot after.heapsnapshot [rows]');
  const before = kinds(JSON.parse(readFileSync(beforeFile, 'utf8')) as Snapshot);
  const after = kinds(JSON.parse(readFileSync(afterFile, 'utf8')) as Snapshot);
  const total = (map: Map<string, Kind>) => [...map.values()].reduce((sum, kind) => sum + kind.bytes, 0);
  console.log(`self sizes: before ${(total(before) / 1048576).toFixed(1)} MB, after ${(total(after) / 1048576).toFixed(1)} MB`);
  const rows = [...new Set([...before.keys(), ...after.keys()])].map((key) => {
    const a = before.get(key) ?? { count: 0, bytes: 0 };
    const b = after.get(key) ?? { count: 0, bytes: 0 };
    return { key, count: `${a.count} -> ${b.count}`, bytes: b.bytes - a.bytes };
  });
  rows.sort((x, y) => y.bytes - x.bytes);
  for (const row of rows.slice(0, Number(rowsText ?? 25))) console.log(`${(row.bytes / 1024).toFixed(1).padStart(10)} KB  ${row.count.padEnd(24)} ${row.key}`);
}

main();
