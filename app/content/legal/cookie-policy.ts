// /cookie-policy: which cookies and similar technologies the website uses.
import { site } from '#contracts/site.ts';
import type { LegalDoc } from '../schema.ts';

export const cookiePolicy: LegalDoc = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  lastUpdated: '2024-09-02',
  intro: `This cookie policy explains which cookies and similar technologies ${site.legalName} (“${site.name}”, “we”) uses on ${site.url}, why we use them and how you can manage them. In short: we only use what is strictly necessary for the website to work. We do not use analytics, advertising or tracking cookies.`,
  sections: [
    {
      heading: '1. What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, let a website keep a small piece of information on your device. Under the Dutch Telecommunications Act (Telecommunicatiewet) and the General Data Protection Regulation (GDPR), we must tell you which of these technologies we use and, unless they are strictly necessary, ask your consent first.',
      ],
    },
    {
      heading: '2. Strictly necessary technologies we use',
      paragraphs: [
        'We use only the following two technologies. Both are strictly necessary to provide a function you have asked for, so no consent is required for them. We nevertheless inform you about them through the cookie banner and this policy.',
      ],
      list: [
        'Administrator session cookie: set only when an authorised member of our staff signs in to the admin area, to keep them signed in. It is marked secure and HttpOnly, cannot be read by scripts on the page, and is removed when the administrator signs out or the session expires. Visitors to our public pages never receive this cookie.',
        'Cookie banner preference: when you click Accept All in the cookie banner, we store the value cookieConsent = accepted in your browser’s local storage, so the banner does not appear again. It contains no personal data, is never sent to our servers and has no expiry date; you can delete it at any time by clearing your browser’s site data. If you dismiss the banner without accepting, nothing is stored and the banner appears again on your next visit.',
      ],
    },
    {
      heading: '3. What we do not use',
      paragraphs: ['To be explicit, our website does not use:'],
      list: [
        'Analytics or statistics cookies.',
        'Advertising, marketing or retargeting cookies.',
        'Social media plugins or embedded content that set third-party cookies.',
        'Tracking pixels, fingerprinting or similar techniques.',
      ],
    },
    {
      heading: '4. Third parties',
      paragraphs: [
        'All fonts, images and scripts on our website are served from our own domain. Your browser therefore does not contact third-party servers when you visit our pages, and no third party can place cookies through our website.',
      ],
    },
    {
      heading: '5. Managing and deleting cookies',
      paragraphs: [
        'You can view, block and delete cookies and local storage through the settings of your browser. Clearing the site data for our domain removes the cookie banner preference, after which the banner will be shown again. Blocking cookies does not affect the public pages of our website; it only prevents administrators from signing in to the admin area.',
      ],
    },
    {
      heading: '6. Changes to this policy',
      paragraphs: [
        'If we ever decide to use other cookies, for example to measure website visits, we will update this policy first and ask for your consent where the law requires it. The date at the top of this page shows when this policy was last updated.',
      ],
    },
    {
      heading: '7. Questions',
      paragraphs: [
        `For questions about this cookie policy, contact us at ${site.email} or ${site.phone}. More information about how we process personal data, your rights and how to lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) is available in our Privacy Policy.`,
      ],
    },
  ],
};
