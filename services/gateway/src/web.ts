import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { notFound } from '@nestkeep/common';

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

/** The browser extension's packages, the only files served from EXTENSION_DIST_DIR (issue 11). */
export const EXTENSION_DOWNLOADS = ['nestkeep-extension-chromium.zip', 'nestkeep-extension-firefox.zip'];

/**
 * Serves `/downloads/<file>` for the extension's zips, built by `npm run build -w extension`. Any
 * other name answers 404 (nothing else in the folder is reachable); a zip not built yet, 404 too.
 */
export function extensionDownloads(distDir: string): express.Router {
  const router = express.Router();
  router.get('/downloads/:file', (req, res, next) => {
    const file = req.params.file;
    const zip = path.join(distDir, file);
    if (!EXTENSION_DOWNLOADS.includes(file) || !existsSync(zip)) {
      return next(notFound(`No such download: ${file}`));
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.download(zip, file, { dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
  router.use('/downloads', (req, _res, next) => next(notFound(`No such download: ${req.path.slice(1)}`)));
  return router;
}
