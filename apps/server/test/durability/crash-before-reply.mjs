/**
 * Preloaded into a server process by the crash-between-commit-and-reply test (crash-mail.test.ts,
 * through NODE_OPTIONS=--import): the first response to `CRASH_BEFORE_REPLY` ("POST /api/…", the
 * method and the path without its query) kills the process with SIGKILL as its status line is about to
 * be written, i.e. after the request's transaction has committed and before the caller hears anything.
 * Test code only; the server knows nothing of it.
 */
import http from 'node:http';

const target = process.env.CRASH_BEFORE_REPLY;
if (target) {
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function patched(...args) {
    const req = this.req;
    if (req && `${req.method} ${(req.url ?? '').split('?')[0]}` === target)
      process.kill(process.pid, 'SIGKILL');
    return writeHead.apply(this, args);
  };
}
