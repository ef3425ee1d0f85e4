'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::meta-data-tool.meta-data-tool');
