import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';

/** `url` for npm's `--proxy` and `--https-proxy`, `caFile` for its `--cafile` (the CAs npm trusts
 * anyway and the site's certificate), the site paths npm asked for with the status each got. */
export type NpmProxy = Awaited<ReturnType<typeof startNpmProxy>>;

/** An HTTP proxy for npm: the site's host answered here over TLS by `answer` (a certificate made
 * now), any other host (the registry) tunnelled unchanged: npm fetches the tarball URL as named. */
export async function startNpmProxy(
  siteHost: string,
  answer: (pathname: string) => Buffer | null,
  dir: string,
) {
  const [keyFile, certFile] = [path.join(dir, 'site-key.pem'), path.join(dir, 'site-cert.pem')];
  execFileSync(
    '/usr/bin/openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '1', '-subj', `/CN=${siteHost}`, '-addext', `subjectAltName=DNS:${siteHost}`],
      ...['-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(certFile, 'utf8');
  // A `cafile` in npm's config (Debian's global npmrc sets one) replaces Node's store and
  // NODE_EXTRA_CA_CERTS: one `--cafile` holds them all, and ours.
  const configured = execFileSync('npm', ['config', 'get', 'cafile'], { cwd: dir }).toString();
  const extra = [process.env.NODE_EXTRA_CA_CERTS, configured]
    .map((file) => file?.trim())
    .filter((file): file is string => !!file && fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'));
  const caFile = path.join(dir, 'trusted-cas.pem');
  fs.writeFileSync(caFile, [...tls.rootCertificates, ...extra, cert].join('\n'));

  const served: { path: string; status: number }[] = [];
  const site = https.createServer({ key: fs.readFileSync(keyFile), cert }, (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'https://site').pathname);
    const body = request.method === 'GET' ? answer(pathname) : null;
    served.push({ path: pathname, status: body ? 200 : 404 });
    // Never kept in npm's cache: each install takes the site's file as it is now.
    response.writeHead(body ? 200 : 404, {
      'Cache-Control': 'no-store',
      'Content-Type': 'application/octet-stream',
    });
    response.end(body ?? undefined);
  });
  const proxy = http.createServer((_, response) => response.writeHead(502).end('CONNECT only'));
  const tunnels = new Set<net.Socket>();
  proxy.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    client.on('error', () => client.destroy());
    const [host, port = '443'] = (request.url ?? '').split(':');
    if (host === siteHost && port === '443') {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) client.unshift(head);
      site.emit('connection', client);
      return;
    }
    const upstream = net.connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`,
    caFile,
    served,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
