/**
 * Seeded, deterministic CMS content in uz (Latin script, the default) and ru, in Strapi v4 shape
 * (see strapi.ts for the markers). One builder per collection of SPEC §7 "CMS reads".
 */
import { DEFAULT_BALANCE_SETTINGS } from '../../src/api/balance-defaults.ts';
import { json, media, mediaList, type Entry, type UploadFile } from './strapi.ts';

export type CmsLocale = 'uz' | 'ru';
export const CMS_LOCALES: readonly CmsLocale[] = ['uz', 'ru'];
export const DEFAULT_CMS_LOCALE: CmsLocale = 'uz';

const image = (id: number, name: string, width: number, height: number): UploadFile => ({ id, name, mime: 'image/svg+xml', width, height });

/** Every upload the fixtures use; routes.ts serves a placeholder for each. */
export const UPLOADS = {
  logoHeader: image(1, 'logo-header.svg', 160, 40),
  logoHeaderMobile: image(2, 'logo-header-mobile.svg', 40, 40),
  logoFooter: image(3, 'logo-footer.svg', 160, 40),
  flagUz: image(4, 'flag-uz.svg', 24, 24),
  flagRu: image(5, 'flag-ru.svg', 24, 24),
  payUzcard: image(6, 'pay-uzcard.svg', 96, 48),
  payHumo: image(7, 'pay-humo.svg', 96, 48),
  payClick: image(8, 'pay-click.svg', 96, 48),
  payPayme: image(9, 'pay-payme.svg', 96, 48),
  ogDefault: image(10, 'og-default.svg', 1200, 630),
  organizationLogo: image(11, 'organization-logo.svg', 512, 512),
  loyaltyNotice: image(12, 'loyalty-notice.svg', 360, 200),
  loyaltyCoin: { id: 13, name: 'loyalty-coin.wav', mime: 'audio/wav' },
  favicon: image(14, 'favicon.svg', 32, 32),
  appleTouchIcon: image(15, 'apple-touch-icon.svg', 180, 180),
  // Raster, at twice the slot, as an operator's banners are (decision 022): Strapi makes its responsive formats of these.
  authBannerMobile: { id: 16, name: 'auth-banner-360x520.webp', mime: 'image/webp', width: 720, height: 1040 },
  authBannerDesktop: { id: 17, name: 'auth-banner-735x240.webp', mime: 'image/webp', width: 1470, height: 480 },
  menuBanner: image(18, 'menu-banner.svg', 320, 160),
  menuBannerPublic: image(19, 'menu-banner-public.svg', 320, 160),
  ogGame: image(20, 'og-game.svg', 1200, 630),
  rulesPdf: { id: 21, name: 'bonus-rules.pdf', mime: 'application/pdf' },
  payUzum: image(22, 'pay-uzum.svg', 96, 48),
  payVisaMastercard: image(23, 'pay-visa-mastercard.svg', 96, 48),
  payOson: image(24, 'pay-oson.svg', 96, 48),
  payPaynet: image(25, 'pay-paynet.svg', 96, 48),
  // SPEC §7 icons: icons in currentColor that the app inlines (routes.ts ICON_SVGS); one is hostile on purpose.
  iconCard: image(26, 'icon-card.svg', 24, 24),
  iconWallet: image(27, 'icon-wallet.svg', 24, 24),
  iconHostile: image(28, 'icon-hostile.svg', 24, 24),
} satisfies Record<string, UploadFile>;

export const UPLOAD_FILES: readonly UploadFile[] = Object.values(UPLOADS);

type Text = (uz: string, ru: string) => string;
const textFor =
  (locale: CmsLocale): Text =>
  (uz, ru) =>
    locale === 'ru' ? ru : uz;

interface SeoPage {
  url: string;
  title: [string, string];
  description: [string, string];
  image?: UploadFile;
  faq?: boolean;
  product?: boolean;
  article?: boolean;
}

