import DOMPurify from 'dompurify';
import { createHtmlSanitizer } from './sanitizer-core.ts';

export const sanitizeHtml = createHtmlSanitizer(DOMPurify);
