import { msg } from '@lingui/core/macro';

/**
 * The bodies of the four legal documents: HTML kept under explicit ids (`legal.*.html`) so
 * translators edit whole documents; the page sanitises them before use. Apostrophes are
 * typographic (’) so no ICU escaping rules ever apply to the text.
 *
 * This file is the `legal` catalog of lingui.config.ts (src/features/legal/locales/): the
 * documents are most of the app's text, so only the legal route loads them
 * (src/features/legal/legal-catalog.ts) and no other page's first load carries them.
 */

export const termsHtml = msg({
  id: 'legal.terms.html',
  message: `<h2>Terms and conditions</h2>
<p>These terms govern your use of PetChat, a web service where pet owners meet by video, add friends and share their pets. The service is operated by PetChat (“we”, “us”). By creating an account you accept these terms, the Privacy policy, the Rules of use and, if you subscribe, the Public offer. Questions: <a href="mailto:support@petchat.app">support@petchat.app</a>.</p>
<h3>1. Eligibility</h3>
<ul>
<li>You must be at least 18 years old, or the age of majority where you live if it is higher, because PetChat connects you by live video with people you do not know.</li>
<li>You may hold one personal account. Accounts for companies, shelters or breeders need our written consent.</li>
<li>You may not use PetChat if we have previously closed your account for breaking these terms.</li>
</ul>
<h3>2. Your account</h3>
<ul>
<li>Give a real name, a working email address and phone number, and true details about your pet. You confirm your email with a six-character code before you can use the service.</li>
<li>Keep your password secret. You are responsible for what happens in your account until you tell us it has been compromised.</li>
<li>You can change your profile, email and password, and delete your account, at any time on the Profile page. Deleting the account ends these terms for you.</li>
</ul>
<h3>3. Acceptable use</h3>
<p>You agree to follow the Rules of use. In short: be kind, keep your pet safe, and never show nudity, violence or harassment. You must not break the law through PetChat, impersonate others, collect other users’ data, send spam or advertising, interfere with the service (for example by automated access, scraping or attacks) or sell access to your account.</p>
<h3>4. Video chat and recording consent</h3>
<ul>
<li>Random chats connect you with another user chosen by the service, in a general chat or, for subscribers, in a chat for one breed. You can stop or skip a chat at any moment.</li>
<li>Video and sound travel directly between the two browsers. We do not watch or store your calls unless a participant records one.</li>
<li>Recording is available to subscribers within daily limits set by the service. While you record, the other participant sees a “recording” notice. Record only people who agree to it; stop recording if they ask you to.</li>
<li>You may keep recordings for personal use. You may not publish or share a recording that shows another person without that person’s consent.</li>
</ul>
<h3>5. Subscription and cancellation</h3>
<ul>
<li>After you confirm your email you receive a free trial period. Afterwards the basic service stays free; the subscription unlocks breed chats, unlimited friends, call recording and cloud storage of videos.</li>
<li>The subscription is paid monthly in Ukrainian hryvnias (UAH) by card and renews automatically each month until you cancel. The price, renewal and refunds are described in the Public offer.</li>
<li>You can cancel at any time on the Subscription page. Cancellation stops future charges; you keep the paid features until the end of the period you have already paid for.</li>
</ul>
<h3>6. Your content</h3>
<p>You keep the rights to the photos, videos and texts you add. You allow us to store, process and show them only as needed to run the service for you (for example, to show your pet’s photo to your friends and chat partners). You confirm that you have the right to use what you upload.</p>
<h3>7. Suspension and termination</h3>
<p>We may warn you, limit features, suspend or close your account if you break these terms or the Rules of use, or if the law requires it. We tell you the reason by email unless the law forbids it. If we close a paid account without a breach on your side, we refund the unused part of the current period.</p>
<h3>8. Liability</h3>
<ul>
<li>PetChat is provided “as is”. We work to keep it available and secure, but we cannot promise uninterrupted service: calls depend on your network, your device and the other participant.</li>
<li>Users are responsible for what they say and show. We are not liable for other users’ conduct, but we act on reports as described in the Rules of use.</li>
<li>To the extent the law allows, our total liability to you is limited to the amount you paid us in the last three months. Nothing in these terms limits liability that cannot be limited by law or your rights as a consumer.</li>
</ul>
<h3>9. Changes and governing law</h3>
<p>We may update these terms. We tell you about important changes by email or in the app at least 14 days before they apply; if you do not agree, you can delete your account. These terms are governed by the law of Ukraine. We try to settle any dispute by talking to you first at <a href="mailto:support@petchat.app">support@petchat.app</a>.</p>`,
});