function seo(t: Text, page: SeoPage) {
  const title = t(...page.title);
  const description = t(...page.description);
  return {
    id: 1,
    title,
    description,
    // No url and no canonical: the head builds both from the address the page was asked for (src/seo/head.ts).
    openGraph: { id: 1, title, description, image: media(page.image ?? UPLOADS.ogDefault), type: page.product ? 'product' : 'website', url: null },
    robots: 'index, follow',
    meta: [
      { id: 1, name: 'keywords', property: null, content: t('kazino, slotlar, sport tikishlari', 'казино, слоты, ставки на спорт') },
      { id: 2, name: null, property: 'og:locale', content: t('uz_UZ', 'ru_RU') },
    ],
    canonical: null,
    organization: {
      id: 1,
      name: 'Omad',
      // Relative: the head makes it absolute on the site's own origin.
      url: '/',
      logo: media(UPLOADS.organizationLogo),
      contactPoint: { id: 1, telephone: '+998 71 000 00 00', contactType: 'customer support', areaServed: 'UZ', availableLanguage: json(['uz', 'ru']) },
      sameAs: json(['https://t.me/kazino_sandbox']),
    },
    // The product is the game: `{name}` is its name in words (the head reads it from the platform by sysname).
    product: page.product
      ? { id: 1, name: '{name}', image: media(UPLOADS.ogGame), description, sku: 'sandbox-game', brandName: 'Omad' }
      : null,
    faq: page.faq
      ? [
          { id: 1, question: t('Qanday ro‘yxatdan o‘taman?', 'Как зарегистрироваться?'), answer: t('Telefon raqamingizni kiriting.', 'Введите номер телефона.') },
          { id: 2, question: t('Pulni qanday yechaman?', 'Как вывести деньги?'), answer: t('Kassa bo‘limiga o‘ting.', 'Перейдите в кассу.') },
        ]
      : [],
    article: page.article
      ? { id: 1, headline: title, description, image: media(page.image ?? UPLOADS.ogDefault), datePublished: '2025-01-15', dateModified: '2025-01-15' }
      : null,
    text: `<p>${description}</p>`,
    replacements: json({ '{site}': 'Omad' }),
  };
}

