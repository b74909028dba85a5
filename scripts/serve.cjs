// A static file server for the built site: real HTTP, real 404s, optional router base and gzip.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const sirv = require('sirv');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Holds a response's head and body back until it ends, then sends what `rewrite(body, type,
 * headers)` returns (it may also change `headers`), with that body's length.
 */
function rewriteResponse(res, rewrite) {
  const chunks = [];
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let head = null;
  res.writeHead = (status, ...rest) => {
    const headers = typeof rest[0] === 'object' ? rest[0] : rest[1];
    head = { status, headers: { ...(headers || {}) } };
    return res;
  };
  res.write = (chunk) => {
    chunks.push(Buffer.from(chunk));
    return true;
  };
  res.end = (chunk) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    const headers = head ? head.headers : {};
    const type = String(headers['Content-Type'] || res.getHeader('Content-Type') || '');
    const body = rewrite(Buffer.concat(chunks), type, headers);
    for (const name of Object.keys(headers)) {
      if (/^content-length$/i.test(name)) delete headers[name];
    }
    res.removeHeader('Content-Length');
    headers['Content-Length'] = body.length;
    // The methods underneath again (another rewrite's, or the response's own).
    Object.assign(res, original);
    res.writeHead(head ? head.status : res.statusCode, headers);
    res.end(body);
    return res;
  };
  return res;
}

/**
 * Serves `root` under the router `base` (e.g. "/" or "/rc-overflow/") and each extra mount
 * (`{ '/__tests__/': dir }`) at its prefix. Unknown paths get `404.html` with status 404, as a
 * static host does. `headScript` goes first in every HTML page served (for tests only).
 */
function createStaticServer({ root, base = '/', mounts = {}, gzip = false, headScript = '' }) {
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  const site = sirv(root, { dev: true, etag: true, extensions: ['html'] });
  const extra = Object.entries(mounts).map(([prefix, dir]) => [prefix, sirv(dir, { dev: true })]);
  const notFoundFile = path.join(root, '404.html');

  function sendNotFound(res) {
    res.statusCode = 404;
    if (fs.existsSync(notFoundFile)) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(fs.readFileSync(notFoundFile));
    } else {
      res.end('Not found');
    }
  }

  function withGzip(req, res) {
    if (!gzip || !/\bgzip\b/.test(req.headers['accept-encoding'] || '')) return res;
    // The whole body compressed at once: files here are small, and whole-body compression keeps
    // the byte counts deterministic.
    return rewriteResponse(res, (body, type, headers) => {
      if (body.length === 0) return body;
      if (!COMPRESSIBLE.test(req.url.split('?')[0]) && !/text|javascript|json|svg/.test(type))
        return body;
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
      return zlib.gzipSync(body, { level: 9 });
    });
  }

  function withHeadScript(res) {
    if (!headScript) return res;
    return rewriteResponse(res, (body, type) => {
      if (!type.includes('text/html') || body.length === 0) return body;
      const html = body.toString('utf8');
      const opening = /<head(\s[^>]*)?>/i.exec(html);
      const end = opening ? opening.index + opening[0].length : 0;
      return Buffer.from(html.slice(0, end) + headScript + html.slice(end));
    });
  }

  return http.createServer((req, res) => {
    const out = withHeadScript(withGzip(req, res));
    const url = new URL(req.url, 'http://localhost');
    for (const [prefix, handler] of extra) {
      if (url.pathname.startsWith(prefix)) {
        req.url = req.url.slice(prefix.length - 1);
        return handler(req, out, () => sendNotFound(out));
      }
    }
    if (normalizedBase !== '/') {
      if (url.pathname === normalizedBase.slice(0, -1)) {
        out.statusCode = 301;
        out.setHeader('Location', normalizedBase);
        return out.end();
      }
      if (!url.pathname.startsWith(normalizedBase)) return sendNotFound(out);
      req.url = req.url.slice(normalizedBase.length - 1);
    }
    site(req, out, () => sendNotFound(out));
  });
}

function listen(server, port = 0, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

module.exports = { createStaticServer, listen };

// `node scripts/serve.cjs [dir] [--port N] [--base /x/] [--gzip]`: the `preview` script.
if (require.main === module) {
  const args = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const positional = args.filter(
    (a, i) => !a.startsWith('--') && !['--port', '--base'].includes(args[i - 1]),
  );
  const root = path.resolve(positional[0] || 'docs-dist');
  if (!fs.existsSync(root)) {
    console.error(`No built site at ${root}: run "npm run docs:build" first.`);
    process.exit(1);
  }
  const base = flag('--base', process.env.BASE_PATH || '/');
  const server = createStaticServer({ root, base, gzip: args.includes('--gzip') });
  listen(server, Number(flag('--port', 4173))).then((port) => {
    console.log(
      `Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${port}${base}`,
    );
  });
}
