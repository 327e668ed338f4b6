import type { Server } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Starts `server` listening on `host`: on `port`, or when it is busy on the next free one of the
 * `tries` ports after it; port 0 takes any free port. Resolves with the port listened on.
 */
export function listen(server: Server, { host, port, tries, log }: { host: string; port: number; tries: number; log: (line: string) => void }): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code !== 'EADDRINUSE' || tries === 0 || port === 0) return reject(error);
      log(`Port ${port} is busy; trying ${port + 1}.`);
      resolve(listen(server, { host, port: port + 1, tries: tries - 1, log }));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
