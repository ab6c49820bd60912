import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isClientRoute } from '@best-bikes/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * index.html for every client route, and index.html with status 404 for unknown paths (the app
 * renders its not-found page). Unknown /api paths answer JSON 404.
 */
export async function spaPlugin(app: FastifyInstance, { webDist }: { webDist: string }) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run `npm run build`)');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=600',
        );
      },
    });
  }
  // Kept in memory, re-read only when a new build replaces it (its asset names change with it).
  let indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  let indexMtime = hasBuild ? statSync(indexFile).mtimeMs : 0;
  const currentIndex = () => {
    const mtime = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime && mtime !== indexMtime) {
      indexHtml = readFileSync(indexFile, 'utf8');
      indexMtime = mtime;
    }
    return indexHtml;
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasBuild || !wantsPage) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No such endpoint: ${request.method} ${pathname}`,
      });
    }
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(currentIndex());
  });
}
