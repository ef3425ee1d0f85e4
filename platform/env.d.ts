/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** The build id vite.config.ts writes into the bundle and into builds/latest.json (new-build detection). */
  readonly VITE_BUILD_ID?: string;
  /** `npm run dev` only: where the development Telegram mock gets signed init data (mocks/dev.ts sets it). */
  readonly VITE_TELEGRAM_DEV_INIT_DATA_URL?: string;
}
