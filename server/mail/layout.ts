/**
 * The one look of every PetChat mail: the app's light theme (warm paper, ink text, orange
 * accent, src/styles/theme.css.ts) and its logo, the orange bubble with a paw, drawn in HTML so it
 * shows in clients that block remote images and SVG. Plain text and HTML carry the same words;
 * everything a user typed is escaped.
 */

/** Colours of the light theme, as mail clients need them: literal values in inline styles. */
const COLOURS = {
  paper: '#FFF8F1',
  card: '#FFFFFF',
  ink: '#2A1E17',
  muted: '#6B5A4F',
  border: '#EAD9CA',
  brandOrange: '#FF8A4C',
  brandCream: '#FFF4E8',
  // The accent's pressed shade: white text on it passes 4.5:1.
  button: '#BF4712',
} as const;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface MailParts {
  subject: string;
  greeting: string;
  lines: string[];
  /** A code or a link, shown prominently. */
  highlight?: { kind: 'code'; value: string } | { kind: 'link'; value: string; label: string };
  after?: string[];
  signature: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A round dot of the paw, as an inline-block (no image, no font glyph: an emoji showed as a box). */
const dot = (width: number, height: number, margin: string) =>
  `<span style="display:inline-block;width:${width}px;height:${height}px;margin:${margin};border-radius:50%;background:${COLOURS.brandCream};vertical-align:top"></span>`;

/**
 * The bubble with a paw: four toes over a pad, drawn with rounded boxes, so it shows where remote
 * images, SVG and emoji fonts are missing (the dev mail page on a server showed a box).
 */
const PAW = `<div style="padding-top:8px;line-height:0;font-size:0;text-align:center">${dot(5, 6, '3px 1px 0')}${dot(5, 7, '0 1px')}${dot(5, 7, '0 1px')}${dot(5, 6, '3px 1px 0')}<br>${dot(15, 11, '2px 0 0')}</div>`;

const LOGO = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 22px"><tr>
<td style="width:40px;height:40px;border-radius:12px;background:${COLOURS.brandOrange};vertical-align:top" aria-hidden="true">${PAW}</td>
<td style="padding-left:10px;font-size:22px;font-weight:bold;color:${COLOURS.ink}">PetChat</td>
</tr></table>`;

export function renderMail(parts: MailParts): RenderedMail {
  const { highlight } = parts;
  const after = parts.after ?? [];
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    ...(highlight ? ['', highlight.kind === 'code' ? `    ${highlight.value}` : highlight.value] : []),
    ...(after.length > 0 ? ['', ...after] : []),
    '',
    parts.signature,
  ].join('\n');
  const paragraph = (s: string) => `<p style="margin:0 0 14px">${escapeHtml(s)}</p>`;
  const highlightHtml = !highlight
    ? ''
    : highlight.kind === 'code'
      ? `<p style="margin:20px 0;padding:14px 0;border-radius:12px;background:${COLOURS.paper};text-align:center;font-size:30px;letter-spacing:8px;font-weight:bold;font-family:Menlo,Consolas,monospace;color:${COLOURS.ink}">${escapeHtml(highlight.value)}</p>`
      : `<p style="margin:20px 0"><a href="${escapeHtml(highlight.value)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:${COLOURS.button};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(highlight.label)}</a></p>` +
        `<p style="margin:0 0 14px;font-size:13px;color:${COLOURS.muted};word-break:break-all">${escapeHtml(highlight.value)}</p>`;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:${COLOURS.paper};font-family:Nunito,'Segoe UI',Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${COLOURS.ink}">
<div style="max-width:520px;margin:0 auto;padding:28px;border-radius:20px;border:1px solid ${COLOURS.border};background:${COLOURS.card}">
${LOGO}
${paragraph(parts.greeting)}
${parts.lines.map(paragraph).join('\n')}
${highlightHtml}
${after.map(paragraph).join('\n')}
<p style="margin:18px 0 0;color:${COLOURS.muted}">${escapeHtml(parts.signature)}</p>
</div></body></html>
`;
  return { subject: parts.subject, text, html };
}
