/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** The build id vite.config.ts writes into the bundle and into builds/latest.json (new-build detection). */
  readonly VITE_BUILD_ID?: string;
}
