import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The shipped deploy/nginx.conf, unchanged but for its upstream servers and listening address. */
export function renderNginxConf(shipped: string, upstreams: string[], listenPort: number): string {
  const upstream = '    server app:5000;\n';
  const listen = '    listen 80;\n';
  if (shipped.split(upstream).length !== 2 || shipped.split(listen).length !== 2) {
    throw new Error('deploy/nginx.conf no longer has one `server app:5000;` and one `listen 80;` line to substitute');
  }
  return shipped
    .replace(upstream, upstreams.map((address) => `    server ${address};\n`).join(''))
    .replace(listen, `    listen 127.0.0.1:${listenPort};\n`);
}

/** nginx's own main file around the rendered server block: everything it writes stays in `dir`. */
function mainConf(dir: string): string {
  const temp = (name: string) => path.join(dir, name);
  return [
    // As root, workers would switch to nobody, who cannot write the temporary folders here.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${temp('assist.conf')};`,
    '}',
    '',
  ].join('\n');
}

export const nginxBinary = () =>
  process.env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((bin) => existsSync(bin)) ?? 'nginx';

/** Starts nginx in the foreground (a child of this process) with deploy/nginx.conf rendered into `dir`. */
export function startNginx(shippedPath: string, dir: string, upstreams: string[], port: number): ChildProcess {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'assist.conf'), renderNginxConf(readFileSync(shippedPath, 'utf8'), upstreams, port));
  writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir));
  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return child;
}
