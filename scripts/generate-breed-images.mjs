#!/usr/bin/env node
// Generates the breed pictures (server/assets/breeds/*.svg) and the seed migration
// (server/db/migrations/0011_breeds_seed.sql) from one table, so names, files and rows agree.
// The pictures are our own: a silhouette per kind of animal, coloured per breed.
// Run: node scripts/generate-breed-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// kind, slug, English name, Ukrainian name, body colour, accent colour, background tint, options
const breeds = [
  ['parrot', 'budgerigar', 'Budgerigar', 'Хвилястий папуга', '#6cc24a', '#f4d03f', '#e8f6e1'],
  ['parrot', 'cockatiel', 'Cockatiel', 'Корела', '#9e9e9e', '#f6c744', '#f3f1ea', { crest: true, cheek: '#f08a3c' }],
  ['parrot', 'african-grey', 'African grey parrot', 'Жако', '#8d939b', '#d2302c', '#eceef1'],
  ['parrot', 'macaw', 'Macaw', 'Ара', '#d7263d', '#1b6ec2', '#fbe7e9', { wing: '#f4c430' }],
  ['parrot', 'lovebird', 'Lovebird', 'Нерозлучник', '#58b947', '#f0773a', '#eaf6e6', { head: '#f0773a' }],
  ['parrot', 'cockatoo', 'Cockatoo', 'Какаду', '#f5f3ee', '#f2cf3c', '#fbf7e3', { crest: true, outline: '#c9c4b5' }],
  ['parrot', 'amazon', 'Amazon parrot', 'Амазон', '#3fa34d', '#e84a3c', '#e6f3e7', { head: '#f2d34f' }],
  ['parrot', 'sun-conure', 'Sun conure', 'Сонячна аратинга', '#f7a529', '#3da35d', '#fdf0dc'],
  ['parrot', 'eclectus', 'Eclectus parrot', 'Благородний папуга', '#2e9e44', '#e03131', '#e5f4e8'],
  ['parrot', 'rosella', 'Eastern rosella', 'Строката розела', '#d93b3b', '#3b7dd8', '#fbe6e6', { cheek: '#ffffff' }],
  ['parrot', 'monk-parakeet', 'Monk parakeet', 'Папуга-монах', '#7cc46b', '#b8c2c9', '#edf7ea', { head: '#c9d1d6' }],
  [
    'parrot',
    'ringneck',
    'Indian ringneck parakeet',
    'Індійський кільчастий папуга',
    '#8fd14f',
    '#d62f2f',
    '#eef8e4',
    { ring: '#222222' },
  ],
  ['smallbird', 'canary', 'Canary', 'Канарка', '#f7d23e', '#f2a93b', '#fdf7dd'],
  ['smallbird', 'zebra-finch', 'Zebra finch', 'Зеброва амадина', '#9a9fa6', '#ef6c2f', '#eff0f2', { cheek: '#e8874a' }],
  [
    'dog',
    'labrador-retriever',
    'Labrador Retriever',
    'Лабрадор-ретривер',
    '#e3b873',
    '#b8894a',
    '#fbf2e3',
    { ears: 'floppy' },
  ],
  [
    'dog',
    'german-shepherd',
    'German Shepherd',
    'Німецька вівчарка',
    '#b7793b',
    '#3b2f2a',
    '#f6ece1',
    { ears: 'pointed' },
  ],
  [
    'dog',
    'golden-retriever',
    'Golden Retriever',
    'Золотистий ретривер',
    '#e0a24a',
    '#c07f2c',
    '#fcefdc',
    { ears: 'floppy' },
  ],
  ['dog', 'french-bulldog', 'French Bulldog', 'Французький бульдог', '#c9b39a', '#5a4a3f', '#f5efe8', { ears: 'bat' }],
  ['dog', 'beagle', 'Beagle', 'Бігль', '#f1ede6', '#a8642e', '#f8f1e9', { ears: 'floppy', patch: true }],
  [
    'dog',
    'yorkshire-terrier',
    'Yorkshire Terrier',
    "Йоркширський тер'єр",
    '#8c7b6b',
    '#d9a55f',
    '#f2eee9',
    { ears: 'pointed' },
  ],
  ['dog', 'dachshund', 'Dachshund', 'Такса', '#9b5a2c', '#6e3d1d', '#f4e8df', { ears: 'floppy', long: true }],
  [
    'dog',
    'siberian-husky',
    'Siberian Husky',
    'Сибірський хаскі',
    '#6f7d8c',
    '#f2f4f6',
    '#e9edf1',
    { ears: 'pointed', mask: true, earColor: '#6f7d8c' },
  ],
  ['dog', 'chihuahua', 'Chihuahua', 'Чихуахуа', '#e8c28e', '#c99557', '#fbf3e6', { ears: 'bat' }],
  [
    'dog',
    'corgi',
    'Pembroke Welsh Corgi',
    'Пемброк-вельш-коргі',
    '#e08a3c',
    '#ffffff',
    '#fcebdc',
    { ears: 'pointed', long: true, earColor: '#e08a3c', patch: true },
  ],
  ['cat', 'maine-coon', 'Maine Coon', 'Мейн-кун', '#8a6a4f', '#7fb069', '#f1ebe5', { tufts: true }],
  ['cat', 'british-shorthair', 'British Shorthair', 'Британська короткошерста', '#7d8a99', '#f2a33a', '#ebeef2'],
  ['cat', 'persian', 'Persian', 'Перська', '#f3ece2', '#4f8fd6', '#f8f4ee', { outline: '#cdbfae' }],
  ['cat', 'siamese', 'Siamese', 'Сіамська', '#efe1c9', '#3f78c8', '#f8f1e5', { points: '#5b4334' }],
  ['cat', 'sphynx', 'Sphynx', 'Сфінкс', '#e9b8a7', '#6bb56f', '#fbece7'],
  ['cat', 'scottish-fold', 'Scottish Fold', 'Шотландська висловуха', '#a7a9ac', '#e0a31f', '#eeeff0', { folded: true }],
  ['cat', 'ragdoll', 'Ragdoll', 'Регдол', '#f1ebe1', '#3f8de0', '#f7f3ec', { points: '#8c7360' }],
  ['cat', 'bengal', 'Bengal', 'Бенгальська', '#e2a352', '#4c8f4a', '#fbf0e0', { spots: '#6b4424' }],
  ['rabbit', 'holland-lop', 'Holland Lop rabbit', 'Кролик-баранчик', '#c8a27c', '#f3d9c8', '#f6eee6'],
  ['rodent', 'syrian-hamster', 'Syrian hamster', 'Сирійський хом’ячок', '#e3a65b', '#fbe9d5', '#fcf1e3'],
  ['rodent', 'guinea-pig', 'Guinea pig', 'Морська свинка', '#8a5a3b', '#f4efe8', '#f3ebe4', { patch: true }],
];

