'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::meta-data-tool.meta-data-tool');