const singleTypes = {
  common: (t: Text) => ({
    languages: [
      { id: 1, code: 'uz', language: 'uz-UZ', name: 'O‘zbekcha', dir: 'ltr', icon: media(UPLOADS.flagUz), isDefault: true },
      { id: 2, code: 'ru', language: 'ru-RU', name: 'Русский', dir: 'ltr', icon: media(UPLOADS.flagRu), isDefault: false },
    ],
    logos: { id: 1, header: media(UPLOADS.logoHeader), headerMobile: media(UPLOADS.logoHeaderMobile), footer: media(UPLOADS.logoFooter) },
    twoFactor: { id: 1, isEnabled: true },
    // Off: withdrawals follow the platform's own threshold (5,000,000 UZS); tests turn it on (mocks/README.md).
    // isRequiredForPlay on: identification before real-money play (decision 033), as the platform's own rule.
    identityVerification: { id: 1, isEnabled: true, isRequiredForWithdrawal: false, isRequiredForPlay: true },
    responsibleGaming: { id: 1, isEnabled: true },
    betHistory: { id: 1, isEnabled: true, isExportEnabled: true },
    noticeBetting: { id: 1, isEnabled: true, text: t('Tikishlar 18 yoshdan katta o‘yinchilar uchun.', 'Ставки только для игроков старше 18 лет.') },
    clickableTitle: { id: 1, isEnabled: false },
    // The sandbox book's launch door (mocks/sportsbook/routes.ts): the sandbox configures it as an operator would.
    sportsbook: { id: 1, launchUrl: '/sandbox-sportsbook/launch', oddsFormat: 'decimal' },
    validation: {
      id: 1,
      strategy: 'eager',
      messages: json({
        required: t('Maydonni to‘ldiring', 'Заполните поле'),
        email: t('Email manzili noto‘g‘ri', 'Неверный адрес почты'),
        minLength: t('Kamida $$min$$ ta belgi', 'Минимум $$min$$ символов'),
        maxLength: t('Ko‘pi bilan $$max$$ ta belgi', 'Максимум $$max$$ символов'),
        phone: t('Telefon raqami noto‘g‘ri', 'Неверный номер телефона'),
      }),
    },
    imageMappings: json({
      banner: { image_735_240: 'desktop_image', image_360_520: 'mobile_image' },
      offer: { image_735_240: 'desktop_image', image_360_520: 'mobile_image' },
      tournament: { image_735_240: 'desktop_image', image_360_520: 'mobile_image', image_288_192: 'card_image' },
      jackpot: { image_735_240: 'desktop_image', image_360_520: 'mobile_image' },
    }),
    promoCodeErrors: json({
      NOT_FOUND: t('Promokod topilmadi', 'Промокод не найден'),
      EXPIRED: t('Promokod muddati tugagan', 'Срок действия промокода истёк'),
      ALREADY_USED: t('Promokod allaqachon ishlatilgan', 'Промокод уже использован'),
      NOT_ELIGIBLE: t('Bu promokod faqat hali depozit qilmagan o‘yinchilar uchun', 'Этот промокод только для игроков без депозита'),
      INVALID: t('Promokod noto‘g‘ri', 'Неверный промокод'),
    }),
    // Offer refusals (campaigns.takepromotions error_data.offer_id); keys left out fall back to the app's words.
    offerErrors: json({
      NOT_ELIGIBLE: t('Bu aksiya faqat hali depozit qilmagan yangi o‘yinchilar uchun', 'Эта акция только для новых игроков, ещё не делавших депозит'),
    }),
  }),

  'auth-config': () => ({
    isConfirmEmailPopup: true,
    isCharacterSelect: false,
    isPromoCodeShown: true,
    isPromoCodeShownByDefault: false,
    termsCheckbox: { id: 1, isActive: true, defaultValue: true },
    notifyCheckbox: { id: 2, isActive: true, defaultValue: false },
    markBetting: true,
    authTypes: json(['phone', 'email', 'telegram']),
  }),

  'games-config': () => ({
    pageSize: 15,
    pageSizeMobile: 12,
    pageSizeAll: 300,
    isDemoEnabled: true,
    providersOrder: json(['sandbox-slots', 'sandbox-live', 'sandbox-fast']),
  }),

  'cashier-config': (t: Text) => ({
    depositView: 'ContainerView',
    depositDetailPlace: 'header-cashier',
    paymentMethods: [
      {
        id: 1,
        sysname: 'uzcard',
        icons: mediaList([UPLOADS.iconCard]),
        descriptions: [{ id: 1, title: 'Uzcard', text: t('Bir zumda, komissiyasiz', 'Мгновенно, без комиссии') }],
      },
      {
        id: 2,
        sysname: 'humo',
        icons: mediaList([UPLOADS.iconHostile]),
        descriptions: [{ id: 2, title: 'Humo', text: t('Bir zumda, komissiyasiz', 'Мгновенно, без комиссии') }],
      },
      {
        id: 3,
        sysname: 'click',
        icons: mediaList([UPLOADS.payClick, UPLOADS.payPayme]),
        descriptions: [
          { id: 3, title: 'Click', text: t('Ilova orqali to‘lov', 'Оплата через приложение') },
          { id: 4, title: null, text: t('5 daqiqagacha', 'До 5 минут') },
        ],
      },
      // The rest of the sandbox cashier's methods (decision 009; mocks/fixtures/payment-methods.ts).
      {
        id: 4,
        sysname: 'visa_mastercard',
        icons: mediaList([UPLOADS.iconWallet]),
        descriptions: [{ id: 5, title: 'Visa / Mastercard', text: t('Xalqaro kartalar', 'Международные карты') }],
      },
      { id: 5, sysname: 'payme', icons: mediaList([UPLOADS.payPayme]), descriptions: [{ id: 6, title: 'Payme', text: t('Payme sahifasida to‘lov', 'Оплата на странице Payme') }] },
      { id: 6, sysname: 'uzum', icons: mediaList([UPLOADS.payUzum]), descriptions: [{ id: 7, title: 'Uzum', text: t('Uzum sahifasida to‘lov', 'Оплата на странице Uzum') }] },
      { id: 7, sysname: 'oson', icons: mediaList([UPLOADS.payOson]), descriptions: [{ id: 8, title: 'Oson', text: t('Yangi oynada ochiladi', 'Откроется в новом окне') }] },
      {
        id: 8,
        sysname: 'click_app',
        icons: mediaList([UPLOADS.payClick]),
        descriptions: [{ id: 9, title: t('Click ilovasi', 'Приложение Click'), text: t('Telefondagi Click ilovasida tasdiqlang', 'Подтвердите в приложении Click на телефоне') }],
      },
      { id: 9, sysname: 'paynet', icons: mediaList([UPLOADS.payPaynet]), descriptions: [{ id: 10, title: 'Paynet', text: t('Hisob Paynet ilovasiga yuboriladi', 'Счёт придёт в приложение Paynet') }] },
    ],
    amountPresets: [
      { id: 1, currency: 'UZS', values: [50000, 100000, 200000, 500000].map((value, index) => ({ id: index + 1, value })) },
      { id: 2, currency: 'USD', values: [5, 10, 20, 50].map((value, index) => ({ id: index + 5, value })) },
    ],
  }),

  'search-config': () => ({ isEnabled: true, types: json(['all', 'casino', 'slot', 'live', 'fast']), minQueryLength: 3 }),

  'settings-seo': (t: Text) => ({
    defaultSeo: seo(t, {
      title: ['Omad — onlayn kazino va sport tikishlari', 'Omad — онлайн-казино и ставки на спорт'],
      description: ['Slotlar, jonli o‘yinlar va sport tikishlari bir joyda.', 'Слоты, live-игры и ставки на спорт в одном месте.'],
      url: '/',
      faq: true,
    }),
    titleTemplate: '%s | Omad',
    disallowPatterns: json(['/profile*', '/cashier*', '/forms/*', '/confirmation*']),
  }),

  'prazer-config': () => ({
    fullScreenVisibility: 'telegram',
    isEnableLoyalty: true,
    isEnableCharacters: true,
    charactersPlace: 'profile-loyalty-pages',
    // The operator configured the SPEC §9 defaults (one home: src/api/balance-defaults.ts).
    balanceUpdate: { id: 1, ...DEFAULT_BALANCE_SETTINGS },
  }),

  'meta-data-tool': () => ({
    customCode: [
      // Harmless and visible to a test: each leaves a data- attribute where it ran (e2e/seo.spec.ts).
      {
        id: 1,
        name: 'sandbox-verification',
        isEnabled: true,
        position: 'head',
        code: '<meta name="sandbox-site-verification" content="kazino-sandbox"><script>document.documentElement.setAttribute("data-sandbox-head", "ran")</script>',
      },
      {
        id: 2,
        name: 'sandbox-body-start',
        isEnabled: true,
        position: 'bodyStart',
        code: '<script>document.documentElement.setAttribute("data-sandbox-body-start", document.body && !document.getElementById("root") ? "before-app" : "late")</script>',
      },
      {
        id: 3,
        name: 'sandbox-marker',
        isEnabled: true,
        position: 'bodyEnd',
        code: '<div hidden data-sandbox-custom-code="body-end"></div><script>document.documentElement.setAttribute("data-sandbox-body-end", document.getElementById("root") ? "after-app" : "early")</script>',
      },
      { id: 4, name: 'switched-off-widget', isEnabled: false, position: 'bodyStart', code: '<div hidden data-sandbox-custom-code="off"></div>' },
    ],
  }),

  loyalty: (t: Text) => ({
    notices: [
      {
        id: 1,
        title: t('Ballar to‘plang', 'Копите баллы'),
        text: t('Har bir tikish uchun ball oling va do‘konda almashtiring.', 'Получайте баллы за каждую ставку и обменивайте их в магазине.'),
        image: media(UPLOADS.loyaltyNotice),
      },
      { id: 2, title: t('Darajangizni oshiring', 'Повышайте уровень'), text: t('Yuqori daraja — katta keshbek.', 'Выше уровень — больше кешбэк.'), image: media(null) },
    ],
    notification: { id: 1, durationMs: 5000, volume: 0.5, delayMs: 300, sound: media(UPLOADS.loyaltyCoin) },
    pointsAlias: t('ball', 'баллы'),
    rules: media(UPLOADS.rulesPdf),
  }),

  'forms-config': () => ({
    views: [
      {
        id: 1,
        view: 'sign_up',
        fields: [
          // The phone's mask follows the chosen country (the platform's list), so the CMS sets none here.
          { id: 1, name: 'phone', type: 'phone', isRequired: true, mask: null, regex: null },
          { id: 2, name: 'password', type: 'password', isRequired: true, mask: null, regex: null },
          { id: 3, name: 'promo_code', type: 'promo', isRequired: false, mask: null, regex: null },
        ],
      },
      {
        id: 2,
        view: 'sign_in',
        fields: [
          { id: 4, name: 'login', type: 'login', isRequired: true, mask: null, regex: null },
          { id: 5, name: 'password', type: 'password', isRequired: true, mask: null, regex: null },
        ],
      },
      {
        id: 3,
        view: 'profile',
        fields: [
          // Whether a profile field is required is the platform's to say (account.getPersonalDataFields); these set
          // the rest (decision 027, values in mocks/README.md).
          { id: 9, name: 'postcode', type: 'postcode', isRequired: false, mask: null, regex: '^\\d{6}$' },
          { id: 11, name: 'home_town', type: 'noDigitsOrSymbols', isRequired: null, mask: null, regex: null },
          { id: 12, name: 'cpf', type: 'cpf', isRequired: true, mask: '###.###.###-##', regex: null },
        ],
      },
      {
        id: 4,
        view: 'withdraw',
        fields: [{ id: 10, name: 'card_holder', type: 'cardHolder', isRequired: true, mask: null, regex: null }],
      },
    ],
  }),

  'web-settings': () => ({ favicon: media(UPLOADS.favicon), appleTouchIcon: media(UPLOADS.appleTouchIcon), themeColor: '#0f1115' }),

  banners: (t: Text) => ({
    authBanner: {
      id: 1,
      isExist: true,
      label: t('Xush kelibsiz bonusi', 'Приветственный бонус'),
      value: t('100% 1 000 000 so‘mgacha', '100% до 1 000 000 сум'),
      addition: t('+ 50 ta bepul aylantirish', '+ 50 фриспинов'),
      image_360_520: media(UPLOADS.authBannerMobile),
      image_735_240: media(UPLOADS.authBannerDesktop),
    },
    menuBanner: {
      id: 1,
      isExist: true,
      title: t('Haftalik turnir', 'Еженедельный турнир'),
      subtitle: t('Sovrin jamg‘armasi 10 000 000 so‘m', 'Призовой фонд 10 000 000 сум'),
      buttonTitle: t('Qatnashish', 'Участвовать'),
      buttonSlug: '/tournaments',
      image: media(UPLOADS.menuBanner),
      publicTitle: t('Ro‘yxatdan o‘ting', 'Зарегистрируйтесь'),
      publicSubtitle: t('va bonus oling', 'и получите бонус'),
      publicButtonTitle: t('Ro‘yxatdan o‘tish', 'Регистрация'),
      publicImage: media(UPLOADS.menuBannerPublic),
    },
  }),
} satisfies Record<string, (t: Text) => Record<string, unknown>>;