const DARK = '#2b2b2b';

const frame = (bg, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img">\n` +
  `<rect width="120" height="120" rx="28" fill="${bg}"/>\n${body}\n</svg>\n`;

function parrot(c, a, o) {
  const stroke = o.outline ? ` stroke="${o.outline}" stroke-width="1.5"` : '';
  return [
    `<path d="M24 96 H100" stroke="#8b5e3c" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M50 80 L36 114 L48 114 L62 84 Z" fill="${o.wing ?? a}"${stroke}/>`,
    o.crest ? `<path d="M60 24 C54 8 66 2 74 6 C66 10 66 16 70 22 Z" fill="${a}"${stroke}/>` : '',
    `<ellipse cx="60" cy="64" rx="20" ry="28" transform="rotate(-14 60 64)" fill="${c}"${stroke}/>`,
    `<circle cx="68" cy="36" r="15" fill="${o.head ?? c}"${stroke}/>`,
    o.ring ? `<path d="M56 47 Q68 55 80 45" stroke="${o.ring}" stroke-width="2.5" fill="none"/>` : '',
    `<path d="M80 30 Q93 31 89 47 Q85 41 78 41 Z" fill="#e9c46a" stroke="#8a6d2f" stroke-width="1"/>`,
    `<ellipse cx="55" cy="68" rx="11" ry="20" transform="rotate(-18 55 68)" fill="${o.wing ?? a}" opacity="0.9"/>`,
    o.cheek ? `<circle cx="71" cy="43" r="4.5" fill="${o.cheek}"/>` : '',
    `<circle cx="72" cy="32" r="3.6" fill="#ffffff"/><circle cx="73" cy="32" r="2" fill="${DARK}"/>`,
    `<circle cx="56" cy="93" r="3.5" fill="#8a8a8a"/><circle cx="66" cy="93" r="3.5" fill="#8a8a8a"/>`,
  ];
}

function smallbird(c, a, o) {
  return [
    `<path d="M22 94 H98" stroke="#8b5e3c" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M42 72 L22 86 L30 92 L50 80 Z" fill="${a}"/>`,
    `<ellipse cx="58" cy="68" rx="24" ry="19" fill="${c}"/>`,
    `<circle cx="76" cy="50" r="13" fill="${c}"/>`,
    `<path d="M87 47 L100 51 L87 56 Z" fill="${a}"/>`,
    `<ellipse cx="54" cy="68" rx="14" ry="9" transform="rotate(-12 54 68)" fill="${a}" opacity="0.7"/>`,
    o.cheek ? `<circle cx="79" cy="57" r="4" fill="${o.cheek}"/>` : '',
    `<circle cx="80" cy="47" r="3.2" fill="#ffffff"/><circle cx="81" cy="47" r="1.8" fill="${DARK}"/>`,
    `<circle cx="55" cy="91" r="3" fill="#8a8a8a"/><circle cx="64" cy="91" r="3" fill="#8a8a8a"/>`,
  ];
}

function dog(c, a, o) {
  const bodyRx = o.long ? 32 : 24;
  const ears = {
    floppy: `<ellipse cx="66" cy="44" rx="7" ry="14" transform="rotate(18 66 44)" fill="${a}"/>`,
    pointed: `<path d="M62 36 L64 14 L76 30 Z" fill="${o.earColor ?? a}"/><path d="M65 31 L66 21 L72 29 Z" fill="#f0b8b0"/>`,
    bat: `<path d="M60 36 L58 12 L76 28 Z" fill="${a}"/><path d="M63 32 L62 19 L71 28 Z" fill="#f0b8b0"/>`,
  }[o.ears];
  return [
    `<ellipse cx="60" cy="106" rx="38" ry="5" fill="${DARK}" opacity="0.12"/>`,
    `<path d="M${56 - bodyRx} 80 Q${40 - bodyRx} 66 ${44 - bodyRx} 52" stroke="${c}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="56" cy="82" rx="${bodyRx}" ry="20" fill="${c}"/>`,
    o.patch ? `<ellipse cx="50" cy="76" rx="14" ry="11" fill="${a}"/>` : '',
    `<rect x="66" y="82" width="9" height="22" rx="4.5" fill="${c}"/><rect x="${46 - bodyRx / 2}" y="88" width="9" height="16" rx="4.5" fill="${c}"/>`,
    `<circle cx="76" cy="46" r="17" fill="${c}"/>`,
    o.mask ? `<path d="M70 50 Q78 38 88 46 Q96 54 90 60 Q80 64 70 50 Z" fill="${a}"/>` : '',
    `<ellipse cx="90" cy="53" rx="11" ry="8" fill="${o.mask ? a : c}"/>`,
    ears,
    `<circle cx="99" cy="50" r="3.6" fill="${DARK}"/>`,
    `<circle cx="82" cy="41" r="2.8" fill="${DARK}"/>`,
    `<path d="M88 60 Q93 63 98 59" stroke="${DARK}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
  ];
}

function cat(c, a, o) {
  const stroke = o.outline ? ` stroke="${o.outline}" stroke-width="1.5"` : '';
  const earFill = o.points ?? c;
  const ears = o.folded
    ? `<path d="M44 34 Q46 26 56 30 Z" fill="${earFill}"${stroke}/><path d="M64 30 Q74 26 76 34 Z" fill="${earFill}"${stroke}/>`
    : `<path d="M44 36 L46 16 L58 29 Z" fill="${earFill}"${stroke}/><path d="M62 29 L74 16 L76 36 Z" fill="${earFill}"${stroke}/>`;
  return [
    `<ellipse cx="60" cy="108" rx="34" ry="4.5" fill="${DARK}" opacity="0.12"/>`,
    `<path d="M78 100 Q102 100 98 78 Q96 68 88 70" stroke="${o.points ?? c}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="60" cy="82" rx="22" ry="25" fill="${c}"${stroke}/>`,
    o.spots
      ? `<circle cx="52" cy="78" r="3.5" fill="${o.spots}"/><circle cx="66" cy="88" r="3" fill="${o.spots}"/><circle cx="58" cy="96" r="3" fill="${o.spots}"/><circle cx="69" cy="74" r="2.6" fill="${o.spots}"/>`
      : '',
    ears,
    o.tufts ? `<path d="M46 16 L45 9 M74 16 L75 9" stroke="${c}" stroke-width="2" stroke-linecap="round"/>` : '',
    `<circle cx="60" cy="44" r="18" fill="${c}"${stroke}/>`,
    o.points ? `<ellipse cx="60" cy="50" rx="10" ry="8" fill="${o.points}" opacity="0.85"/>` : '',
    `<ellipse cx="53" cy="42" rx="3.6" ry="4.6" fill="${a}"/><ellipse cx="67" cy="42" rx="3.6" ry="4.6" fill="${a}"/>`,
    `<ellipse cx="53" cy="42" rx="1.2" ry="3.4" fill="${DARK}"/><ellipse cx="67" cy="42" rx="1.2" ry="3.4" fill="${DARK}"/>`,
    `<path d="M57.5 49 H62.5 L60 52 Z" fill="#e58a95"/>`,
    `<path d="M46 50 H36 M46 53 L37 56 M74 50 H84 M74 53 L83 56" stroke="${DARK}" stroke-width="1" stroke-linecap="round" opacity="0.6"/>`,
  ];
}

function rabbit(c, a) {
  return [
    `<ellipse cx="60" cy="104" rx="38" ry="5" fill="${DARK}" opacity="0.12"/>`,
    `<ellipse cx="54" cy="82" rx="28" ry="21" fill="${c}"/>`,
    `<circle cx="28" cy="78" r="7" fill="#ffffff"/>`,
    `<circle cx="80" cy="62" r="16" fill="${c}"/>`,
    `<ellipse cx="72" cy="66" rx="6" ry="17" transform="rotate(12 72 66)" fill="${a}" stroke="${c}" stroke-width="3"/>`,
    `<circle cx="86" cy="58" r="3" fill="${DARK}"/>`,
    `<circle cx="95" cy="66" r="2.4" fill="#e58a95"/>`,
    `<ellipse cx="70" cy="101" rx="9" ry="4" fill="${c}"/>`,
  ];
}

function rodent(c, a, o) {
  return [
    `<ellipse cx="60" cy="100" rx="40" ry="5" fill="${DARK}" opacity="0.12"/>`,
    `<ellipse cx="58" cy="74" rx="34" ry="24" fill="${c}"/>`,
    o.patch
      ? `<ellipse cx="44" cy="70" rx="14" ry="16" fill="${a}"/>`
      : `<ellipse cx="66" cy="84" rx="20" ry="12" fill="${a}"/>`,
    `<circle cx="74" cy="52" r="7" fill="${c}"/><circle cx="74" cy="52" r="4" fill="#f0b8b0"/>`,
    `<circle cx="84" cy="64" r="3.2" fill="${DARK}"/>`,
    `<circle cx="92" cy="72" r="2.4" fill="#e58a95"/>`,
    `<ellipse cx="44" cy="97" rx="6" ry="3" fill="#f0b8b0"/><ellipse cx="74" cy="97" rx="6" ry="3" fill="#f0b8b0"/>`,
  ];
}

const draw = { parrot, smallbird, dog, cat, rabbit, rodent };

const outDir = path.join(root, 'server/assets/breeds');
mkdirSync(outDir, { recursive: true });
const sqlRows = [];
breeds.forEach(([kind, slug, name, nameUa, body, accent, bg, options = {}], i) => {
  const title = `<title>${name}</title>`;
  const svg = frame(bg, [title, ...draw[kind](body, accent, options)].filter(Boolean).join('\n'));
  writeFileSync(path.join(outDir, `${slug}.svg`), svg);
  const q = (s) => `'${s.replaceAll("'", "''")}'`;
  sqlRows.push(`  (${q(name)}, ${q(nameUa)}, ${q(`/media/breeds/${slug}.svg`)}, ${(i + 1) * 10})`);
});

const sql = `-- Breeds offered at sign-up and in the breed chat: parrots first, then other birds, dogs, cats
-- and small pets. Generated by scripts/generate-breed-images.mjs together with the pictures in
-- server/assets/breeds (served at /media/breeds/).
INSERT INTO breeds (name, name_ua, image, sort) VALUES
${sqlRows.join(',\n')};
`;
writeFileSync(path.join(root, 'server/db/migrations/0011_breeds_seed.sql'), sql);
console.log(`${breeds.length} breeds written.`);
