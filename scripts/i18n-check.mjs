#!/usr/bin/env node
// `npm run i18n:check` (after `lingui extract --clean`): fails when any catalog other than the
// source one lacks a translation (`lingui compile --strict` only leaves such messages out), and
// when a catalog still holds a merge-conflict marker (a merge can leave one inside a msgstr,
// where it reads as part of the text and no parser complains).
import { readFileSync } from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig();
let missing = 0;
for (const catalog of await getCatalogs(config)) {
  for (const locale of config.locales) {
    if (locale === config.pseudoLocale) continue;
    const file = catalog.getFilename(locale);
    const markers = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/<{7}|>{7} |^={7}/.test(line) ? [`${file}:${i + 1}`] : []));
    for (const place of markers) {
      missing++;
      console.error(`✗ ${locale}: merge-conflict marker at ${place}`);
    }
    if (locale === config.sourceLocale) continue;
    const result = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale: config.sourceLocale });
    for (const { id, source } of result.missing) {
      missing++;
      console.error(`✗ ${locale}: missing translation for ${JSON.stringify(source ?? id)} (${catalog.path})`);
    }
  }
}
if (missing > 0) {
  console.error(
    `\n${missing} problem(s) in the catalogs named above: fill the missing msgstr entries, remove merge-conflict markers (lingui.config.ts lists them).`,
  );
  process.exit(1);
}
console.log(`All catalogs are complete (${config.locales.join(', ')}).`);
