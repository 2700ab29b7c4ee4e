// /cookie-policy: which cookies and similar technologies the website uses.
import { site } from '#contracts/site.ts';
import type { LegalDocFile } from '#contracts/content/legal.ts';

export const cookiePolicy: LegalDocFile = {
  slug: 'cookie-policy',
  title: { en: 'Cookie Policy', nl: 'Cookiebeleid' },
  lastUpdated: '2024-09-02',
  intro: {
    en: `This cookie policy explains which cookies and similar technologies ${site.legalName} (“${site.name}”, “we”) uses on ${site.url}, why we use them and how you can manage them. In short: we only use what is strictly necessary for the website to work. We do not use analytics, advertising or tracking cookies. This cookie policy is available in Dutch and English. In case of any difference between the two versions, the Dutch text prevails.`,
    nl: `In dit cookiebeleid lees je welke cookies en vergelijkbare technieken ${site.legalName} (“${site.name}”, “wij”) gebruikt op ${site.url}, waarom we dat doen en hoe je ze kunt beheren. Kort gezegd: we gebruiken alleen wat strikt noodzakelijk is om de website te laten werken. We gebruiken geen analytische, advertentie- of trackingcookies. Dit cookiebeleid is beschikbaar in het Nederlands en het Engels; bij verschillen tussen beide versies is de Nederlandse tekst leidend.`,
  },
  sections: [
    {
      heading: { en: '1. What cookies are', nl: '1. Wat cookies zijn' },
      paragraphs: [
        {
          en: 'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, let a website keep a small piece of information on your device. Under the Dutch Telecommunications Act (Telecommunicatiewet) and the General Data Protection Regulation (GDPR), we must tell you which of these technologies we use and, unless they are strictly necessary, ask your consent first.',
          nl: 'Cookies zijn kleine tekstbestanden die een website in je browser opslaat. Met vergelijkbare technieken, zoals local storage, kan een website een klein stukje informatie op je apparaat bewaren. Op grond van de Telecommunicatiewet en de Algemene Verordening Gegevensbescherming (AVG) moeten we je vertellen welke van deze technieken we gebruiken en, tenzij ze strikt noodzakelijk zijn, eerst om je toestemming vragen.',
        },
      ],
    },
    {
      heading: {
        en: '2. Strictly necessary technologies we use',
        nl: '2. Strikt noodzakelijke technieken die we gebruiken',
      },
      paragraphs: [
        {
          en: 'We use only the following two technologies. Both are strictly necessary to provide a function you have asked for, so no consent is required for them. We nevertheless inform you about them through the cookie banner and this policy.',
          nl: 'We gebruiken alleen de volgende twee technieken. Beide zijn strikt noodzakelijk om een functie te leveren waar je zelf om hebt gevraagd, dus daarvoor is geen toestemming nodig. We informeren je er toch over via de cookiebanner en dit beleid.',
        },
      ],
      list: [
        {
          en: 'Administrator session cookie: set only when an authorised member of our staff signs in to the admin area, to keep them signed in. It is marked secure and HttpOnly, cannot be read by scripts on the page, and is removed when the administrator signs out or the session expires. Visitors to our public pages never receive this cookie.',
          nl: 'Sessiecookie voor beheerders: wordt alleen geplaatst wanneer een bevoegde medewerker van ons inlogt in de beheeromgeving, zodat die ingelogd blijft. De cookie is gemarkeerd als secure en HttpOnly, kan niet worden uitgelezen door scripts op de pagina en wordt verwijderd wanneer de beheerder uitlogt of de sessie verloopt. Bezoekers van onze openbare pagina’s krijgen deze cookie nooit.',
        },
        {
          en: 'Cookie banner preference: when you click Accept All in the cookie banner, we store the value cookieConsent = accepted in your browser’s local storage, so the banner does not appear again. It contains no personal data, is never sent to our servers and has no expiry date; you can delete it at any time by clearing your browser’s site data. If you dismiss the banner without accepting, nothing is stored and the banner appears again on your next visit.',
          nl: 'Voorkeur voor de cookiebanner: wanneer je in de cookiebanner op Alles accepteren klikt, slaan we de waarde cookieConsent = accepted op in de local storage van je browser, zodat de banner niet opnieuw verschijnt. Deze waarde bevat geen persoonsgegevens, wordt nooit naar onze servers gestuurd en heeft geen vervaldatum; je kunt hem op elk moment verwijderen door de sitegegevens in je browser te wissen. Sluit je de banner zonder te accepteren, dan wordt er niets opgeslagen en verschijnt de banner bij je volgende bezoek opnieuw.',
        },
      ],
    },
    {
      heading: { en: '3. What we do not use', nl: '3. Wat we niet gebruiken' },
      paragraphs: [
        { en: 'To be explicit, our website does not use:', nl: 'Voor de duidelijkheid: onze website gebruikt geen:' },
      ],
      list: [
        { en: 'Analytics or statistics cookies.', nl: 'Analytische of statistische cookies.' },
        { en: 'Advertising, marketing or retargeting cookies.', nl: 'Advertentie-, marketing- of retargetingcookies.' },
        {
          en: 'Social media plugins or embedded content that set third-party cookies.',
          nl: 'Socialemediaplug-ins of ingesloten content die cookies van derden plaatsen.',
        },
        {
          en: 'Tracking pixels, fingerprinting or similar techniques.',
          nl: 'Trackingpixels, fingerprinting of vergelijkbare technieken.',
        },
      ],
    },
    {
      heading: { en: '4. Third parties', nl: '4. Derden' },
      paragraphs: [
        {
          en: 'All fonts, images and scripts on our website are served from our own domain. Your browser therefore does not contact third-party servers when you visit our pages, and no third party can place cookies through our website.',
          nl: 'Alle lettertypen, afbeeldingen en scripts op onze website worden geleverd vanaf ons eigen domein. Je browser maakt dus geen contact met servers van derden wanneer je onze pagina’s bezoekt, en geen enkele derde partij kan via onze website cookies plaatsen.',
        },
      ],
    },
    {
      heading: { en: '5. Managing and deleting cookies', nl: '5. Cookies beheren en verwijderen' },
      paragraphs: [
        {
          en: 'You can view, block and delete cookies and local storage through the settings of your browser. Clearing the site data for our domain removes the cookie banner preference, after which the banner will be shown again. Blocking cookies does not affect the public pages of our website; it only prevents administrators from signing in to the admin area.',
          nl: 'Via de instellingen van je browser kun je cookies en local storage bekijken, blokkeren en verwijderen. Wis je de sitegegevens voor ons domein, dan verdwijnt de voorkeur voor de cookiebanner en wordt de banner opnieuw getoond. Het blokkeren van cookies heeft geen invloed op de openbare pagina’s van onze website; het voorkomt alleen dat beheerders kunnen inloggen in de beheeromgeving.',
        },
      ],
    },
    {
      heading: { en: '6. Changes to this policy', nl: '6. Wijzigingen in dit beleid' },
      paragraphs: [
        {
          en: 'If we ever decide to use other cookies, for example to measure website visits, we will update this policy first and ask for your consent where the law requires it. The date at the top of this page shows when this policy was last updated.',
          nl: 'Besluiten we ooit andere cookies te gebruiken, bijvoorbeeld om websitebezoek te meten, dan passen we eerst dit beleid aan en vragen we je toestemming waar de wet dat vereist. De datum bovenaan deze pagina laat zien wanneer dit beleid voor het laatst is bijgewerkt.',
        },
      ],
    },
    {
      heading: { en: '7. Questions', nl: '7. Vragen' },
      paragraphs: [
        {
          en: `For questions about this cookie policy, contact us at ${site.email} or ${site.phone}. More information about how we process personal data, your rights and how to lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) is available in our Privacy Policy.`,
          nl: `Heb je vragen over dit cookiebeleid? Neem dan contact met ons op via ${site.email} of ${site.phone}. In ons privacybeleid lees je meer over hoe we persoonsgegevens verwerken, welke rechten je hebt en hoe je een klacht kunt indienen bij de Autoriteit Persoonsgegevens.`,
        },
      ],
    },
  ],
};
