// When a build's inputs last changed: `npm start` rebuilds an app or the API's bundle when this is newer than its output.
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file below `dir`, leaving out node_modules and build output (dist); 0 when `dir` is missing. */
export function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}
