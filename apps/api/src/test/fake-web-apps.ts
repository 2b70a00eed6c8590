import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A built app on disk: an index.html naming the app, and one hashed asset. */
export function fakeDist(root: string, name: string): string {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify(name)});\n`.repeat(200));
  return dist;
}
