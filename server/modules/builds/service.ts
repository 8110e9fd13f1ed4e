// The build manifest (/builds/latest.json) that vite writes into DIST_DIR: running apps poll it
// to offer a reload, and /config.json reports its id.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface BuildManifest {
  id: string;
  timestamp?: string;
}

export async function readBuildManifest(distDir: string): Promise<BuildManifest | null> {
  try {
    const text = await fs.readFile(path.join(distDir, 'builds', 'latest.json'), 'utf8');
    const parsed = JSON.parse(text) as Partial<BuildManifest>;
    return typeof parsed.id === 'string' ? (parsed as BuildManifest) : null;
  } catch {
    return null;
  }
}
