/**
 * The sandbox sportsbook's names (decision 017): six sports in uz and ru, each with leagues whose teams are Uzbek,
 * Russian and international. A team's `rating` (0..1) is its strength in mocks/sportsbook/feed.ts's model.
 * Like a real provider's catalogue it holds competitions the Uzbek market rule leaves out (domestic Uzbek ones and youth
 * ones, docs/decisions/034-who-may-not-play.md): the feed applies the rule (feed.ts `offers`), not this list.
 */
export type SbLang = 'uz' | 'ru';
export type Named = Readonly<Record<SbLang, string>>;

export const SPORT_KEYS = ['football', 'tennis', 'basketball', 'ice_hockey', 'volleyball', 'esports'] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

export interface League {
  readonly key: string;
  readonly name: Named;
  readonly teams: readonly { readonly name: Named; readonly rating: number }[];
  /** ISO country code when the whole competition is held in one country; absent for an international one. */
  readonly heldIn?: string;
  /** A youth competition (U17, U19, U20, U21, U23, youth leagues). */
  readonly youth?: boolean;
}

export interface Sport {
  readonly key: SportKey;
  readonly name: Named;
  readonly leagues: readonly League[];
}

const team = (uz: string, ru: string, rating: number) => ({ name: { uz, ru }, rating });

