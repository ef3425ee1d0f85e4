'use strict';

// Public reads (find/findOne) without a token, as the app reads the CMS (docs/decisions/028-strapi-cms.md).
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::pages.page', {
  only: ['find', 'findOne'],
  config: { find: { auth: false }, findOne: { auth: false } },
});
