import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';

/** What the proxy answers for the site's host: a file's bytes, or null for a 404. */
export type SiteAnswer = (pathname: string) => Buffer | null;

export interface NpmProxy {
  /** `http://127.0.0.1:<port>`, for npm's `--proxy` and `--https-proxy`. */
  url: string;
  /** Trusted CAs for npm's `--cafile`: the ones npm trusts anyway, plus the site's certificate. */
  caFile: string;
  /** The site paths npm asked for, with the status each got. */
  served: { path: string; status: number }[];
  close(): Promise<void>;
}

/**
 * A certificate for `host`, made now with the system's openssl. The whole chain of trust is this
 * one file: npm is told to trust it, nothing else is.
 */
function makeCertificate(host: string, dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'site-key.pem');
  const cert = path.join(dir, 'site-cert.pem');
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/**
 * The CAs npm trusts without us (Node's own, NODE_EXTRA_CA_CERTS, npm's `cafile` setting), plus
 * `cert`. A `cafile` in npm's config (Debian's global npmrc sets one) replaces Node's store, and
 * NODE_EXTRA_CA_CERTS with it, so npm would not trust our certificate from that variable alone:
 * we pass one `--cafile` that holds everything.
 */
async function trustedWith(cert: Buffer, dir: string): Promise<string> {
  const files = [process.env.NODE_EXTRA_CA_CERTS];
  const { stdout } = await promisify(execFile)('npm', ['config', 'get', 'cafile'], { cwd: dir });
  const configured = stdout.trim();
  if (configured && configured !== 'null' && configured !== 'undefined') files.push(configured);
  const extra = files.flatMap((file) =>
    file && fs.existsSync(file) ? [fs.readFileSync(file, 'utf8')] : [],
  );
  const caFile = path.join(dir, 'trusted-cas.pem');
  fs.writeFileSync(caFile, [...tls.rootCertificates, ...extra, cert.toString()].join('\n'));
  return caFile;
}

const CONNECTED = 'HTTP/1.1 200 Connection Established\r\n\r\n';

/**
 * An HTTP proxy on 127.0.0.1 for npm: a CONNECT to the site's host (port 443) ends here, in TLS
 * with a certificate made for that host, and its GETs are answered by `answer`; a CONNECT to any
 * other host (the registry) is tunnelled to it unchanged. So npm fetches the site's tarball URL
 * exactly as the export names it, over https, and everything else from the real registry.
 */
export async function startNpmProxy(
  siteHost: string,
  answer: SiteAnswer,
  dir: string,
): Promise<NpmProxy> {
  const { key, cert } = makeCertificate(siteHost, dir);
  const caFile = await trustedWith(cert, dir);
  const served: NpmProxy['served'] = [];

  const answerSite = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const pathname = decodeURIComponent(
      new URL(request.url ?? '/', `https://${siteHost}`).pathname,
    );
    const body = request.method === 'GET' || request.method === 'HEAD' ? answer(pathname) : null;
    served.push({ path: pathname, status: body ? 200 : 404 });
    // Never kept in npm's cache: each install takes the site's file as it is now.
    response.setHeader('Cache-Control', 'no-store');
    if (!body) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('Content-Type', 'application/octet-stream');
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const site = https.createServer({ key, cert }, answerSite);

  const proxy = http.createServer((request, response) => {
    // A plain-http request through the proxy names its whole URL.
    const target = new URL(request.url ?? '/', 'http://invalid');
    if (target.hostname === siteHost) return answerSite(request, response);
    response.statusCode = 502;
    response.end(`This proxy only tunnels https (CONNECT), not ${request.url}`);
  });
  const tunnels = new Set<net.Socket>();
  proxy.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    client.on('error', () => client.destroy());
    const [host, port = '443'] = (request.url ?? '').split(':');
    if (host === siteHost && port === '443') {
      client.write(CONNECTED);
      if (head.length) client.unshift(head);
      site.emit('connection', client);
      return;
    }
    const upstream = net.connect(Number(port), host, () => {
      client.write(CONNECTED);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    caFile,
    served,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
