import type { OutboxEntry } from '../../ports/mail';

/** GET /dev/mail: the dev outbox as a page a newcomer can read (no scripts, nothing fetched). */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A mail's own HTML goes into `srcdoc` of an iframe sandboxed without `allow-scripts` or
 * `allow-same-origin`: whatever a mail holds (user-typed names included) cannot run script or
 * reach this origin's storage. Its links open in a new tab (`<base target>` + `allow-popups`
 * escaping the sandbox), so a reset link works as it would in a mail client.
 */
function frameOf(html: string): string {
  const base = '<base target="_blank">';
  const doc = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
  return `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" title="Mail body" srcdoc="${escapeHtml(doc)}"></iframe>`;
}

function mailOf(mail: OutboxEntry): string {
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <b>${escapeHtml(mail.to)}</b> · <time datetime="${escapeHtml(mail.sent_at)}">${escapeHtml(mail.sent_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
${frameOf(mail.html)}
<details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}

export function renderMailPage(mails: OutboxEntry[], filter: { to?: string }): string {
  const heading = filter.to ? `Mail to ${escapeHtml(filter.to)}` : 'Mail';
  const body = mails.length
    ? mails.map(mailOf).join('\n')
    : '<p class="empty">No mail yet. Sign up or ask for a password reset and reload this page.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PetChat dev outbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:0 auto;padding:1rem;color:#1d1b20;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e8e1ea;background:#151218}pre{background:#241f29!important}}
article{border-bottom:1px solid #8884;padding:1rem 0}h2{margin:0;font-size:1.15rem}.meta{margin:.2rem 0 .6rem;color:#6b6470}
iframe{display:block;width:100%;height:26rem;border:1px solid #8886;border-radius:.5rem;background:#fff;resize:vertical}
pre{background:#f4eff6;padding:.6rem;overflow:auto;white-space:pre-wrap}.empty{color:#6b6470}
</style></head><body>
<h1>${heading}</h1>
<p>Every mail the server sent without <code>SMTP_URL</code>, newest first (${mails.length} shown). Development only; this machine only. As JSON: <a href="/api/dev/outbox${filter.to ? `?to=${encodeURIComponent(filter.to)}` : ''}">/api/dev/outbox</a>.</p>
${body}
</body></html>`;
}
