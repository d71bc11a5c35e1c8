import { describe, expect, it } from 'vitest';
import { renderMail } from './layout';

const mail = () =>
  renderMail({
    subject: 'Your code',
    greeting: 'Hi Ana,',
    lines: ['Your code:'],
    highlight: { kind: 'code', value: '123456' },
    signature: 'PetChat',
  });

describe('mail layout', () => {
  it('draws the logo without an emoji, image or SVG, which show as a box or nothing where fonts and images are missing', () => {
    const { html } = mail();
    const logo = html.slice(html.indexOf('<table role="presentation"'), html.indexOf('</table>'));
    expect(logo).toContain('PetChat');
    expect(logo).not.toMatch(/&#\d+;|[\u{1F000}-\u{1FFFF}]|<img|<svg/u);
    // The paw: four toes and a pad, each a rounded box in the brand's cream.
    expect(logo.match(/border-radius:50%;background:#FFF4E8/g)).toHaveLength(5);
  });
});
