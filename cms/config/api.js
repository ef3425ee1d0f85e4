'use strict';

module.exports = {
  // The app reads at most 100 redirects in one page (src/api/cms/collections.ts).
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
};
