'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // The address the CMS is reached at from outside, e.g. https://omad.example/cms behind the app's /cms/ proxy.
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Uploads land in <public>/uploads and are served from /uploads/… at this server's root (the upload plugin's local
  // provider). CMS_PUBLIC_DIR lets the contract suite keep them in its throw-away directory.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  // No calls home for new versions: the version is pinned in package-lock.json.
  logger: { updates: { enabled: false } },
});