export const privacyHtml = msg({
  id: 'legal.privacy.html',
  message: `<h2>Privacy policy</h2>
<p>This policy explains what personal data PetChat collects, why, how long we keep it and what rights you have. The controller of your data is PetChat, contact <a href="mailto:support@petchat.app">support@petchat.app</a>. We process data in line with the Law of Ukraine “On Personal Data Protection” and, for users in the European Union, the GDPR.</p>
<h3>1. Data we collect</h3>
<ul>
<li><strong>Account:</strong> your name, email address, phone number, password (stored only as a one-way hash), email confirmation status, whether you agreed to product-update emails, trial and subscription dates.</li>
<li><strong>Pet profile:</strong> your pet’s name, gender and breed.</li>
<li><strong>Photos:</strong> the profile photo you upload.</li>
<li><strong>Recordings:</strong> videos of calls you choose to record and save (subscribers only).</li>
<li><strong>Friends and calls:</strong> friend requests and friendships, whether you are online or in a call, who you recently met (so you are not matched with them again) and the breed chat you chose.</li>
<li><strong>Reports:</strong> reports you send (topic, details, the reported user’s id and name) and reports other users send about you.</li>
<li><strong>Payments:</strong> a token from the payment provider, the card brand and the last four digits, payment dates and amounts. We never store the full card number or the CVV.</li>
<li><strong>Technical data:</strong> IP address, browser type and request logs needed for security.</li>
</ul>
<h3>2. Cookies and local storage</h3>
<p>We use only cookies that the service needs or that remember your choices. We do not use advertising or third-party tracking cookies.</p>
<ul>
<li><strong>theme</strong> — light or dark appearance.</li>
<li><strong>language</strong> — English or Ukrainian interface.</li>
<li><strong>device</strong> — marks the PetChat mobile app for one month, so the layout fits it.</li>
<li><strong>cookieConsent</strong> — remembers that you accepted this notice, for one year.</li>
<li><strong>breed_id</strong> — the breed chat you chose, for one day.</li>
<li><strong>exclude_ids</strong> — the last few users you met in random chat, for one day, so you are not matched with them again at once.</li>
<li><strong>widen_breeds</strong> — the breed chats you widened to their whole breed group, for one day.</li>
<li>A secure, httpOnly session cookie keeps you signed in; the short-lived access token is kept in your browser’s local storage.</li>
</ul>
<h3>3. Why we use your data</h3>
<ul>
<li>To create and secure your account, confirm your email and let you sign in (performance of our contract with you).</li>
<li>To match you with chat partners, show your pet profile to them and to your friends, and deliver friend requests and call invitations.</li>
<li>To store your photos and recordings and show them to you.</li>
<li>To take payments for the subscription and keep accounting records (contract and legal obligation).</li>
<li>To keep the community safe: review reports, prevent abuse and fraud (our legitimate interest).</li>
<li>To send product-update emails, only if you opted in; you can opt out at any time.</li>
</ul>
<h3>4. Video calls</h3>
<p>Calls are peer-to-peer: video and sound go directly between the participants’ browsers, encrypted. When a direct connection is impossible, they pass encrypted through a relay server that cannot see them. We do not record or watch calls; only a participant can record, and the other participant sees a “recording” notice.</p>
<h3>5. Where data is stored and who receives it</h3>
<p>Data is stored on servers used by PetChat and, for photos and recordings, in cloud storage; private recordings are reachable only through links that expire. We share data only with providers that help us run the service (hosting, storage, email delivery, payments, realtime messaging), under contracts that oblige them to protect it, and with authorities when the law requires. We do not sell your data.</p>
<h3>6. How long we keep it</h3>
<ul>
<li>Account, pet profile, photos, friends and recordings: while your account exists. When you delete your account or a photo or video, we delete it from active systems at once and from backups within 30 days.</li>
<li>Reports: up to one year after the report is closed, to handle repeated violations.</li>
<li>Payment records: as long as tax and accounting law requires.</li>
<li>Security logs: up to 90 days. Email confirmation codes expire shortly after they are sent.</li>
</ul>
<h3>7. Your rights</h3>
<p>You have the right to access your data, correct it, delete it, restrict or object to its processing, receive it in a portable format and withdraw consent at any time. Most of this you can do yourself on the Profile page, including deleting your account. For anything else write to <a href="mailto:support@petchat.app">support@petchat.app</a>; we answer within 30 days. You may also complain to the Ukrainian Parliament Commissioner for Human Rights or to the data protection authority of your country.</p>
<h3>8. Children</h3>
<p>PetChat is for adults. We do not knowingly collect data of children; if you believe a child uses PetChat, tell us and we will close the account.</p>
<h3>9. Changes and contact</h3>
<p>We will tell you about important changes to this policy by email or in the app. Contact: PetChat, <a href="mailto:support@petchat.app">support@petchat.app</a>.</p>`,
});

