import type { Server } from 'node:http';

export interface StaticServerOptions {
  root: string;
  base?: string;
  mounts?: Record<string, string>;
  gzip?: boolean;
  /** Put first in every HTML page served (tests only). */
  headScript?: string;
}
export function createStaticServer(options: StaticServerOptions): Server;
export function listen(server: Server, port?: number, host?: string): Promise<number>;
