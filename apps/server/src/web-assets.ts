import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EncodedBody } from './http/encoded-body.ts';

/** A file of the build's assets folder, with the compressed copies the build wrote beside it. */
interface WebAsset {
  body: EncodedBody;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** The build names its assets `<name>-<hash>.<ext>`, flat in one folder: nothing else is looked up. */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)*$/;

/**
 * The web app's hashed assets, answered from memory. A hashed file never changes under its name,
 * so each is read once, on its first request, and kept: a page opened before a rebuild (which
 * empties the folder) can still load the chunks of the pages it goes to next. What is kept is
 * bounded by the files the builds put in the folder; a miss is not remembered, so unknown names
 * cost a lookup, not memory. (It did not make first loads faster: docs/performance.md.)
 */
export function webAssets(folder: string) {
  const kept = new Map<string, Promise<WebAsset>>();

  const read = async (name: string): Promise<WebAsset> => {
    const file = path.join(folder, name);
    const [identity, br, gzip] = await Promise.all([
      readFile(file),
      readFile(`${file}.br`).catch(() => undefined),
      readFile(`${file}.gz`).catch(() => undefined),
    ]);
    return {
      body: new EncodedBody(identity, { br, gzip }),
      contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
    };
  };

  return {
    /** The asset named `name`, or null when there is none (or the name could not be one). */
    async find(name: string): Promise<WebAsset | null> {
      if (!ASSET_NAME.test(name) || name.endsWith('.br') || name.endsWith('.gz')) return null;
      let asset = kept.get(name);
      if (!asset) {
        asset = read(name);
        kept.set(name, asset);
      }
      try {
        return await asset;
      } catch {
        kept.delete(name);
        return null;
      }
    },
  };
}
