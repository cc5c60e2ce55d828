/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Portico server whose /auth/v1 routes the frame calls (default http://127.0.0.1:8787). */
  readonly VITE_PORTICO_AUTH_API_URL?: string
}
