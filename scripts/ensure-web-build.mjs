// `npm start` step one: build the web client when apps/web/dist has no build yet, so a fresh clone
// runs with `npm install && npm start` alone.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('No web build found: building the client (once)…');
  execSync('npm run build -w @turnout/web', { stdio: 'inherit' });
}
