/** Every page tells the platform when the player switched language (src/stores/language-notice.ts). */
import { isLanguageCode, languageInfo } from '../../i18n/languages';
import { noticeLanguage } from '../../stores/language-notice';

const lang = document.documentElement.lang;
if (isLanguageCode(lang)) {
  try {
    noticeLanguage(languageInfo(lang).platformCode).catch(() => undefined);
  } catch {
    // storage blocked: nothing to compare with, nothing to tell
  }
}
