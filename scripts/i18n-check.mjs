#!/usr/bin/env node
// `npm run i18n:check` (after `lingui extract --clean`): fails when any catalog other than the
// source one lacks a translation. (`lingui compile --strict` only leaves such messages out.)
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig();
let missing = 0;
for (const catalog of await getCatalogs(config)) {
  for (const locale of config.locales) {
    if (locale === config.sourceLocale || locale === config.pseudoLocale) continue;
    const result = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale: config.sourceLocale });
    for (const { id, source } of result.missing) {
      missing++;
      console.error(`✗ ${locale}: missing translation for ${JSON.stringify(source ?? id)} (${catalog.path})`);
    }
  }
}
if (missing > 0) {
  console.error(
    `\n${missing} translation(s) missing. Fill the msgstr entries of the catalogs named above (lingui.config.ts lists them).`,
  );
  process.exit(1);
}
console.log(`All catalogs are complete (${config.locales.join(', ')}).`);
