import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24: every video of the app plays inline. Without `playsinline` iPhone Safari takes a
 * playing video to its own fullscreen player, out of the call screen and its controls. This scan
 * finds each `<video` element in the views and each `createElement('video')` in the adapters.
 */

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each `<video …>` opening tag of a source text (up to its first `>` outside braces); comments skipped. */
function videoTagsIn(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return [...text.matchAll(/<video\b/g)].map((match) => {
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    return text.slice(match.index, end + 1);
  });
}

const inline = (tag: string) => /\bplaysInline\b(?!=\{false\})/.test(tag);

describe('videos play inline (issue 24)', () => {
  const files = sourceFiles(SRC);

  it('every <video> element in src/ has playsInline', () => {
    const tags = files.flatMap((file) =>
      videoTagsIn(readFileSync(file, 'utf8')).map((tag) => ({ where: path.relative(SRC, file), tag })),
    );
    // VideoTile (both call screens) and the saved videos' player at least.
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.filter((t) => !inline(t.tag)).map((t) => t.where)).toEqual([]);
  });

  it("every video made with createElement('video') sets playsInline", () => {
    const made = files
      .map((file) => ({ where: path.relative(SRC, file), text: readFileSync(file, 'utf8') }))
      .filter((f) => /createElement\(\s*['"]video['"]\s*\)/.test(f.text));
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.filter((f) => !/\.playsInline\s*=\s*true/.test(f.text)).map((f) => f.where)).toEqual([]);
  });

  it('the scan finds a video without it, and skips videos named in comments', () => {
    const tags = videoTagsIn(`
      /** A \`<video>\` of the call. */
      // <video> in a line comment
      <video src={url} controls onPlay={() => a > b} />
      <video playsInline muted={muted} />
      <video playsInline={false} />`);
    expect(tags.map(inline)).toEqual([false, true, false]);
  });
});
