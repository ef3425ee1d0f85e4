'use strict';

module.exports = () => ({});