/**
 * Hostile CMS HTML (test mode only): every payload sets `window.__omadPwned` if it ever runs. Paths and
 * shapes from the OWASP XSS filter evasion cheat sheet and known DOMPurify bypass attempts.
 */
export const HOSTILE_HTML = [
  '<p id="hostile-visible">Visible text survives.</p>',
  '<script>window.__omadPwned = "script"</script>',
  '<img src="/nope.png" onerror="window.__omadPwned = \'img-onerror\'">',
  '<svg><script>window.__omadPwned = "svg-script"</script></svg>',
  '<svg onload="window.__omadPwned = \'svg-onload\'"></svg>',
  '<a id="hostile-link" href="javascript:window.__omadPwned=\'link\'">tap me</a>',
  '<a id="hostile-link-2" href=" &#14;javascript:window.__omadPwned=\'link2\'">tap me too</a>',
  '<iframe src="javascript:parent.__omadPwned=\'iframe\'"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__omadPwned=\'mxss\'">',
  '<noscript><p title="</noscript><img src=x onerror=window.__omadPwned=\'noscript\'>">',
  '<form action="javascript:window.__omadPwned=\'form\'"><button id="hostile-button">go</button></form>',
  '<div style="background:url(javascript:window.__omadPwned=\'style\')">styled</div>',
  '<details open ontoggle="window.__omadPwned=\'details\'"><summary>more</summary></details>',
  '<object data="data:text/html,<script>parent.__omadPwned=\'object\'</script>"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__omadPwned=\'meta\'">',
].join('');

