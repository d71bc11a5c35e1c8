/**
 * The service worker's notification texts in both languages. The worker is a bundle of its own
 * without Lingui's runtime or the app's catalogs (which are loaded on demand by the page), so its
 * handful of lines live here; keep them in step with the app's wording.
 */
export type SwLanguage = 'en' | 'ua';

interface Person {
  name: string;
  pet_name?: string;
}

export const swTexts = {
  en: {
    callTitle: (from: Person) => `${from.name} is calling`,
    callBody: (from: Person) => (from.pet_name ? `${from.pet_name} wants to video chat` : 'Video call on PetChat'),
    answer: 'Answer',
    decline: 'Decline',
    friendRequest: (from: Person) => `${from.name} sent you a friend request`,
    friendRequestAccepted: (from: Person) => `${from.name} accepted your friend request`,
    missedCall: (from: Person) => `Missed call from ${from.name}`,
  },
  ua: {
    callTitle: (from: Person) => `${from.name} телефонує`,
    callBody: (from: Person) =>
      from.pet_name ? `${from.pet_name} хоче поспілкуватися по відео` : 'Відеодзвінок у PetChat',
    answer: 'Відповісти',
    decline: 'Відхилити',
    friendRequest: (from: Person) => `${from.name} надсилає вам запит у друзі`,
    friendRequestAccepted: (from: Person) => `${from.name} приймає ваш запит у друзі`,
    missedCall: (from: Person) => `Пропущений дзвінок від ${from.name}`,
  },
} satisfies Record<SwLanguage, unknown>;
