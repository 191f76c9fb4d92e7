import { z } from 'zod'

/**
 * Zod without its compiled fast path, in the browser. Our Content-Security-Policy allows no
 * JavaScript eval (server/http/security-headers.ts), so zod's fast path never ran here anyway;
 * but the first object schema probed for it with `new Function('')`, and the browser reported a
 * CSP violation on every page (Lighthouse's best practices: "Issues logged: Content security
 * policy"). Imported first by the entry, before any module builds a schema; the server keeps the
 * fast path (no CSP there).
 */
z.config({ jitless: true })
