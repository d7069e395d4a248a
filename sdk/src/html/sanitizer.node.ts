import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from './sanitizer-core.ts';

// On the server DOMPurify works on a jsdom window: the same library and rules as in the browser.
export const sanitizeHtml = createHtmlSanitizer(createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis));
