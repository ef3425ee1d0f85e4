'use strict';

module.exports = ({ env }) => ({
  // SERVE_ADMIN=false serves the API only: no admin build is needed (the contract suite runs so).
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