export const offertaHtml = msg({
  id: 'legal.offerta.html',
  message: `<h2>Public offer for the PetChat subscription</h2>
<p>This document is a public offer by PetChat (the “Provider”) to any adult user of PetChat (the “Customer”) to conclude a contract for the monthly PetChat subscription on the terms below, in accordance with Articles 633 and 641 of the Civil Code of Ukraine.</p>
<h3>1. Subject</h3>
<p>The Provider gives the Customer access to the paid features of PetChat for each paid month: chats by breed, unlimited friends, recording of calls and cloud storage of saved videos within the limits shown in the service. The Customer pays for the subscription.</p>
<h3>2. Acceptance</h3>
<p>The Customer accepts this offer in full by entering card details on the Subscription page and paying for the first month. From that moment the contract is concluded; its text is always available on this page.</p>
<h3>3. Price and payment</h3>
<ul>
<li>The price of one month is the amount shown on the Subscription page before payment. It is charged in Ukrainian hryvnias (UAH) and includes all taxes.</li>
<li>Payment is made by bank card through a payment provider. PetChat does not receive or store the full card number or CVV.</li>
<li>The Provider may change the price for future periods by notifying the Customer at least 14 days before the next renewal. The new price applies only from that renewal.</li>
</ul>
<h3>4. Monthly renewal</h3>
<p>The subscription renews automatically every month on the day of the first payment, and the price of the next month is charged to the saved card. If a charge fails, the paid features stop at the end of the paid period. The Customer may replace the card at any time on the Subscription page.</p>
<h3>5. Cancellation</h3>
<p>The Customer may cancel at any time on the Subscription page. After cancellation no further charges are made, and the paid features remain available until the end of the period already paid for. The account and the free features remain available.</p>
<h3>6. Refunds</h3>
<ul>
<li>A month that has started is not refunded after the paid features have been used, except as required by consumer protection law.</li>
<li>If the Customer was charged twice or by mistake, or the paid features were unavailable for more than three days in a row through the Provider’s fault, the Provider refunds the amount concerned.</li>
<li>To request a refund, write to <a href="mailto:support@petchat.app">support@petchat.app</a> within 14 days of the charge. Approved refunds are returned to the same card within 10 working days; the time the bank needs to credit them may add to this.</li>
</ul>
<h3>7. Responsibilities</h3>
<p>The Provider keeps the paid features available except for maintenance and events beyond its control. The Customer uses the service according to the Terms and conditions and the Rules of use; if the account is closed for a serious breach, the current period is not refunded.</p>
<h3>8. Term, changes and disputes</h3>
<p>The contract runs from acceptance until cancellation or account deletion. The Provider publishes changes to this offer on this page at least 14 days before they apply. Disputes are settled by negotiation and, failing that, under the law of Ukraine.</p>
<h3>9. Provider</h3>
<p>PetChat, email <a href="mailto:support@petchat.app">support@petchat.app</a>.</p>`,
});

export const rulesHtml = msg({
  id: 'legal.rules.html',
  message: `<h2>Rules of use</h2>
<p>PetChat is a friendly place for people who love their pets. These rules apply to every chat, call, photo, recording and report. Breaking them can cost you your account.</p>
<h3>1. Be kind</h3>
<ul>
<li>Greet people, be patient and respectful. If a chat is not for you, press Next — no need to be rude.</li>
<li>Respect privacy: do not ask for or share other people’s addresses, phone numbers or other personal details, and do not record anyone who does not agree.</li>
<li>Do not advertise, sell things, spam or ask for money.</li>
</ul>
<h3>2. Never allowed</h3>
<ul>
<li>Nudity, sexual content or sexual remarks.</li>
<li>Violence, threats, weapons shown to intimidate, self-harm content.</li>
<li>Harassment, bullying, hate speech or discrimination of any kind.</li>
<li>Cruelty to animals, in any form.</li>
<li>Anything illegal, and anything involving minors in an unsafe way. Children should not appear in calls without a parent present.</li>
<li>Pretending to be someone else or using another person’s account.</li>
</ul>
<h3>3. Keep pets safe</h3>
<ul>
<li>Your pet’s wellbeing comes before the camera. Never frighten, tease, restrain or hurt an animal to get a reaction.</li>
<li>No dangerous tricks, no unsafe food or substances, no leaving a pet in a risky place for a shot.</li>
<li>Let your pet leave the call when it wants to. A tired or stressed pet needs a break, not an audience.</li>
<li>Advice from other users is not veterinary care; if your pet is unwell, see a vet.</li>
</ul>
<h3>4. Reporting</h3>
<p>If someone breaks these rules, press <strong>Report</strong> during the call, choose a topic and describe what happened. The report goes to our moderators with the user’s id and name; the other user is not told who reported them. You can also write to <a href="mailto:support@petchat.app">support@petchat.app</a>. Please report honestly: knowingly false reports are a violation too.</p>
<h3>5. Moderation</h3>
<ul>
<li>Moderators review every report. Depending on how serious and repeated the violation is, we may warn the user, limit features such as recording, suspend or permanently close the account.</li>
<li>Content that shows a threat to a person or an animal may be passed to the police or animal protection services.</li>
<li>If you think we made a mistake, write to <a href="mailto:support@petchat.app">support@petchat.app</a> within 30 days; a different moderator will look at it.</li>
</ul>`,
});
