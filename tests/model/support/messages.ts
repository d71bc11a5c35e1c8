import { type MessageDescriptor, setupI18n } from '@lingui/core';

// An English i18n without a catalog: descriptors render from their source message.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** The English text of a message a machine put in its context. */
export function english(descriptor: MessageDescriptor | null | undefined): string | null {
  return descriptor ? i18n._(descriptor) : null;
}
