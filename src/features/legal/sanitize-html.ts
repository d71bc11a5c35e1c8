import DOMPurify from 'dompurify';

/**
 * What a legal document may contain. Translations are data, not code: anything else a catalog
 * carries (scripts, styles, images, frames, event handlers) is dropped before rendering.
 */
const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br'];
const ALLOWED_ATTR = ['href'];

/** Sanitises a translated legal document for `dangerouslySetInnerHTML`. */
export function sanitizeLegalHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
