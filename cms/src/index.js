'use strict';

/**
 * The app's locales (SPEC §7): Uzbek `uz` (Latin script) is the default, Russian `ru` the second. The i18n plugin
 * creates its first locale from this variable when the database has none; bootstrap adds whichever is missing and
 * keeps uz the default, so every database this project starts has both.
 */
process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE ??= 'uz';

const LOCALES = [
  { code: 'uz', name: 'Uzbek (uz)' },
  { code: 'ru', name: 'Russian (ru)' },
];

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    const locales = strapi.plugin('i18n').service('locales');
    for (const locale of LOCALES) {
      if (!(await locales.findByCode(locale.code))) await locales.create(locale);
    }
    if ((await locales.getDefaultLocale()) !== 'uz') await locales.setDefaultLocale({ code: 'uz' });
  },
};