type Pair = [string, string];

/** The content pages of the catch-all /{slug} route (SPEC §2): text in uz and ru, FAQ blocks where a page has them. */
export const CONTENT_PAGES: readonly { slug: string; title: Pair; body: Pair; description: Pair; faq?: { question: Pair; answer: Pair }[] }[] = [
  {
    slug: 'about',
    title: ['Biz haqimizda', 'О нас'],
    description: ['Omad haqida: onlayn kazino va sport tikishlari.', 'Об Omad: онлайн-казино и ставки на спорт.'],
    body: [
      '<h2>Omad</h2><p>Omad — onlayn kazino va sport tikishlari. <a href="/promotions">Aksiyalar</a> va <b>bonuslar</b> har hafta.</p><ul><li>Tez to‘lovlar</li><li>24/7 yordam</li></ul><p><a href="https://t.me/kazino_sandbox">Telegram kanalimiz</a></p>',
      '<h2>Omad</h2><p>Omad — онлайн-казино и ставки на спорт. <a href="/promotions">Акции</a> и <b>бонусы</b> каждую неделю.</p><ul><li>Быстрые выплаты</li><li>Поддержка 24/7</li></ul><p><a href="https://t.me/kazino_sandbox">Наш Telegram-канал</a></p>',
    ],
  },
  {
    slug: 'rules',
    title: ['Qoidalar', 'Правила'],
    description: ['Saytdan foydalanishning umumiy qoidalari.', 'Общие правила пользования сайтом.'],
    body: ['<h2>Umumiy qoidalar</h2><p>18 yoshdan katta o‘yinchilar uchun.</p>', '<h2>Общие правила</h2><p>Для игроков старше 18 лет.</p>'],
  },
  {
    slug: 'terms',
    title: ['Foydalanish shartlari', 'Условия использования'],
    description: ['Omad saytidan foydalanish shartlari.', 'Условия использования сайта Omad.'],
    body: [
      '<h2>1. Umumiy qoidalar</h2><p>Saytdan faqat 18 yoshdan katta shaxslar foydalanishi mumkin.</p><h2>2. Hisob</h2><p>Har bir o‘yinchi bitta hisob ochishi mumkin. <a href="/privacy">Maxfiylik siyosati</a>ni o‘qing.</p>',
      '<h2>1. Общие положения</h2><p>Сайтом могут пользоваться только лица старше 18 лет.</p><h2>2. Счёт</h2><p>Каждый игрок может открыть один счёт. Прочитайте <a href="/privacy">политику конфиденциальности</a>.</p>',
    ],
  },
  {
    slug: 'privacy',
    title: ['Maxfiylik siyosati', 'Политика конфиденциальности'],
    description: ['Shaxsiy ma’lumotlaringizni qanday saqlaymiz.', 'Как мы храним ваши персональные данные.'],
    body: [
      '<h2>Ma’lumotlar</h2><p>Biz faqat hisob va to‘lovlar uchun kerakli ma’lumotlarni saqlaymiz va ularni uchinchi shaxslarga sotmaymiz.</p>',
      '<h2>Данные</h2><p>Мы храним только данные, нужные для счёта и платежей, и не продаём их третьим лицам.</p>',
    ],
  },
  {
    slug: 'responsible-gaming',
    title: ['Mas’uliyatli o‘yin', 'Ответственная игра'],
    description: ['O‘yinni nazorat ostida saqlash vositalari.', 'Инструменты, чтобы игра оставалась под контролем.'],
    body: [
      '<h2>O‘yin — bu ko‘ngilochar</h2><p>Limitlar qo‘ying, tanaffus qiling. Sozlamalar <a href="/profile/responsible-game">profilingizda</a>.</p>',
      '<h2>Игра — это развлечение</h2><p>Ставьте лимиты и делайте перерывы. Настройки — в <a href="/profile/responsible-game">профиле</a>.</p>',
    ],
  },
  {
    slug: 'faq',
    title: ['Ko‘p so‘raladigan savollar', 'Частые вопросы'],
    description: ['Ro‘yxatdan o‘tish, to‘lovlar va bonuslar haqida javoblar.', 'Ответы о регистрации, платежах и бонусах.'],
    body: ['<p>Savolingizga javob topmadingizmi? <a href="/support">Yordam</a> bo‘limiga yozing.</p>', '<p>Не нашли ответ? Напишите в <a href="/support">поддержку</a>.</p>'],
    faq: [
      { question: ['Qanday ro‘yxatdan o‘taman?', 'Как зарегистрироваться?'], answer: ['Telefon raqamingizni kiriting va SMS kodni tasdiqlang.', 'Введите номер телефона и подтвердите код из SMS.'] },
      { question: ['Pulni qanday yechaman?', 'Как вывести деньги?'], answer: ['Kassa bo‘limida «Yechish»ni tanlang.', 'В кассе выберите «Вывод».'] },
      { question: ['Bonus qachon beriladi?', 'Когда начисляется бонус?'], answer: ['Birinchi depozitdan keyin darhol.', 'Сразу после первого депозита.'] },
    ],
  },
];

