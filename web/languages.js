// The languages the words come in (locales/LANG, one folder each), each by its
// own name for the page's switch. A language added in locales/ is added here.
export const LANGUAGES = Object.freeze({
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  zh: '简体中文',
});