export const SPORTS: Readonly<Record<SportKey, Sport>> = {
  football: {
    key: 'football',
    name: { uz: 'Futbol', ru: 'Футбол' },
    leagues: [
      {
        key: 'uz-superliga',
        name: { uz: "O'zbekiston. Superliga", ru: 'Узбекистан. Суперлига' },
        heldIn: 'UZ',
        teams: [team('Paxtakor', 'Пахтакор', 0.72), team('Nasaf', 'Насаф', 0.66), team('Navbahor', 'Навбахор', 0.6), team('Bunyodkor', 'Бунёдкор', 0.55), team('AGMK', 'АГМК', 0.58), team("So'g'diyona", 'Согдиана', 0.45)],
      },
      {
        key: 'ru-rpl',
        name: { uz: 'Rossiya. Premer-liga', ru: 'Россия. Премьер-лига' },
        teams: [team('Zenit', 'Зенит', 0.8), team('Spartak', 'Спартак', 0.7), team('CSKA', 'ЦСКА', 0.68), team('Krasnodar', 'Краснодар', 0.72), team('Lokomotiv', 'Локомотив', 0.64), team('Dinamo', 'Динамо', 0.62)],
      },
      {
        key: 'ucl',
        name: { uz: 'UEFA Chempionlar ligasi', ru: 'Лига чемпионов УЕФА' },
        teams: [team('Real Madrid', 'Реал Мадрид', 0.92), team('Barselona', 'Барселона', 0.88), team('Manchester Siti', 'Манчестер Сити', 0.9), team('Bavariya', 'Бавария', 0.89), team('Inter', 'Интер', 0.84), team('PSJ', 'ПСЖ', 0.86)],
      },
      {
        key: 'uefa-youth',
        name: { uz: 'UEFA Yoshlar ligasi (U19)', ru: 'Юношеская лига УЕФА (U19)' },
        youth: true,
        teams: [team('Real Madrid U19', 'Реал Мадрид U19', 0.8), team('Barselona U19', 'Барселона U19', 0.78), team('Benfika U19', 'Бенфика U19', 0.74), team('Ayaks U19', 'Аякс U19', 0.72)],
      },
    ],
  },
  tennis: {
    key: 'tennis',
    name: { uz: 'Tennis', ru: 'Теннис' },
    leagues: [
      {
        key: 'atp',
        name: { uz: 'ATP. Erkaklar', ru: 'ATP. Мужчины' },
        teams: [team('K. Alkaras', 'К. Алькарас', 0.93), team('Y. Sinner', 'Я. Синнер', 0.94), team('N. Jokovich', 'Н. Джокович', 0.9), team('D. Medvedev', 'Д. Медведев', 0.82), team('A. Rublyov', 'А. Рублёв', 0.78), team('A. Zverev', 'А. Зверев', 0.84)],
      },
      {
        key: 'tashkent-open',
        name: { uz: 'Toshkent Open', ru: 'Ташкент Open' },
        heldIn: 'UZ',
        teams: [team('D. Istomin', 'Д. Истомин', 0.6), team('S. Fomin', 'С. Фомин', 0.55), team('K. Xachanov', 'К. Хачанов', 0.8), team('K. Rud', 'К. Рууд', 0.79), team('R. Sabirov', 'Р. Сабиров', 0.5), team('A. Karatsev', 'А. Карацев', 0.62)],
      },
    ],
  },
  basketball: {
    key: 'basketball',
    name: { uz: 'Basketbol', ru: 'Баскетбол' },
    leagues: [
      {
        key: 'vtb',
        name: { uz: 'VTB Birlashgan ligasi', ru: 'Единая лига ВТБ' },
        teams: [team('CSKA', 'ЦСКА', 0.85), team('Zenit', 'Зенит', 0.8), team('UNIKS', 'УНИКС', 0.76), team('Lokomotiv-Kuban', 'Локомотив-Кубань', 0.7), team('Toshkent', 'Ташкент', 0.5)],
      },
      {
        key: 'euroleague',
        name: { uz: 'Yevroliga', ru: 'Евролига' },
        teams: [team('Real Madrid', 'Реал Мадрид', 0.88), team('Fenerbaxche', 'Фенербахче', 0.86), team('Olimpiakos', 'Олимпиакос', 0.84), team('Panatinaikos', 'Панатинаикос', 0.85), team('Monako', 'Монако', 0.8)],
      },
    ],
  },
  ice_hockey: {
    key: 'ice_hockey',
    name: { uz: 'Xokkey', ru: 'Хоккей' },
    leagues: [
      {
        key: 'khl',
        name: { uz: 'KXL', ru: 'КХЛ' },
        teams: [team('SKA', 'СКА', 0.8), team('CSKA', 'ЦСКА', 0.78), team('Ak Bars', 'Ак Барс', 0.76), team('Metallurg Mg', 'Металлург Мг', 0.77), team('Avangard', 'Авангард', 0.74), team('Humo Toshkent', 'Хумо Ташкент', 0.5)],
      },
      {
        key: 'nhl',
        name: { uz: 'NXL', ru: 'НХЛ' },
        teams: [team('Toronto', 'Торонто', 0.82), team('Boston', 'Бостон', 0.8), team('Edmonton', 'Эдмонтон', 0.84), team('Florida', 'Флорида', 0.83), team('Vashington', 'Вашингтон', 0.78)],
      },
      {
        key: 'wjc-u20',
        name: { uz: 'Yoshlar jahon chempionati (U20)', ru: 'Молодёжный чемпионат мира (U20)' },
        youth: true,
        teams: [team('Kanada U20', 'Канада U20', 0.85), team('AQSH U20', 'США U20', 0.83), team('Shvetsiya U20', 'Швеция U20', 0.8), team('Finlyandiya U20', 'Финляндия U20', 0.76), team('Chexiya U20', 'Чехия U20', 0.74)],
      },
    ],
  },
  volleyball: {
    key: 'volleyball',
    name: { uz: 'Voleybol', ru: 'Волейбол' },
    leagues: [
      {
        key: 'ru-superliga',
        name: { uz: 'Rossiya. Superliga', ru: 'Россия. Суперлига' },
        teams: [team('Zenit-Qozon', 'Зенит-Казань', 0.85), team('Dinamo Moskva', 'Динамо Москва', 0.8), team('Lokomotiv Novosibirsk', 'Локомотив Новосибирск', 0.75), team('Belogorye', 'Белогорье', 0.68)],
      },
      {
        key: 'nations',
        name: { uz: 'Millatlar ligasi', ru: 'Лига наций' },
        teams: [team("O'zbekiston", 'Узбекистан', 0.45), team('Italiya', 'Италия', 0.9), team('Polsha', 'Польша', 0.9), team('Braziliya', 'Бразилия', 0.85), team('Yaponiya', 'Япония', 0.8)],
      },
    ],
  },
  esports: {
    key: 'esports',
    name: { uz: 'Kibersport', ru: 'Киберспорт' },
    leagues: [
      {
        key: 'cs2',
        name: { uz: 'Counter-Strike 2. IEM', ru: 'Counter-Strike 2. IEM' },
        teams: [team('Natus Vincere', 'Natus Vincere', 0.86), team('Team Spirit', 'Team Spirit', 0.88), team('Virtus.pro', 'Virtus.pro', 0.8), team('FaZe Clan', 'FaZe Clan', 0.84), team('Vitality', 'Vitality', 0.9), team('G2', 'G2', 0.83)],
      },
      {
        key: 'dota2',
        name: { uz: 'Dota 2. Riyadh Masters', ru: 'Dota 2. Riyadh Masters' },
        teams: [team('Team Liquid', 'Team Liquid', 0.86), team('Tundra', 'Tundra', 0.84), team('BetBoom Team', 'BetBoom Team', 0.82), team('Gaimin Gladiators', 'Gaimin Gladiators', 0.85), team('Xtreme Gaming', 'Xtreme Gaming', 0.83)],
      },
    ],
  },
};