/** SEO entries: every public route of SPEC §2 (ids replaced by `{name}` where a route has one), and each content page. */
const SEO_PAGES: readonly SeoPage[] = [
  { url: '/', title: ['Onlayn kazino va sport tikishlari', 'Онлайн-казино и ставки на спорт'], description: ['Onlayn kazino va sport tikishlari.', 'Онлайн-казино и ставки на спорт.'], faq: true },
  { url: '/betting', title: ['Sport tikishlari', 'Ставки на спорт'], description: ['Futbol, tennis va boshqa sport turlariga tikishlar.', 'Ставки на футбол, теннис и другие виды спорта.'] },
  { url: '/gamehall', title: ['O‘yinlar zali', 'Игровой зал'], description: ['Yuzlab slotlar va jonli o‘yinlar.', 'Сотни слотов и live-игр.'] },
  { url: '/game/{name}', title: ['{name} — o‘ynash', '{name} — играть'], description: ['{name} o‘yinini onlayn o‘ynang.', 'Играйте в {name} онлайн.'], product: true, image: UPLOADS.ogGame },
  { url: '/jackpots', title: ['Jekpotlar', 'Джекпоты'], description: ['Jekpotlar va ularning g‘oliblari.', 'Джекпоты и их победители.'] },
  { url: '/jackpots/{name}', title: ['Jekpot {name}', 'Джекпот {name}'], description: ['Jekpot {name} haqida.', 'О джекпоте {name}.'] },
  { url: '/loyalty', title: ['Sodiqlik dasturi', 'Программа лояльности'], description: ['Ballar to‘plang va sovg‘alar oling.', 'Копите баллы и получайте подарки.'] },
  { url: '/offers', title: ['Takliflar', 'Предложения'], description: ['Siz uchun maxsus takliflar.', 'Специальные предложения для вас.'] },
  { url: '/offers/{name}', title: ['Taklif {name}', 'Предложение {name}'], description: ['Taklif shartlari.', 'Условия предложения.'] },
  { url: '/promotions', title: ['Aksiyalar', 'Акции'], description: ['Bonuslar va aksiyalar.', 'Бонусы и акции.'] },
  { url: '/promotions/{name}', title: ['Aksiya {name}', 'Акция {name}'], description: ['Aksiya shartlari va sovrinlari.', 'Условия и призы акции.'], article: true },
  { url: '/providers', title: ['Provayderlar', 'Провайдеры'], description: ['O‘yin provayderlari.', 'Провайдеры игр.'] },
  { url: '/support', title: ['Yordam', 'Поддержка'], description: ['Savollaringizga 24/7 javob beramiz.', 'Ответим на ваши вопросы 24/7.'] },
  { url: '/tournaments', title: ['Turnirlar', 'Турниры'], description: ['Turnirlarda qatnashing va yuting.', 'Участвуйте в турнирах и выигрывайте.'] },
  { url: '/tournaments/{name}', title: ['Turnir {name}', 'Турнир {name}'], description: ['Turnir shartlari va reytingi.', 'Условия и таблица турнира.'] },
  { url: '/winners', title: ['G‘oliblar', 'Победители'], description: ['So‘nggi yutuqlar.', 'Последние выигрыши.'] },
  ...CONTENT_PAGES.map((page) => ({ url: `/${page.slug}`, title: page.title, description: page.description })),
];

