import * as s from './AccountArea.css';

/** Up to two initials of a name: "Olena Petrenko" → "OP". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
}

/** The user's photo (users.image), or their initials. Decorative: the name is shown or labelled next to it. */
export function Avatar({ name, image }: { name: string; image: string | null }) {
  return (
    <span className={s.avatar} aria-hidden="true">
      {image ? <img className={s.avatarImage} src={image} alt="" /> : initialsOf(name)}
    </span>
  );
}
