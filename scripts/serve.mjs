// node scripts/serve.mjs [DIR] [PORT]: serves a static folder on 127.0.0.1 and prints its URL.
// CORS=1 adds Access-Control-Allow-Origin: *, for embedding from other origins.
// PORT defaults to $PORT or 8080; 0 picks a free one. Also used by the browser tests.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

// cors: add Access-Control-Allow-Origin: * (what a host must send for pages on other
// origins to embed <pencilmark-board> from it).
export function serve(dir, port = 0, host = '127.0.0.1', { cors = false } = {}) {
  const root = resolve(dir);
  const gzipped = new Map();  // file and ETag -> its body gzipped
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) throw Object.assign(new Error(), { code: 'ENOENT' });
      let info = await stat(file);
      if (info.isDirectory()) info = await stat(file = join(file, 'index.html'));
      // An ETag as static hosts send, so that a browser revalidates what it has
      // (the service worker's install asks again for files the page just loaded).
      const { size, mtimeMs } = info;
      const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
      const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', ETag: etag };
      if (cors) headers['Access-Control-Allow-Origin'] = '*';
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      let body = await readFile(file);
      // Compress as any static host would; the page's byte budget is counted gzipped.
      // Each file is compressed once a version (its ETag): the browser tests load the
      // page some hundreds of times, and compressing its files afresh took about 0.08
      // CPU-s of a load's 1.4.
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && !/\.(png|ico)$/.test(file)) {
        const key = `${file}\n${etag}`;
        if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
        body = gzipped.get(key);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      const missing = err.code === 'ENOENT' || err.code === 'ENOTDIR' || err instanceof URIError;
      res.writeHead(missing ? 404 : 500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(missing ? 'not found\n' : 'server error\n');
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise({ server, url: `http://${host}:${server.address().port}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const wanted = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  let running;
  try {
    running = await serve(dir, wanted, '127.0.0.1', { cors: process.env.CORS === '1' });
  } catch (err) {
    if (err.code !== 'EADDRINUSE') throw err;
    console.log(`port ${wanted} is busy; picking a free one`);
    running = await serve(dir, 0, '127.0.0.1', { cors: process.env.CORS === '1' });
  }
  console.log(`Pencilmark is served from ${dir}/ at ${running.url}  (Ctrl+C stops it)`);
}
