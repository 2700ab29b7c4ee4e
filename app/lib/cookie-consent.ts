// Spec §4 and §9: consent lives under this key with this value; nothing else is stored.
export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_ACCEPTED = 'accepted';
export const BANNER_DELAY_MS = 1000;
export const BANNER_HIDE_MS = 300;

export function hasConsent() {
  try {
    return window.localStorage.getItem(CONSENT_KEY) === CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

export function storeConsent() {
  try {
    window.localStorage.setItem(CONSENT_KEY, CONSENT_ACCEPTED);
  } catch {
    // Storage can be disabled (private mode, policies): the banner simply returns next visit.
  }
}
