/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Convive API base URL, including /api. */
  readonly VITE_API_BASE?: string;
}