const collectionTypes = {
  // One entry per public route of SPEC §2 (and per content page), the pages with ids by their SEO url pattern.
  seos: (t: Text): Entry[] => SEO_PAGES.map((page, index) => ({ id: index + 1, attributes: { url: page.url, seo: seo(t, page) } })),

  'domain-seo': (t: Text): Entry[] =>
    ['localhost', '127.0.0.1', 'kazino.sandbox.test'].map((host, index) => ({
      id: index + 1,
      attributes: {
        host,
        robots: host === 'kazino.sandbox.test' ? 'index, follow' : 'noindex, nofollow',
        seo: seo(t, { title: ['Omad', 'Omad'], description: ['Onlayn kazino.', 'Онлайн-казино.'], url: '/' }),
      },
    })),

  // Content pages of the catch-all /{slug} route. The hostile page exists only in test mode (SANDBOX_TEST=1): it is
  // what a phished CMS editor could publish, and e2e/security.spec.ts proves none of it runs.
  pages: (t: Text): Entry[] =>
    [
      ...CONTENT_PAGES.map((page) => ({ slug: page.slug, title: t(...page.title), body: t(...page.body), faq: (page.faq ?? []).map((item, index) => ({ id: index + 1, question: t(...item.question), answer: t(...item.answer) })) })),
      ...(process.env.SANDBOX_TEST === '1' ? [{ slug: 'sandbox-hostile', title: t('Xavfli sahifa', 'Опасная страница'), body: HOSTILE_HTML, faq: [] }] : []),
    ].map((page, index) => ({ id: index + 1, attributes: page })),

  redirects: (): Entry[] => [
    { id: 1, attributes: { from_url: '/promo/*', to_url: '/promotions', external: false } },
    { id: 2, attributes: { from_url: '/casino', to_url: '/gamehall', external: false } },
    { id: 3, attributes: { from_url: '/casino/*', to_url: '/gamehall', external: false } },
    { id: 4, attributes: { from_url: '/channel', to_url: 'https://t.me/kazino_sandbox', external: true } },
  ],
} satisfies Record<string, (t: Text) => Entry[]>;

export type SingleTypeName = keyof typeof singleTypes;
export type CollectionTypeName = keyof typeof collectionTypes;

export const SINGLE_TYPES = Object.keys(singleTypes) as SingleTypeName[];
export const COLLECTION_TYPES = Object.keys(collectionTypes) as CollectionTypeName[];

export function isSingleType(name: string): name is SingleTypeName {
  return Object.hasOwn(singleTypes, name);
}

export function isCollectionType(name: string): name is CollectionTypeName {
  return Object.hasOwn(collectionTypes, name);
}

export function singleTypeFields(name: SingleTypeName, locale: CmsLocale): Record<string, unknown> {
  return singleTypes[name](textFor(locale));
}

export function collectionEntries(name: CollectionTypeName, locale: CmsLocale): Entry[] {
  return collectionTypes[name](textFor(locale));
}
