import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';

/**
 * Serves the built web app, with index.html for every other GET that asks for a page (client-side
 * routes). Hashed assets are cached for a year; index.html never is.
 */
export function webApp(distDir: string): express.Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  // The app's files are compressed here; API answers are small and pass through untouched.
  router.use(compression());
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/auth/') || !req.accepts('html')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app has not been built: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
