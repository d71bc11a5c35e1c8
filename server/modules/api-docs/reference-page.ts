import type { OpenApiDocument } from './openapi';

/** A readable reference of the OpenAPI document, rendered on the server (no scripts, no CDN). */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Operation {
  tags: string[];
  summary: string;
  description: string;
  parameters?: Array<{ name: string; description: string; schema: { type: string } }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string }>;
}

function renderOperation(path: string, method: string, op: Operation): string {
  const params = op.parameters?.length
    ? `<h4>Query</h4><ul>${op.parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.schema.type}) — ${escapeHtml(p.description)}</li>`).join('')}</ul>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, { schema }]) => `<h4>Body (${type})</h4><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`)
        .join('')
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<li><b>${status}</b> ${escapeHtml(r.description)}</li>`)
    .join('');
  return `<details id="${escapeHtml(`${method}-${path}`)}"><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary)}</summary><p>${escapeHtml(op.description)}</p>${params}${body}<h4>Answers</h4><ul>${responses}</ul></details>`;
}

export function renderReferencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push(renderOperation(path, method, op));
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<section><h2>${escapeHtml(tag)}</h2>${ops.join('')}</section>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PetChat API reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1d1b20;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e8e1ea;background:#151218}pre{background:#241f29!important}}
details{border-bottom:1px solid #8884;padding:.4rem 0}summary{cursor:pointer}pre{background:#f4eff6;padding:.6rem;overflow:auto;font-size:.85rem}
.m{display:inline-block;min-width:4.2rem;font-weight:700;font-family:monospace}.get{color:#0b6e4f}.post{color:#8a4b00}.patch,.put{color:#5a3fa0}.delete{color:#a4161a}
@media (prefers-color-scheme:dark){.get{color:#6fdcb0}.post{color:#ffb86b}.patch,.put{color:#c6b2ff}.delete{color:#ff8a8f}}
</style></head><body>
<h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description)} Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI ${doc.openapi}).</p>
${sections.join('\n')}
</body></html>`;
}
